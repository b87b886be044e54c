import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Numbers and dates as the interface language writes them (`fr-TN` style in French), with their
 * units. A removal date is a day: shown in UTC, so that no time zone moves it.
 */
export function useFormats() {
  const { t, i18n } = useTranslation('removalVouchers');
  const language = i18n.language;
  return useMemo(() => {
    const locale = language === 'en' ? 'en-GB' : 'fr-TN';
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const amount = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const plain = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 });
    return {
      litres: (value: number) => t('litres', { value: number.format(value) }),
      // Dinars are counted in millimes: three decimals, as on a Tunisian invoice.
      tnd: (value: number) => t('tnd', { value: amount.format(value) }),
      day: (date: string) => day.format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date)),
      moment: (iso: string) => moment.format(new Date(iso)),
      // For the CSV export: no thousands separator, which a spreadsheet would read as text.
      plain: (value: number) => plain.format(value),
    };
  }, [language, t]);
}

/** The litres taken from every tank of a voucher. */
export const totalQuantity = (tanks: { extractedQuantity: number }[]) =>
  tanks.reduce((sum, tank) => sum + tank.extractedQuantity, 0);
