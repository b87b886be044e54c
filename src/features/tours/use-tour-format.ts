import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectFrequencyType } from '../../../generated/model';

/** Dates, distances and frequencies as the interface language writes them (fr-TN or en-GB). */
export function useTourFormat() {
  const { t, i18n } = useTranslation('tours');
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-TN';
  return useMemo(() => {
    const moment = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      // fr-TN would write 4:45 PM; French readers expect 16:45.
      hourCycle: 'h23',
    });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const km = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const plain = new Intl.NumberFormat(locale, { useGrouping: false });
    // A planned date is a calendar day: read and written in UTC, it never shifts by a time zone.
    const day = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      moment: (iso: string) => moment.format(new Date(iso)),
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
      number: (value: number) => number.format(value),
      plain: (value: number) => plain.format(value),
      km: (value: number) => km.format(value),
      frequency: (type: CollectFrequencyType, count: number) =>
        t(`frequency.${type}`, { n: number.format(count) }),
    };
  }, [locale, t]);
}
