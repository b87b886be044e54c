import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListRecordHistory } from '@generated/api/history/history';
import type { HistoryEntry, HistoryRecordKind } from '@generated/model';
import { DetailCard } from '@/components/layout/detail-card';
import { useFormat } from '@/lib/format';
import type { Namespace } from '@/lib/i18n/namespaces';
import { useChangeWords, type ValueWriters } from './change-words';

/** How many entries a page of the card shows. */
const pageSize = 10;

export interface RecordHistoryProps {
  recordKind: HistoryRecordKind;
  recordId: string;
  /** The record's feature: its `fields.*` (or `columns.*`) name the changed fields. */
  ns?: Namespace;
  /** Fields whose numbers the feature writes its own way (a quantity in litres). */
  writers?: ValueWriters;
}

/** Who, when and what: one entry of a record's history, each changed field before → after. */
export function HistoryChanges({
  entry,
  ns,
  writers,
}: {
  entry: Pick<HistoryEntry, 'changes' | 'reason'>;
  ns?: Namespace;
  writers?: ValueWriters;
}) {
  const { t } = useTranslation();
  const words = useChangeWords(ns, writers);
  if (entry.changes.length === 0 && !entry.reason) return null;
  return (
    <Stack gap="1" fontSize="sm">
      {entry.changes.length > 0 && (
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, auto) 1fr' }}
          columnGap="4"
          rowGap="1"
        >
          {entry.changes.map((change) => (
            <Box key={change.field} display="contents">
              <Text as="dt" color="fg.muted">
                {words.label(change.field)}
              </Text>
              <Text as="dd" overflowWrap="anywhere">
                {'before' in change && (
                  <>
                    <Text as="del" textDecoration="none" color="fg.muted">
                      <Text as="span" srOnly>
                        {t('history.before')}{' '}
                      </Text>
                      {words.value(change.field, change.before)}
                    </Text>
                    {'after' in change && (
                      <Text as="span" aria-hidden color="fg.subtle">
                        {' → '}
                      </Text>
                    )}
                  </>
                )}
                {'after' in change && (
                  <Text as="ins" textDecoration="none">
                    <Text as="span" srOnly>
                      {t('history.after')}{' '}
                    </Text>
                    {words.value(change.field, change.after)}
                  </Text>
                )}
              </Text>
            </Box>
          ))}
        </Box>
      )}
      {entry.reason && <Text>{t('history.reason', { reason: entry.reason })}</Text>}
    </Stack>
  );
}

/** The person behind an entry, with their role: "Karim Ben Salah (Administrateur)". */
export function useActorName() {
  const { t } = useTranslation();
  return (actor: HistoryEntry['actor']) =>
    actor
      ? t('history.by', { name: actor.name, role: t(`roles.${actor.role}`) })
      : t('history.nobody');
}

/**
 * A record's history on its page: newest first, a page at a time, each entry when, who (with
 * their role), what was done and each changed field before → after, in the interface's words.
 * Read with the record (whoever may read it may read its history); the server leaves out the
 * fields the record hides from the caller.
 */
export function RecordHistory({ recordKind, recordId, ns, writers }: RecordHistoryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const actorName = useActorName();
  const [page, setPage] = useState(1);
  const history = useListRecordHistory(
    recordKind,
    recordId,
    { page, limit: pageSize },
    // Read again each time the card appears (after an edit, its entry is there).
    { query: { staleTime: 0, placeholderData: keepPreviousData } },
  );
  const title = t('history.title');
  const data = history.data;

  return (
    <DetailCard title={title}>
      {history.error ? (
        <HStack justify="space-between" wrap="wrap" gap="2" role="alert">
          <Text color="fg.error">{t('history.error')}</Text>
          <Button type="button" size="xs" variant="outline" onClick={() => void history.refetch()}>
            {t('actions.retry')}
          </Button>
        </HStack>
      ) : !data ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label={t('history.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="10" />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <Text color="fg.muted">{t('history.empty')}</Text>
      ) : (
        <Stack gap="4">
          <Stack
            as="ol"
            gap="0"
            listStyleType="none"
            aria-label={title}
            aria-busy={history.isPlaceholderData}
          >
            {data.items.map((entry) => (
              <Box
                as="li"
                key={entry.id}
                py="3"
                borderTopWidth="1px"
                borderColor="border.muted"
                _first={{ borderTopWidth: 0, pt: 0 }}
              >
                <Stack gap="2">
                  <HStack gap="2" wrap="wrap" fontSize="sm">
                    <Text fontWeight="semibold">{t(`history.actions.${entry.action}`)}</Text>
                    <Text color="fg.muted" hideBelow="sm" aria-hidden>
                      ·
                    </Text>
                    <Text>{actorName(entry.actor)}</Text>
                    <Text color="fg.muted" ms={{ sm: 'auto' }} whiteSpace="nowrap">
                      <time dateTime={entry.at}>{format.moment(entry.at)}</time>
                    </Text>
                  </HStack>
                  <HistoryChanges entry={entry} ns={ns} writers={writers} />
                </Stack>
              </Box>
            ))}
          </Stack>
          {data.meta.totalPages > 1 && (
            <HStack
              as="nav"
              aria-label={t('table.pagination')}
              justify="space-between"
              wrap="wrap"
              gap="2"
            >
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t('table.range', {
                  from: format.number((page - 1) * pageSize + 1),
                  to: format.number(Math.min(page * pageSize, data.meta.totalItems)),
                  total: format.number(data.meta.totalItems),
                })}
              </Text>
              <HStack gap="2">
                <Button
                  type="button"
                  size="xs"
                  variant="outline"
                  disabled={page === 1}
                  onClick={() => setPage(page - 1)}
                >
                  <ChevronLeft size={14} aria-hidden /> {t('history.newer')}
                </Button>
                <Button
                  type="button"
                  size="xs"
                  variant="outline"
                  disabled={page >= data.meta.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('history.older')} <ChevronRight size={14} aria-hidden />
                </Button>
              </HStack>
            </HStack>
          )}
        </Stack>
      )}
    </DetailCard>
  );
}
