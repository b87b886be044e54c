import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolderSummary, UserSummary } from '../../../generated/model';

/** Names and dates of complaints as the interface language writes them. */
export function useComplaintFormat() {
  const { t, i18n } = useTranslation('complaints');
  const language = i18n.language;
  return useMemo(() => {
    const locale = language === 'fr' ? 'fr-TN' : 'en-GB';
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      person: (user: Pick<UserSummary, 'firstName' | 'lastName'>) =>
        `${user.firstName} ${user.lastName}`,
      holder: (holder: HolderSummary | null) =>
        holder ? `${holder.name} (${holder.number})` : t('noHolder'),
      day: (iso: string | null) => (iso ? day.format(new Date(iso)) : ''),
      moment: (iso: string | null) => (iso ? moment.format(new Date(iso)) : ''),
    };
  }, [language, t]);
}
