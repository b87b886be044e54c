import type { TFunction } from 'i18next';
import { Fragment, useMemo, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation, type FallbackNs } from 'react-i18next';
import type { CsvColumn } from '@/components/data-table/csv';
import { TextField, type FieldSpec } from '@/components/form/form-fields';
import { Fact } from '@/components/layout/facts';
import { useFormat, type Formats } from '@/lib/format';
import type { NamespaceWith } from '@/lib/i18n/namespaces';

/**
 * A record's field tables: one entry per property of the contract's types, so that a property
 * added to the contract fails to compile until its table says how the form, the summary and the
 * CSV handle it (or, explicitly, that they leave it out).
 */

/** The namespaces with a `fields` catalogue: each field's label by its name. */
type Namespace = NamespaceWith<{ fields: object }>;
/** Any feature's namespace: what a CSV's words need (its headers may be its columns' words). */
type AnyNamespace = NamespaceWith<object>;

/** What a table's words and values are built with: the feature's words, the common ones, formats. */
export interface FieldKit<N extends AnyNamespace> {
  t: TFunction<FallbackNs<N>>;
  tc: TFunction;
  format: Formats;
  /** The interface language. */
  language: string;
}

/** The kit of a feature's tables, in the current language. */
export function useFieldKit<N extends AnyNamespace>(ns: N): FieldKit<N> {
  const { t, i18n } = useTranslation(ns);
  const { t: tc } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  return useMemo(() => ({ t, tc, format, language }), [t, tc, format, language]);
}

/** A property the summary does not show, or the CSV does not export, and why. */
export interface Left {
  left: string;
}
/** Says that a view leaves a property out, and why (shown within another fact, internal...). */
export const left = (why: string): Left => ({ left: why });
const isLeft = (entry: object): entry is Left => 'left' in entry;

// --- The form ---

/** How one field of a form is typed, read from a saved record and sent. */
export interface FormEntry<N extends Namespace, R, S extends string, V = string> {
  /** The form section it sits in; entries of a section keep the table's order. */
  section: S;
  /** Its input (kind, options, hint...), or `custom` when the section draws it (a picker). */
  input: ((kit: FieldKit<N>) => FieldSpec<FieldValues>) | 'custom';
  /** A new record's value (none picked yet: null); empty text otherwise. */
  empty?: V;
  /** A saved record as the input's value (text), decimals written by `decimal`. */
  text: (record: R, decimal: (value: number) => string) => V;
  /**
   * How the text becomes the body's value, which the contract's rule for the field then checks;
   * `own rule` when the form gives the field's whole rule (a value that is not text); `form only`
   * for a field sent nowhere (a governorate that narrows a picker).
   */
  body: ((text: string) => unknown) | 'own rule' | 'form only';
}

/** Every property of the body `B` (optional ones too), plus the form's own fields `O`. */
export type FormTable<N extends Namespace, R, B, S extends string, O extends string = never> = {
  // Each field its own value: text mostly, a list for a multiple choice.
  [K in keyof Required<B>]: FormEntry<N, R, S, unknown> & {
    body: Exclude<FormEntry<N, R, S>['body'], 'form only'>;
  };
} & { [K in O]: FormEntry<N, R, S> & { body: 'form only' } };

export type AnyEntry = {
  text: (record: never, decimal: never) => unknown;
  body: FormEntry<never, never, string>['body'];
};

/** The form's values: each field's, as its entry reads it from a record (text mostly). */
export type FormValuesOf<T extends Record<string, AnyEntry>> = {
  [K in keyof T]: ReturnType<T[K]['text']>;
};

export const entriesOf = <T extends object>(table: T) =>
  Object.entries(table) as [keyof T & string, T[keyof T]][];

/** The field names in the table's order (the fields a server issue may name). */
export const formFieldsOf = <T extends object>(table: T) =>
  Object.keys(table) as (keyof T & string)[];

/** A new record's values. */
export const emptyFormOf = <T extends Record<string, AnyEntry & { empty?: unknown }>>(table: T) =>
  Object.fromEntries(
    entriesOf(table).map(([key, entry]) => [key, 'empty' in entry ? entry.empty : '']),
  ) as FormValuesOf<T>;

/** A saved record's values, decimals written by `decimal` (the interface's mark). */
export const formValuesOf =
  <
    R,
    T extends Record<
      string,
      AnyEntry & { text: (record: R, decimal: (value: number) => string) => unknown }
    >,
  >(
    table: T,
  ) =>
  (record: R, decimal: (value: number) => string) =>
    Object.fromEntries(
      entriesOf(table).map(([key, entry]) => [key, entry.text(record, decimal)]),
    ) as FormValuesOf<T>;

/** The fields of section `S` that the section draws itself. */
type CustomOf<T, S> = {
  [K in keyof T]: T[K] extends { section: S; input: 'custom' } ? K : never;
}[keyof T];

