import { Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import type { ProfileInput } from '../schema';

interface ProfileFieldsProps {
  register: UseFormRegister<ProfileInput>;
  errors: FieldErrors<ProfileInput>;
}

/** Names and contact details, side by side on a wide screen. */
export function ProfileFields({ register, errors }: ProfileFieldsProps) {
  const { t } = useTranslation('profile');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('fields.firstName')} error={errors.firstName?.message} required>
        <Input autoComplete="given-name" {...register('firstName')} />
      </FormField>
      <FormField label={t('fields.lastName')} error={errors.lastName?.message} required>
        <Input autoComplete="family-name" {...register('lastName')} />
      </FormField>
      {/* Either one may be emptied as long as the other stays: each re-checks the other. */}
      <FormField label={t('fields.email')} error={errors.email?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email', { deps: ['phoneNumber'] })}
        />
      </FormField>
      <FormField
        label={t('fields.phoneNumber')}
        helperText={t('fields.phoneHelp')}
        error={errors.phoneNumber?.message}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+216 98 123 456"
          {...register('phoneNumber', { deps: ['email'] })}
        />
      </FormField>
    </SimpleGrid>
  );
}
