import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StatusBadge, type Status } from '@/components/ui/status-badge';
import type { Column } from './data-table';

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
