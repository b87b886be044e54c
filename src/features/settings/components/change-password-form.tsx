import { Button, Card, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/feedback/failure-alert';
import { FormField } from '@/components/form/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useChangePasswordMutation } from '../api/use-change-password';
import {
  changePasswordMessages,
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordValues,
} from '../schema';

interface ChangePasswordFormProps {
  /** The account's login, for password managers to file the new password under. */
  login?: string;
  /** Called once the password is changed and the current user is fresh. */
  onChanged?: () => void;
}

export function ChangePasswordForm({ login, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation('settings');
  const [serverError, setServerError] = useState<string>();
  const mutation = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema, { error: changePasswordMessages }),
    defaultValues: emptyChangePassword,
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(undefined);
    try {
      await mutation.mutateAsync({ data: { currentPassword, newPassword } });
      reset(emptyChangePassword);
      onChanged?.();
    } catch (error) {
      // The toast has already told; the form says it again where the user is looking, and
      // keeps what they typed so that they can correct it.
      setServerError(applyServerErrors(error, setError, ['currentPassword', 'newPassword']));
    }
  });

  return (
    <Card.Root asChild>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Card.Header>
          <Card.Title as="h2">{t('password.title')}</Card.Title>
          <Card.Description>{t('password.description')}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {serverError && (
              <FailureAlert
                failure={{ kind: 'error', title: t('password.errorTitle'), message: serverError }}
              />
            )}
            <input type="text" autoComplete="username" value={login ?? ''} readOnly hidden />
            <FormField
              label={t('password.current')}
              error={errors.currentPassword?.message}
              required
            >
              <Input
                type="password"
                autoComplete="current-password"
                {...register('currentPassword')}
              />
            </FormField>
            <FormField
              label={t('password.new')}
              helperText={t('password.newHelp')}
              error={errors.newPassword?.message}
              required
            >
              <Input type="password" autoComplete="new-password" {...register('newPassword')} />
            </FormField>
            <FormField
              label={t('password.confirm')}
              error={errors.confirmPassword?.message}
              required
            >
              <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {t('password.submit')}
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
