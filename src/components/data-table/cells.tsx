import { Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation, type FallbackNs } from 'react-i18next';
import { StatusBadge, type Status } from '@/components/ui/status-badge';
import type { ListNamespace } from '@/config/modules';
import { useFormat, type Formats } from '@/lib/format';
import type { CsvColumn } from './csv';
import type { Column } from './data-table';

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
 * common ones and the formats; the columns are built again only when the language changes.
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
    return useMemo(() => build({ t, tc, format, language }), [t, tc, format, language]);
  };
}

/** A cell's text on one line: dates, amounts, names that read badly broken. */
export const nowrap = (text: string | undefined) => (
  <Text as="span" whiteSpace="nowrap">
    {text}
  </Text>
);

/**
 * A cell's text that wraps, but not narrower than `minW`: on a narrow screen the table scrolls
 * sideways rather than breaking names and codes.
 */
export const atLeast = (minW: string, text: ReactNode, title?: string) => (
  <Text as="span" display="inline-block" minW={minW} title={title}>
    {text}
  </Text>
);

/** A status as its badge, sorted by the contract's sort field of the same name as `key`. */
export const statusColumn = <T,>(
  key: string,
  header: string,
  statusOf: (row: T) => Status,
): Column<T> => ({
  key,
  header,
  cell: (row) => <StatusBadge status={statusOf(row)} />,
  sortField: key,
});
