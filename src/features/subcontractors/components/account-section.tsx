import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/record/form-section';
import { TextField, type SubcontractorFormApi } from './form-parts';

/** The person who signs in for the company: names, how to reach them, their identity card. */
export function AccountSection({ form }: { form: SubcontractorFormApi }) {
  const { t } = useTranslation('subcontractors');
  return (
    <FormSection title={t('sections.account')} description={t('sections.accountHint')}>
      <TextField
        form={form}
        name="firstName"
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        form={form}
        name="lastName"
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
      />
      <TextField
        form={form}
        name="email"
        label={t('fields.email')}
        helperText={t('fields.contactHelp')}
        type="email"
        inputMode="email"
        autoComplete="email"
        deps={['phoneNumber']}
      />
      <TextField
        form={form}
        name="phoneNumber"
        label={t('fields.phoneNumber')}
        helperText={t('fields.phoneHelp')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        // The "e-mail or phone" message sits on the e-mail: a phone number clears it.
        deps={['email']}
      />
      <TextField form={form} name="cin" label={t('fields.cin')} required />
    </FormSection>
  );
}
