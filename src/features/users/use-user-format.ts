import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../generated/model';

/** Names, areas and dates of accounts as the interface language writes them. */
export function useUserFormat() {
  const { t, i18n } = useTranslation('users');
  const language = i18n.language;
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language === 'fr' ? 'fr-TN' : 'en-GB', {
      dateStyle: 'medium',
    });
    return {
      fullName: (user: Pick<User, 'firstName' | 'lastName'>) =>
        `${user.firstName} ${user.lastName}`,
      /** The zone, else the region the rights apply to; a super administrator's is everywhere. */
      area: (user: User) =>
        user.permissions?.zone?.name ??
        user.permissions?.region?.name ??
        (user.role === 'SUPER_ADMIN' ? t('everywhere') : ''),
      day: (iso: string) => day.format(new Date(iso)),
    };
  }, [language, t]);
}
