import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useErrorText } from '@/components/form/form-field';

export function FormSection(props: { legend: string; help?: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="1">
        {props.legend}
      </Fieldset.Legend>
      {props.help && <Fieldset.HelperText mb="2">{props.help}</Fieldset.HelperText>}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {props.children}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/** The words of an error, also where it shows outside FormField (the rights). */
export function useUserMessage() {
  const text = useErrorText();
  return (error?: FieldError) => text(error?.message);
}
