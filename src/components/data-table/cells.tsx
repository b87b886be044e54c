import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation, type FallbackNs } from 'react-i18next';
import { statusBadge, type Status } from '@/components/ui/status-badge';
import { rememberAnswers } from '@/lib/i18n/i18n';
import type { ListNamespace } from '@/config/modules';
import { useFormat, type Formats } from '@/lib/format';
import type { CsvColumn } from './csv';
import type { Column } from './data-table';
import type { minWidths } from './table-css';

/** A list's table columns, and the same facts as plain values for its CSV export. */
export interface ListColumns<T> {
  columns: Column<T>[];
  csvColumns: CsvColumn<T>[];
}

/** What a list's columns are built with: its namespace's words, the common ones, the formats. */
interface ColumnKit<N extends ListNamespace> {
  t: TFunction<FallbackNs<N>>;
  tc: TFunction;
  format: Formats;
  /** The interface language. */
  language: string;
}

/**
 * A list's columns hook from the list's own `build`, which gets the namespace's words, the
 * common ones (their answers remembered for the page's many cells) and the formats; the columns
 * are built again only when the language changes.
 */
export function defineColumns<N extends ListNamespace, T>(
  ns: N,
  build: (kit: ColumnKit<N>) => ListColumns<T>,
) {
  return function useColumns(): ListColumns<T> {
    const { t, i18n } = useTranslation(ns);
    const { t: tc } = useTranslation();
    const format = useFormat();
    const language = i18n.language;
    return useMemo(
      () => build({ t: rememberAnswers(t), tc: rememberAnswers(tc), format, language }),
      [t, tc, format, language],
    );
  };
}

/** A cell's text on one line: dates, amounts, names that read badly broken. */
export const nowrap = (text: ReactNode) => <span data-nowrap="">{text}</span>;

/**
 * A cell's text that wraps, but not narrower than `minW`: on a narrow screen the table scrolls
 * sideways rather than breaking names and codes.
 */
export const atLeast = (minW: (typeof minWidths)[number], text: ReactNode, title?: string) => (
  <span data-min-w={minW} title={title}>
    {text}
  </span>
);

/**
 * A status as its badge, in the common words (`tc`), sorted by the contract's sort field of the
 * same name as `key`.
 */
export const statusColumn = <T,>(
  key: string,
  header: string,
  statusOf: (row: T) => Status,
  tc: TFunction,
): Column<T> => ({
  key,
  header,
  cell: (row) => statusBadge(statusOf(row), tc),
  sortField: key,
});
