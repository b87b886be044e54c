import { Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/data-table/list-params';
import type { NamespaceWith } from '@/lib/i18n/namespaces';
import { useCan } from '@/lib/permissions';
import { DetailCard } from './detail-card';

/** How many rows a record's page shows; its list filtered on the record has them all. */
const historyRows = 5;

/** A list call's parameters for a holder's latest rows, newest first. */
export const latestOfHolder = <F extends string>(holderId: string, sortField: F) => ({
  holderId,
  limit: historyRows,
  sortField,
  sortOrder: 'desc' as const,
});

/** The namespaces with a history card's words: `history.title`, `.error`, `.loading`, `.empty`. */
type HistoryNamespace = NamespaceWith<{
  history: { title: string; error: string; loading: string; empty: string };
}>;

interface HistoryColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers and dates: kept on one line (and numbers on the right). */
  nowrap?: boolean;
  end?: boolean;
}

interface HistoryCardProps<P, T extends { id: string }> {
  /**
   * The related module's list: its READ right shows the card, its namespace has the card's
   * words, and its list call (the same query key prefix as the module's list, so a change shows
   * here at once) fetches the rows.
   */
  list: Pick<ListDefinition<P, string, T>, 'resource' | 'mayRead' | 'api'> & {
    ns: HistoryNamespace;
  };
  /** The list call's parameters: filtered on the record, a few rows at most (`latestOfHolder`). */
  params: NoInfer<P>;
  /** How many placeholder lines while the rows load. */
  skeletonLines: number;
  columns: HistoryColumn<T>[];
  /** Under the rows: the way to all of them in their list. */
  footer: (items: T[], total: number) => ReactNode;
}

/**
 * A record's latest related rows on its page (a holder's pickups, its tours), as a small table;
 * nothing for those who may not read them.
 */
export function HistoryCard<P, T extends { id: string }>(props: HistoryCardProps<P, T>) {
  const { ns, resource, api } = props.list;
  // Common words first; the feature's namespace loaded with them.
  const { t } = useTranslation(['common', ns]);
  const mayRead = useCan(resource, 'READ', props.list.mayRead);
  const list = api.useList(props.params, { query: { enabled: mayRead } });
  if (!mayRead) return null;
  const title = t('history.title', { ns });
  const items = list.data?.items;

  return (
    <DetailCard title={title}>
      {list.error ? (
        <HStack justify="space-between" wrap="wrap" gap="2" role="alert">
          <Text color="fg.error">{t('history.error', { ns })}</Text>
          <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
            {t('actions.retry')}
          </Button>
        </HStack>
      ) : !items ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label={t('history.loading', { ns })}>
          {Array.from({ length: props.skeletonLines }, (_, index) => (
            <Skeleton key={index} height="5" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t('history.empty', { ns })}</Text>
      ) : (
        <Stack gap="3">
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Caption srOnly>{title}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  {props.columns.map((column) => (
                    <Table.ColumnHeader
                      key={column.header}
                      textAlign={column.end ? 'end' : undefined}
                    >
                      {column.header}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((row) => (
                  <Table.Row key={row.id}>
                    {props.columns.map((column) => (
                      <Table.Cell
                        key={column.header}
                        textAlign={column.end ? 'end' : undefined}
                        whiteSpace={column.nowrap ? 'nowrap' : undefined}
                      >
                        {column.cell(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {props.footer(items, list.data?.meta.totalItems ?? 0)}
        </Stack>
      )}
    </DetailCard>
  );
}
