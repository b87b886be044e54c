import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/record/form-section';
import { TextField, type HolderFormApi } from './form-controls';

/** The person to reach on site. */
export function ContactSection({ form }: { form: HolderFormApi }) {
  const { t } = useTranslation('holders');
  return (
    <FormSection title={t('sections.contact')} description={t('sections.contactHint')}>
      <TextField
        form={form}
        name="contact"
        label={t('fields.contact')}
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="contactEmail"
        label={t('fields.contactEmail')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="contactPhone"
        label={t('fields.contactPhone')}
        type="tel"
        inputMode="tel"
        placeholder="+216 98 123 456"
        required
      />
      <TextField
        form={form}
        name="contactLandline"
        label={t('fields.contactLandline')}
        type="tel"
        inputMode="tel"
        placeholder="+216 71 123 456"
        helperText={t('hints.contactLandline')}
      />
    </FormSection>
  );
}
