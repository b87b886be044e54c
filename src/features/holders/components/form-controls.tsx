import { Card, GridItem, Input, NativeSelect, SimpleGrid, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HolderCreate } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import type { HolderField, HolderFormValues } from '../schema';

export type HolderFormApi = UseFormReturn<HolderFormValues, unknown, HolderCreate>;

/**
 * The message of a field's error: our rules give catalogue keys (`holders:` or common
 * `validation.*`), the server gives words already.
 */
export function useFieldError(form: HolderFormApi) {
  const { t, i18n } = useTranslation();
  const translate = t as unknown as (key: string) => string;
  return (field: HolderField) => {
    const message = form.formState.errors[field]?.message;
    if (!message) return undefined;
    return i18n.exists(message) ? translate(message) : message;
  };
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
  const error = useFieldError(form)(name);
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
  const error = useFieldError(form)(name);
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
