import { Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFields } from '@/components/form/form-fields';
import { FormSection } from '@/components/record/form-section';
import type { UserInput, UserValues } from '../schema';

interface IdentityFieldsProps {
  form: UseFormReturn<UserInput, unknown, UserValues>;
  disabled?: boolean;
}

/** Names, CIN, and the e-mail and phone of which at least one is needed. */
export function IdentityFields({ form, disabled }: IdentityFieldsProps) {
  const { t } = useTranslation('users');
  const labels = t('fields', { returnObjects: true });
  return (
    <Stack gap="6" asChild>
      <fieldset disabled={disabled}>
        <FormSection title={t('sections.identity')}>
          <FormFields
            form={form}
            labels={labels}
            fields={{
              firstName: { autoComplete: 'off', required: true },
              lastName: { autoComplete: 'off', required: true },
              cin: { autoComplete: 'off', hint: t('fields.cinHelp'), required: true },
            }}
          />
        </FormSection>
        <FormSection title={t('sections.contact')} description={t('sections.contactHelp')}>
          <FormFields
            form={form}
            labels={labels}
            fields={{
              email: { kind: 'email', autoComplete: 'off', deps: ['phoneNumber'] },
              phoneNumber: {
                kind: 'tel',
                autoComplete: 'off',
                hint: t('fields.phoneHelp'),
                deps: ['email'],
              },
            }}
          />
        </FormSection>
      </fieldset>
    </Stack>
  );
}
