import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Numbers and dates as the interface language writes them (`fr-TN` style in French). Contract
 * dates are days stored as midnight UTC, so they are shown in UTC: no time zone moves them.
 */
export function useFormats() {
  const { t, i18n } = useTranslation('subcontractors');
  const language = i18n.language;
  return useMemo(() => {
    const locale = language === 'en' ? 'en-GB' : 'fr-TN';
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    // What an input shows: the interface's decimal mark, no grouping, as the schema reads it.
    const decimal = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    return {
      number: (value: number) => number.format(value),
      decimal: (value: number) => decimal.format(value),
      litres: (value: number) => t('litres', { value: number.format(value) }),
      litresPerMonth: (value: number) => t('litresPerMonth', { value: number.format(value) }),
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [language, t]);
}
