import { useTranslation } from 'react-i18next';

/** A field's error as FormField takes it: this feature's `rules.*` keys translated here. */
export function useRuleMessage() {
  const { t } = useTranslation('complaints');
  return (message: string | undefined) =>
    message?.startsWith('rules.') ? t(message as 'rules.subjectLength') : message;
}
