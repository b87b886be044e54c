import { Card, GridItem, Input, SimpleGrid, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { SubcontractorCreate } from '@generated/model';
import { FormField, useErrorText as useFieldErrorText } from '@/components/form/form-field';
import type { SubcontractorField, SubcontractorInput } from '../schema';

export type SubcontractorFormApi = UseFormReturn<SubcontractorInput, unknown, SubcontractorCreate>;

/** The words of an error, also where it shows outside FormField (vehicle capacities). */
export function useErrorText() {
  const text = useFieldErrorText();
  return (error?: Pick<FieldError, 'message'>) => text(error?.message);
}

/** A titled group of fields: two columns on a wide screen, one on a narrow one. */
export function FormSection(props: { title: string; description: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" as="section" aria-label={props.title}>
      <Card.Header>
        <Card.Title as="h2">{props.title}</Card.Title>
        <Card.Description>{props.description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4" rowGap="4">
          {props.children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

interface TextFieldProps extends Omit<InputProps, 'form' | 'name'> {
  form: SubcontractorFormApi;
  name: SubcontractorField;
  label: string;
  helperText?: string;
  required?: boolean;
  /** Fields whose rules depend on this one, checked again when it changes. */
  deps?: (keyof SubcontractorInput)[];
  wide?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { form, name, label, helperText, required, deps, wide, ...input } = props;
  const errorText = useErrorText();
  return (
    <GridItem colSpan={{ base: 1, md: wide ? 2 : 1 }}>
      <FormField
        label={label}
        error={errorText(form.formState.errors[name])}
        helperText={helperText}
        required={required}
      >
        <Input autoComplete="off" {...input} {...form.register(name, { deps })} />
      </FormField>
    </GridItem>
  );
}

/** Text inputs for numbers: the interface's decimal mark, no browser spinner. */
export const decimalInput = { inputMode: 'decimal', autoComplete: 'off' } as const;