interface TableFieldsProps<
  N extends Namespace,
  T extends Record<
    string,
    AnyEntry & { section: string; input: FormEntry<N, never, string>['input'] }
  >,
  S extends T[keyof T]['section'],
  F extends FieldValues,
  V,
> {
  form: UseFormReturn<F, unknown, V>;
  table: T;
  section: S;
  kit: FieldKit<N>;
  /** Each field's label by its name: the feature's `fields` words. */
  labels: Record<string, string>;
  /** The empty choice of the fields with options. */
  choose?: string;
  /** What the form's use changes in a field's input (a quantity optional on create). */
  adjust?: Partial<Record<keyof T, FieldSpec<FieldValues>>>;
}

/** What the section draws itself, by field name (null for a field another one's input sets). */
type CustomProps<T, S> = [CustomOf<T, S>] extends [never]
  ? { custom?: never }
  : { custom: Record<CustomOf<T, S>, ReactNode> };

/** A form section's fields, in the table's order: each a TextField, or the section's own input. */
export function TableFields<
  N extends Namespace,
  T extends Record<
    string,
    AnyEntry & { section: string; input: FormEntry<N, never, string>['input'] }
  >,
  S extends T[keyof T]['section'],
  F extends FieldValues,
  V,
>({
  form,
  table,
  section,
  kit,
  labels,
  choose,
  adjust,
  custom,
}: TableFieldsProps<N, T, S, F, V> & CustomProps<T, S>) {
  const drawn: Partial<Record<string, ReactNode>> = custom ?? {};
  return entriesOf(table)
    .filter(([, entry]) => entry.section === section)
    .map(([name, entry]) =>
      entry.input === 'custom' ? (
        <Fragment key={name}>{drawn[name]}</Fragment>
      ) : (
        <TextField
          key={name}
          form={form}
          name={name as Path<F>}
          label={labels[name] ?? name}
          choose={choose}
          {...(entry.input(kit) as FieldSpec<F>)}
          {...(adjust?.[name] as FieldSpec<F> | undefined)}
        />
      ),
    );
}

// --- The summary ---

/** One fact of a record's summary. */
export interface FactEntry<N extends Namespace, R, S extends string> {
  section: S;
  /** The fact's label; the field's (`fields.<name>`) otherwise. */
  label?: (kit: FieldKit<N>) => string;
  /** Whether the record has the fact at all (a resolution's date); always otherwise. */
  shown?: (record: R) => boolean;
  show: (record: R, kit: FieldKit<N>) => ReactNode;
}

/**
 * Every property of the read model `R`: its fact, or why the summary leaves it out; and the facts
 * `X` read inside a property (an account's names).
 */
export type SummaryTable<N extends Namespace, R, S extends string, X extends string = never> = {
  [K in keyof Required<R>]: FactEntry<N, R, S> | Left;
} & { [K in X]: FactEntry<N, R, S> };

/** The facts of one summary section, in the table's order. */
export function TableFacts<N extends Namespace, R, S extends string>(props: {
  table: Record<string, FactEntry<N, R, S> | Left>;
  section: S;
  record: R;
  kit: FieldKit<N>;
  labels: Record<string, string>;
}) {
  const { table, section, record, kit, labels } = props;
  return entriesOf(table).map(([name, entry]) =>
    isLeft(entry) || entry.section !== section || entry.shown?.(record) === false ? null : (
      <Fact key={name} label={entry.label?.(kit) ?? labels[name] ?? name}>
        {entry.show(record, kit)}
      </Fact>
    ),
  );
}

/** The names of a summary section's facts. */
export const factsOf = <S extends string>(
  table: Record<string, { section: S } | Left>,
  section: S,
) =>
  entriesOf(table)
    .filter(([, entry]) => !isLeft(entry) && entry.section === section)
    .map(([name]) => name);

// --- The CSV ---

/** One column of a record's CSV export. */
export interface CsvEntry<N extends AnyNamespace, R> {
  /** The column's header; the field's (`fields.<name>`) otherwise. */
  header?: (kit: FieldKit<N>) => string;
  value: (record: R, kit: FieldKit<N>) => string | number | null | undefined;
}

/**
 * Every property of the read model `R`: its column, or why the CSV leaves it out; and the
 * columns `X` computed from several properties (a fill rate) or read inside one (an e-mail).
 */
export type CsvTable<N extends AnyNamespace, R, X extends string = never> = {
  [K in keyof Required<R>]: CsvEntry<N, R> | Left;
} & { [K in X]: CsvEntry<N, R> };

/** The CSV's columns, in the table's order. */
export const csvColumnsOf = <N extends AnyNamespace, R>(
  table: Record<string, CsvEntry<N, R> | Left>,
  kit: FieldKit<N>,
  labels: Record<string, string>,
): CsvColumn<R>[] =>
  entriesOf(table).flatMap(([name, entry]) =>
    isLeft(entry)
      ? []
      : [
          {
            header: entry.header?.(kit) ?? labels[name] ?? name,
            value: (record: R) => entry.value(record, kit),
          },
        ],
  );
