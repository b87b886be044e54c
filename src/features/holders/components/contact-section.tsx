import { useTranslation } from 'react-i18next';
import { FormFields } from '@/components/form/form-fields';
import { FormSection } from '@/components/record/form-section';
import type { HolderFormApi } from './form-controls';

/** The person to reach on site. */
export function ContactSection({ form }: { form: HolderFormApi }) {
  const { t } = useTranslation('holders');
  return (
    <FormSection title={t('sections.contact')} description={t('sections.contactHint')}>
      <FormFields
        form={form}
        labels={t('fields', { returnObjects: true })}
        fields={{
          contact: { autoComplete: 'off', required: true },
          contactEmail: { kind: 'email', autoComplete: 'off', required: true },
          contactPhone: { kind: 'tel', placeholder: '+216 98 123 456', required: true },
          contactLandline: {
            kind: 'tel',
            placeholder: '+216 71 123 456',
            hint: t('hints.contactLandline'),
          },
        }}
      />
    </FormSection>
  );
}
