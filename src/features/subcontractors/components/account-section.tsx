import { useTranslation } from 'react-i18next';
import { FormFields } from '@/components/form/form-fields';
import { FormSection } from '@/components/record/form-section';
import type { SubcontractorFormApi } from './form-parts';

/**
 * The person who signs in for the company: names, how to reach them, their identity card. Not
 * the user's own details: nothing is filled in by the browser (as in role management).
 */
export function AccountSection({ form }: { form: SubcontractorFormApi }) {
  const { t } = useTranslation('subcontractors');
  return (
    <FormSection title={t('sections.account')} description={t('sections.accountHint')}>
      <FormFields
        form={form}
        labels={t('fields', { returnObjects: true })}
        fields={{
          firstName: { autoComplete: 'off', required: true },
          lastName: { autoComplete: 'off', required: true },
          email: {
            kind: 'email',
            autoComplete: 'off',
            hint: t('fields.contactHelp'),
            deps: ['phoneNumber'],
          },
          // The "e-mail or phone" message sits on the e-mail: a phone number clears it.
          phoneNumber: {
            kind: 'tel',
            autoComplete: 'off',
            hint: t('fields.phoneHelp'),
            deps: ['email'],
          },
          cin: { autoComplete: 'off', required: true },
        }}
      />
    </FormSection>
  );
}
