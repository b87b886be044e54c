import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectFrequencyType } from '../../../generated/model';

/**
 * Dates and numbers as the user reads them (fr-TN or en-GB), with their units. Holder dates are
 * days stored as midnight UTC, so they are shown in UTC: no time zone may move them a day.
 */
export function useHolderFormat() {
  const { t, i18n } = useTranslation('holders');
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-TN';
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    const coordinate = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
    // For spreadsheets: the locale's decimal mark, no grouping space to be read as text.
    const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false });
    return {
      day: (value: string) => day.format(new Date(value)),
      moment: (value: string) => moment.format(new Date(value)),
      number: (value: number) => number.format(value),
      litres: (value: number) => t('litres', { value: number.format(value) }),
      tnd: (value: number) => t('tnd', { value: amount.format(value) }),
      coordinate: (value: number) => coordinate.format(value),
      plain: (value: number) => plain.format(value),
      frequency: (type: CollectFrequencyType, count: number) =>
        t(`frequency.${type}`, { n: number.format(count) }),
    };
  }, [locale, t]);
}
