import { GridItem, Input, type InputProps } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import type { SubcontractorCreate } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import type { SubcontractorField, SubcontractorInput } from '../schema';

export type SubcontractorFormApi = UseFormReturn<SubcontractorInput, unknown, SubcontractorCreate>;

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
  return (
    <GridItem colSpan={{ base: 1, md: wide ? 2 : 1 }}>
      <FormField
        label={label}
        error={form.formState.errors[name]?.message}
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
