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
    const formatter = (options: Intl.DateTimeFormatOptions) => {
      const format = new Intl.DateTimeFormat(locale, { ...utc, ...options });
      // A value that is not a calendar day is shown as it came rather than breaking the page.
      return (value: string) => {
        const date = day(value);
        return Number.isNaN(date.getTime()) ? value : format.format(date);
      };
    };
    return {
      count: (value: number) => number.format(value),
      // A no-break space keeps the unit beside its number.
      litres: (value: number) => `${number.format(value)}\u00a0L`,
      compact: (value: number) => compact.format(value),
      monthShort: formatter({ month: 'short' }),
      monthNarrow: formatter({ month: 'narrow' }),
      monthLong: formatter({ month: 'long', year: 'numeric' }),
      dayMonth: formatter({ day: 'numeric', month: 'short' }),
      date: formatter({ dateStyle: 'long' }),
    };
  }, [language]);
}
