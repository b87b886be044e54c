import { Input, Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { FormSection } from '@/components/record/form-section';
import type { UserInput, UserValues } from '../schema';

interface IdentityFieldsProps {
  form: UseFormReturn<UserInput, unknown, UserValues>;
  disabled?: boolean;
}

/** Names, CIN, and the e-mail and phone of which at least one is needed. */
export function IdentityFields({ form, disabled }: IdentityFieldsProps) {
  const { t } = useTranslation('users');
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Stack gap="6" asChild>
      <fieldset disabled={disabled}>
        <FormSection title={t('sections.identity')}>
          <FormField label={t('fields.firstName')} error={errors.firstName?.message} required>
            <Input autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label={t('fields.lastName')} error={errors.lastName?.message} required>
            <Input autoComplete="off" {...register('lastName')} />
          </FormField>
          <FormField
            label={t('fields.cin')}
            error={errors.cin?.message}
            helperText={t('fields.cinHelp')}
            required
          >
            <Input autoComplete="off" {...register('cin')} />
          </FormField>
        </FormSection>
        <FormSection title={t('sections.contact')} description={t('sections.contactHelp')}>
          <FormField label={t('fields.email')} error={errors.email?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              {...register('email', { deps: ['phoneNumber'] })}
            />
          </FormField>
          <FormField
            label={t('fields.phoneNumber')}
            error={errors.phoneNumber?.message}
            helperText={t('fields.phoneHelp')}
          >
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              {...register('phoneNumber', { deps: ['email'] })}
            />
          </FormField>
        </FormSection>
      </fieldset>
    </Stack>
  );
}
