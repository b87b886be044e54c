import { GridItem, Input, type InputProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode, Ref } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { OptionSelect, type SelectOption } from './option-select';

/** What a value is, and so the input's type and keyboard (and autofill, for numbers). */
export const inputKinds = {
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
  // A text input: the interface's decimal mark is typed as is, and there is no browser spinner.
  decimal: { inputMode: 'decimal', autoComplete: 'off' },
} as const satisfies Record<string, InputProps>;

/** How one field of a form is shown: its input's props, and what FormField says around it. */
export interface FieldSpec<T extends FieldValues> extends Omit<InputProps, 'form' | 'name'> {
  kind?: keyof typeof inputKinds;
  /** Help under the input, replaced by the error when there is one. */
  hint?: string;
  required?: boolean;
  /** Spans both columns of a section: for long text such as an address. */
  wide?: boolean;
  /** Fields whose rules depend on this one, checked again when it changes. */
  deps?: Path<T>[];
  /** How the typed text becomes the field's value. */
  setValueAs?: (text: string) => unknown;
  /** Another input than Chakra's, such as a password input that can show its text. */
  input?: ComponentType<InputProps & { ref?: Ref<HTMLInputElement> }>;
  /** A choice among these rather than typed text; the empty choice says `choose`. */
  options?: readonly SelectOption[];
}

interface TextFieldProps<T extends FieldValues, V> extends FieldSpec<T> {
  form: UseFormReturn<T, unknown, V>;
  name: Path<T>;
  label: string;
  /** The empty choice of a field with options. */
  choose?: string;
}

/**
 * One field of a react-hook-form form: the input registered under `name`, in a FormField with
 * its label, help, required mark and error (a rule's key, which FormField translates).
 */
export function TextField<T extends FieldValues, V>(props: TextFieldProps<T, V>) {
  const { form, name, label, hint, required, wide, deps, setValueAs, options, choose, ...rest } =
    props;
  const { kind, input: TextInput = Input, ...input } = rest;
  const registered = form.register(name, { deps, setValueAs });
  let control: ReactNode;
  if (options) {
    control = <OptionSelect empty={choose ?? ''} options={options} {...registered} />;
  } else {
    control = <TextInput {...(kind && inputKinds[kind])} {...input} {...registered} />;
  }
  const field = (
    <FormField
      label={label}
      error={form.getFieldState(name, form.formState).error?.message}
      helperText={hint}
      required={required}
    >
      {control}
    </FormField>
  );
  return wide ? <GridItem colSpan={{ base: 1, md: 2 }}>{field}</GridItem> : field;
}

interface FormFieldsProps<T extends FieldValues, V, K extends string> {
  form: UseFormReturn<T, unknown, V>;
  /** Each field's label by its name: the feature's `fields` words. */
  labels: Record<K, string>;
  /** The fields in their order, by name. */
  fields: { [N in K & Path<T>]?: FieldSpec<T> };
  /** The empty choice of the fields with options. */
  choose?: string;
}

/** A run of a form's fields, listed by name: each one a TextField labelled by `labels`. */
export function FormFields<T extends FieldValues, V, K extends string>({
  form,
  labels,
  fields,
  choose,
}: FormFieldsProps<T, V, K>) {
  const entries = Object.entries(fields) as [K & Path<T>, FieldSpec<T>][];
  return entries.map(([name, spec]) => (
    <TextField key={name} form={form} name={name} label={labels[name]} choose={choose} {...spec} />
  ));
}
