import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryChange } from '@generated/model';
import { useFormat, type Formats } from '@/lib/format';
import type { Namespace } from '@/lib/i18n/namespaces';

/**
 * How a record's history writes a changed field and its values in the interface's language: the
 * field's label from the record's own feature words (`history.fields.<name>` where its history
 * names it otherwise than its forms, else `fields.<name>`, else its list's `columns.<name>`),
 * else the common words of the history (`history.fields.<name>`), else the name itself written
 * as words; a nested field (`tanks.0.quantity`) joins its parts' labels. A value is written as
 * every screen writes it: an enum by the feature's `<field>.<VALUE>` or the common status and
 * role words, a date or a moment by the formats, numbers grouped, Oui / Non, "—" for nothing. A
 * feature may give its own writing of a field (a quantity in litres).
 */

/** What a feature's writing of a value reads: the formats, and its own words. */
export interface WriterKit {
  format: Formats;
  /** A text of the feature's catalogue, if it has one at `key`. */
  word: (key: string) => string | undefined;
}

/**
 * Values written otherwise than by their kind (a quantity with its unit, an account's actions),
 * by the field's last name; undefined leaves a value to the common writing.
 */
export type ValueWriters = Partial<
  Record<string, (value: unknown, kit: WriterKit) => string | undefined>
>;

/** A number written by `write` (a quantity with its unit); anything else left to the common writing. */
export const numberWriter =
  (write: (value: number, format: Formats) => string) =>
  (value: unknown, { format }: WriterKit) =>
    typeof value === 'number' ? write(value, format) : undefined;

/** `collectFrequencyType` → "Collect frequency type": a field no catalogue names, still readable. */
const asWords = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isMoment = (text: string) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text);
/** A calendar day, as the contract stores them (docs/decisions/0010-calendar-days-as-midnight-utc.md). */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) || /T00:00:00(\.0+)?Z$/.test(text);
const isEnumValue = (text: string) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(text);

/** The labels and values of a record kind's changes, from the catalogues `i18n` holds. */
export function changeWordsOf(
  i18n: i18n,
  language: string,
  format: Formats,
  ns: Namespace | undefined,
  writers: ValueWriters = {},
) {
  const t = i18n.getFixedT(language, 'common');
  // Keys built from the changes' field names: no catalogue type knows them.
  const lookup = i18n.getFixedT(language) as (key: string, options: object) => unknown;
  /** A text of the catalogues, only where it is one (a key may hold a group of words). */
  const word = (key: string, namespace: Namespace | 'common') => {
    if (!i18n.exists(key, { ns: namespace, lng: language })) return undefined;
    const text = lookup(key, { ns: namespace, returnObjects: true });
    return typeof text === 'string' ? text : undefined;
  };
  const ownWord = (key: string) => (ns ? word(key, ns) : undefined);

  const part = (name: string): string =>
    /^\d+$/.test(name)
      ? t('history.item', { n: Number(name) + 1 })
      : (ownWord(`history.fields.${name}`) ??
        ownWord(`fields.${name}`) ??
        ownWord(`columns.${name}`) ??
        word(`history.fields.${name}`, 'common') ??
        // A reference (`delegationId`) is named as what it refers to.
        (/.Id$/.test(name) ? part(name.slice(0, -2)) : asWords(name)));

  /** The field's label: "Statut", "Droits › Détenteurs". */
  const label = (field: string) => field.split('.').map(part).join(' › ');

  const value = (field: string, given: unknown): string => {
    const name = field.split('.').at(-1) ?? field;
    const own = writers[name]?.(given, { format, word: ownWord });
    if (own !== undefined) return own;
    if (given === null || given === undefined || given === '') return t('none');
    if (typeof given === 'boolean') return t(given ? 'history.yes' : 'history.no');
    if (typeof given === 'number') return format.number(given);
    if (typeof given === 'string') {
      if (isEnumValue(given)) {
        return (
          ownWord(`${name}.${given}`) ??
          word(`status.${given}`, 'common') ??
          word(`roles.${given}`, 'common') ??
          given
        );
      }
      if (isMoment(given)) return isDay(given) ? format.day(given) : format.moment(given);
      return given;
    }
    if (Array.isArray(given)) {
      return given.length === 0 ? t('none') : given.map((item) => value(name, item)).join(', ');
    }
    if (typeof given === 'object') {
      return Object.entries(given)
        .map(([key, inner]) => t('history.pair', { label: part(key), value: value(key, inner) }))
        .join(t('history.pairSeparator'));
    }
    return JSON.stringify(given);
  };

  /** One change as a line of text: "Statut : En attente → Actif". */
  const line = (change: HistoryChange) =>
    t('history.pair', {
      label: label(change.field),
      value: [
        'before' in change ? value(change.field, change.before) : undefined,
        'after' in change ? value(change.field, change.after) : undefined,
      ]
        .filter((text) => text !== undefined)
        .join(' → '),
    });

  return { label, value, line };
}

export type ChangeWords = ReturnType<typeof changeWordsOf>;

/** The words of a record kind's changes in the interface's language. */
export function useChangeWords(ns: Namespace | undefined, writers?: ValueWriters): ChangeWords {
  const { i18n } = useTranslation(['common', ...(ns ? [ns] : [])]);
  const format = useFormat();
  const language = i18n.language;
  return useMemo(
    () => changeWordsOf(i18n, language, format, ns, writers),
    [i18n, format, ns, writers, language],
  );
}
