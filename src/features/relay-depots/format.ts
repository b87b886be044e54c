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
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
    return {
      // A no-break space keeps the unit beside its number.
      litres: (value: number) => `${number.format(value)}\u00a0L`,
      coordinate: (value: number) => coordinate.format(value),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [language]);
}
