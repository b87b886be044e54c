import { Button, Link, Stack, Text, type TextProps } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type * as zod from 'zod/mini';
import { paths } from '@/config/routes';
import { applyServerErrors } from '@/lib/form-errors';
import { authUrl } from '../auth-urls';
import type { IssueKeys } from '../validation';
import { FormAlert } from './form-alert';

interface AuthFormOptions<T extends FieldValues> {
  schema: zod.ZodMiniType<T, T>;
  messages: IssueKeys;
  defaultValues: DefaultValues<T>;
  /** The fields a server's 400 may name; its other issues stay in the form's message. */
  serverFields: readonly Path<T>[];
  /** The call and where it leads; whatever it throws becomes the form's message. */
  submit: (values: T) => Promise<void>;
}

/**
 * The state every auth form has: validation by its schema, and the server's answer to a failed
 * call kept until the next attempt. `frame` goes to `AuthForm`, `form` to the fields.
 */
export function useAuthForm<T extends FieldValues>({
  schema,
  messages,
  defaultValues,
  serverFields,
  submit,
}: AuthFormOptions<T>) {
  const [serverError, setServerError] = useState<string>();
  const form = useForm<T>({ resolver: zodResolver(schema, { error: messages }), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await submit(values);
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, serverFields));
    }
  });

  return { form, frame: { onSubmit, serverError, isSubmitting: form.formState.isSubmitting } };
}

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  serverError?: string;
  isSubmitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** What the user can do about the server's message, when retrying cannot help. */
  errorAction?: ReactNode;
  children: ReactNode;
}

/** The fields, the server's message above the button, and the button busy while the call runs. */
export function AuthForm({
  onSubmit,
  serverError,
  isSubmitting,
  submitLabel,
  submittingLabel,
  errorAction,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="4">
        {children}
        {serverError && <FormAlert message={serverError} action={errorAction} />}
        <Button
          type="submit"
          colorPalette="brand"
          w="full"
          loading={isSubmitting}
          loadingText={submittingLabel}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The way back from a recovery or code screen, keeping `redirect` for the sign-in after it. */
export function BackToSignIn({ mt = '6' }: { mt?: TextProps['mt'] }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <Text mt={mt} fontSize="sm" textAlign="center">
      <Link asChild color="brand.fg">
        <RouterLink to={authUrl(paths.auth.signIn, params)}>{t('backToSignIn')}</RouterLink>
      </Link>
    </Text>
  );
}
