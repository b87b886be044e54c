import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A calendar day or month of the server (`YYYY-MM-DD`, `YYYY-MM`) as a date at UTC midnight. */
const day = (value: string) => new Date(`${value.length === 7 ? `${value}-01` : value}T00:00:00Z`);

/** Numbers, litres, months and days as the interface language writes them (`fr-TN` in French). */
export function useHomeFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = language === 'fr' ? 'fr-TN' : 'en-GB';
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
    // The server's days are calendar days: formatted at UTC so that no time zone shifts them.
    const utc = { timeZone: 'UTC' } as const;
    const monthShort = new Intl.DateTimeFormat(locale, { ...utc, month: 'short' });
    const monthNarrow = new Intl.DateTimeFormat(locale, { ...utc, month: 'narrow' });
    const monthLong = new Intl.DateTimeFormat(locale, { ...utc, month: 'long', year: 'numeric' });
    const dayMonth = new Intl.DateTimeFormat(locale, { ...utc, day: 'numeric', month: 'short' });
    const date = new Intl.DateTimeFormat(locale, { ...utc, dateStyle: 'long' });
    return {
      count: (value: number) => number.format(value),
      // A no-break space keeps the unit beside its number.
      litres: (value: number) => `${number.format(value)}\u00a0L`,
      compact: (value: number) => compact.format(value),
      monthShort: (month: string) => monthShort.format(day(month)),
      monthNarrow: (month: string) => monthNarrow.format(day(month)),
      monthLong: (month: string) => monthLong.format(day(month)),
      dayMonth: (value: string) => dayMonth.format(day(value)),
      date: (value: string) => date.format(day(value)),
    };
  }, [language]);
}
