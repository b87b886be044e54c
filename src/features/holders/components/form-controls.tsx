import { GridItem, Input, NativeSelect, type InputProps } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HolderCreate } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import type { HolderField, HolderFormValues } from '../schema';

export type HolderFormApi = UseFormReturn<HolderFormValues, unknown, HolderCreate>;

/**
 * A field's error as FormField takes it: a rule's key, which FormField translates, or the
 * server's words.
 */
export const errorOf = (form: HolderFormApi, field: HolderField) =>
  form.formState.errors[field]?.message;

interface TextFieldProps extends Omit<InputProps, 'form' | 'name'> {
  form: HolderFormApi;
  name: HolderField;
  label: string;
  helperText?: string;
  required?: boolean;
  /** Spans both columns: for long text such as an address. */
  wide?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { form, name, label, helperText, required, wide, ...input } = props;
  const error = errorOf(form, name);
  return (
    <GridItem colSpan={{ base: 1, md: wide ? 2 : 1 }}>
      <FormField label={label} error={error} helperText={helperText} required={required}>
        <Input {...input} {...form.register(name)} />
      </FormField>
    </GridItem>
  );
}

interface SelectFieldProps {
  form: HolderFormApi;
  name: HolderField;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
}

export function SelectField({ form, name, label, options, required }: SelectFieldProps) {
  const { t } = useTranslation('holders');
  const error = errorOf(form, name);
  return (
    <FormField label={label} error={error} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(name)}>
          <option value="">{t('form.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
