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
 * A labelled input with its help and its error, linked for screen readers by Chakra's Field.
 * Chakra names the error only in aria-errormessage, which few screen readers read: the error
 * takes the help's place and its id, so aria-describedby points at whichever is shown.
 */
export function FormField({ label, error, helperText, required, children }: FormFieldProps) {
  const { t } = useTranslation();
  const describedBy = `${useId()}-description`;
  const message = error?.startsWith('validation.') ? t(error as 'validation.required') : error;
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
