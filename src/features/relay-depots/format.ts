import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and dates as the interface language writes them: `fr-TN` style in French. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = language === 'fr' ? 'fr-TN' : 'en-GB';
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const coordinate = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 4,
      maximumFractionDigits: 6,
    });
    // What an input shows: the interface's decimal mark, no grouping, as toNumber reads it back.
    const decimal = new Intl.NumberFormat(locale, {
      useGrouping: false,
      maximumFractionDigits: 6,
    });
    // fr-TN would write 4:45 PM; French readers expect 16:45.
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    return {
      // A no-break space keeps the unit beside its number.
      litres: (value: number) => `${number.format(value)}\u00a0L`,
      coordinate: (value: number) => coordinate.format(value),
      decimal: (value: number) => decimal.format(value),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [language]);
}
