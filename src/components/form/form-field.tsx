import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  label: string;
  /** A `validation.*` key of the common namespace, or a message the server already worded. */
  error?: string;
  helperText?: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * The words of a field's error: every form rule gives a `validation.*` key of the common
 * namespace, translated here in the current language; a server's message is already worded.
 * FormField calls it; an error shown outside a FormField (a list of values, a matrix) too.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error?: string | { message?: string }) => {
    const message = typeof error === 'string' ? error : error?.message;
    return message?.startsWith('validation.') ? t(message as 'validation.required') : message;
  };
}

/**
 * A labelled input with its help and its error, linked for screen readers by Chakra's Field.
 * Chakra names the error only in aria-errormessage, which few screen readers read: the error
 * takes the help's place and its id, so aria-describedby points at whichever is shown.
 */
export function FormField({ label, error, helperText, required, children }: FormFieldProps) {
  const message = useErrorText()(error);
  const describedBy = `${useId()}-description`;
  return (
    <Field.Root
      invalid={!!error}
      required={required}
      ids={{ helperText: describedBy, errorText: describedBy }}
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
