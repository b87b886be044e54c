import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HistoryEntry } from '@generated/model';
import { nowrap, type ListColumns } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/data-table';
import { changeWordsOf, type ChangeWords } from '@/components/record/change-words';
import { useRecordKinds } from '@/components/record/record-kinds';
import { HistoryChanges } from '@/components/record/record-history';
import { useFormat } from '@/lib/format';
import { recordHref } from '../record-links';

/**
 * The History list's columns: when, who (with their role), what was done, on which record (a
 * link to it), each changed field before → after in the record's own words; and the CSV's, with
 * the same facts as plain text (the moment as written by the server, the changes one a line).
 */
export function useHistoryColumns(): ListColumns<HistoryEntry> {
  const { t, i18n } = useTranslation('history');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const kinds = useRecordKinds();
  const language = i18n.language;

  return useMemo(() => {
    const words = new Map<string, ChangeWords>();
    const wordsOf = (entry: HistoryEntry) => {
      let found = words.get(entry.recordKind);
      if (!found) {
        const kind = kinds[entry.recordKind];
        found = changeWordsOf(i18n, language, format, kind?.ns, kind?.writers);
        words.set(entry.recordKind, found);
      }
      return found;
    };
    const kindOf = (entry: HistoryEntry) => tc(`history.recordKinds.${entry.recordKind}`);
    const actionOf = (entry: HistoryEntry) => tc(`history.actions.${entry.action}`);

    const columns: Column<HistoryEntry>[] = [
      {
        key: 'at',
        header: t('columns.at'),
        cell: (e) => nowrap(<time dateTime={e.at}>{format.moment(e.at)}</time>),
      },
      {
        key: 'actor',
        header: t('columns.actor'),
        cell: (e) =>
          e.actor ? (
            <Stack gap="0">
              <Text as="span" whiteSpace="nowrap">
                {e.actor.name}
              </Text>
              <Text as="span" color="fg.muted" whiteSpace="nowrap">
                {tc(`roles.${e.actor.role}`)}
              </Text>
            </Stack>
          ) : (
            <Text as="span" color="fg.muted">
              {tc('history.nobody')}
            </Text>
          ),
      },
      { key: 'action', header: t('columns.action'), cell: (e) => nowrap(actionOf(e)) },
      {
        key: 'record',
        header: t('columns.record'),
        cell: (e) => (
          <Stack gap="0" minW="10rem">
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to={recordHref(e)}>{e.recordLabel}</Link>
            </ChakraLink>
            <Text as="span" color="fg.muted">
              {kindOf(e)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'changes',
        header: t('columns.changes'),
        cell: (e) => (
          <Stack minW="16rem">
            <HistoryChanges
              entry={e}
              ns={kinds[e.recordKind]?.ns}
              writers={kinds[e.recordKind]?.writers}
            />
          </Stack>
        ),
      },
      { key: 'address', header: t('columns.address'), cell: (e) => nowrap(e.address) },
    ];
    const csvColumns = [
      { header: t('columns.at'), value: (e: HistoryEntry) => e.at },
      {
        header: t('columns.actor'),
        value: (e: HistoryEntry) => e.actor?.name ?? tc('history.nobody'),
      },
      {
        header: t('columns.role'),
        value: (e: HistoryEntry) => e.actor && tc(`roles.${e.actor.role}`),
      },
      { header: t('columns.action'), value: actionOf },
      { header: t('columns.recordKind'), value: kindOf },
      { header: t('columns.record'), value: (e: HistoryEntry) => e.recordLabel },
      { header: t('columns.recordId'), value: (e: HistoryEntry) => e.recordId },
      {
        header: t('columns.changes'),
        value: (e: HistoryEntry) => e.changes.map((change) => wordsOf(e).line(change)).join('\n'),
      },
      { header: t('columns.reason'), value: (e: HistoryEntry) => e.reason },
      { header: t('columns.address'), value: (e: HistoryEntry) => e.address },
    ];
    return { columns, csvColumns };
  }, [t, tc, i18n, format, kinds, language]);
}
