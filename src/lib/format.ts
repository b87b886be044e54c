import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CollectFrequencyType } from '@generated/model';
import { rememberAnswers } from '@/lib/i18n/i18n';

/** The locale numbers and dates are written in: Tunisian French, or British English. */
export const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'fr-TN');

/**
 * A calendar day of the server (`YYYY-MM-DD`, `YYYY-MM`, or a timestamp at midnight UTC, as
 * contract dates are stored) is written in UTC, so that no time zone moves it to the day before;
 * any other moment in the user's time zone (docs/decisions/0010-calendar-days-as-midnight-utc.md).
 */
const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}(-\d{2})?$/.test(value) || /T00:00:00(\.0+)?Z$/.test(value);
const dateOf = (value: string) => new Date(/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value);

const intlFormatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter `make` builds for `locale` and `options`, built once, when first asked for. */
const intlOnce = <Formatter extends Intl.NumberFormat | Intl.DateTimeFormat>(
  make: () => Formatter,
  locale: string,
  options: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions,
) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  return () => {
    let formatter = intlFormatters.get(key) as Formatter | undefined;
    if (!formatter) {
      formatter = make();
      intlFormatters.set(key, formatter);
    }
    return formatter;
  };
};

/**
 * Every number and date of the interface, written the same way on every screen: grouped
 * thousands ("1 000 L"), the locale's decimal mark, units held to their number by a no-break
 * space, the 24-hour clock (fr-TN would write 4:45 PM). `t` is the common namespace's, for units
 * and frequencies.
 */
export function formatsFor(language: string, t: TFunction<'common'>) {
  const locale = localeOf(language);
  // Each Intl formatter is built on its first use and shared by every screen: building the two
  // dozen of them at once cost a cold visit tens of milliseconds, most for formats it never shows.
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const format = intlOnce(() => new Intl.NumberFormat(locale, options), locale, options);
    return (value: number) => format().format(value);
  };
  const dateFormat = (options: Intl.DateTimeFormatOptions) => {
    const local = intlOnce(() => new Intl.DateTimeFormat(locale, options), locale, options);
    const utcOptions = { ...options, timeZone: 'UTC' };
    const utc = intlOnce(() => new Intl.DateTimeFormat(locale, utcOptions), locale, utcOptions);
    return (value: string) => {
      const date = dateOf(value);
      // A value that is not a date is shown as it came rather than breaking the page.
      if (Number.isNaN(date.getTime())) return value;
      return (isCalendarDay(value) ? utc : local)().format(date);
    };
  };
  const number = numberFormat({ maximumFractionDigits: 2 });
  const millimes = numberFormat({ minimumFractionDigits: 3, maximumFractionDigits: 3 });
  return {
    number,
    /** A figure of the home page: one decimal at most. */
    figure: numberFormat({ maximumFractionDigits: 1 }),
    compact: numberFormat({ notation: 'compact' }),
    /** A rate from 0 to 1 as a whole percentage. */
    percent: numberFormat({ style: 'percent', maximumFractionDigits: 0 }),
    litres: (value: number) => `${number(value)}\u00a0L`,
    litresPerMonth: (value: number) => t('units.litresPerMonth', { value: number(value) }),
    /** Dinars are counted in millimes: three decimals, as on a Tunisian invoice. */
    tnd: (value: number) => `${millimes(value)}\u00a0TND`,
    km: (value: number) => `${numberFormat({ maximumFractionDigits: 1 })(value)}\u00a0km`,
    coordinate: numberFormat({ minimumFractionDigits: 4, maximumFractionDigits: 6 }),
    /** What an input shows: the locale's decimal mark, no grouping, as the form reads it back. */
    decimal: numberFormat({ useGrouping: false, maximumFractionDigits: 6 }),
    /** For the CSV export: no grouping space, which a spreadsheet would read as text. */
    plain: numberFormat({ useGrouping: false, maximumFractionDigits: 3 }),
    frequency: (type: CollectFrequencyType, count: number) =>
      t(`frequency.${type}`, { n: number(count) }),
    /** A calendar day: "24 nov. 2026". */
    day: dateFormat({ dateStyle: 'medium' }),
    /** A planned day, with its weekday: "mar. 24 nov. 2026". */
    weekday: dateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
    /** A calendar day in words: "24 novembre 2026". */
    date: dateFormat({ dateStyle: 'long' }),
    dayMonth: dateFormat({ day: 'numeric', month: 'short' }),
    monthShort: dateFormat({ month: 'short' }),
    monthNarrow: dateFormat({ month: 'narrow' }),
    monthLong: dateFormat({ month: 'long', year: 'numeric' }),
    /** A moment in the user's time zone: "24 nov. 2026, 16:45". */
    moment: dateFormat({ dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
    /** The same in words: "24 novembre 2026 à 16:45". */
    dateTime: dateFormat({ dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

/** The formats of the interface language, rebuilt when it changes. */
export function useFormat(): Formats {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useMemo(() => formatsFor(language, rememberAnswers(t)), [language, t]);
}

/** A person as the interface names them: "Karim Ben Salah". */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
