import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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

/** An error as FormField shows it: our `rules.*` translated here, the common ones there. */
export function useUserMessage() {
  const { t } = useTranslation('users');
  return (error?: FieldError) =>
    error?.message?.startsWith('rules.') ? t(error.message as 'rules.cinLength') : error?.message;
}
