import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Complaint } from '../../../../generated/model';
import type { Column } from '@/components/data-table/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useComplaintFormat } from '../use-complaint-format';

const nowrap = (text: string) => (
  <Text as="span" whiteSpace="nowrap">
    {text}
  </Text>
);

/** The list's columns; sortable where the contract's sortField allows. */
export function useComplaintColumns(): Column<Complaint>[] {
  const { t } = useTranslation('complaints');
  const format = useComplaintFormat();

  return useMemo(
    () => [
      {
        key: 'subject',
        header: t('columns.subject'),
        cell: (c) => (
          <Text as="span" display="inline-block" minW="12rem">
            {c.subject}
          </Text>
        ),
        sortField: 'subject',
      },
      {
        key: 'holder',
        header: t('columns.holder'),
        cell: (c) =>
          c.holder ? (
            <Stack gap="0" minW="10rem">
              <Text as="span">{c.holder.name}</Text>
              <Text as="span" color="fg.muted" whiteSpace="nowrap">
                {c.holder.number} · {c.holder.city}
              </Text>
            </Stack>
          ) : (
            <Text as="span" color="fg.muted">
              {t('noHolder')}
            </Text>
          ),
      },
      {
        key: 'status',
        header: t('columns.status'),
        cell: (c) => <StatusBadge status={c.status} />,
        sortField: 'status',
      },
      {
        key: 'createdBy',
        header: t('columns.createdBy'),
        cell: (c) => nowrap(format.person(c.createdBy)),
      },
      {
        key: 'createdAt',
        header: t('columns.createdAt'),
        cell: (c) => nowrap(format.day(c.createdAt)),
        sortField: 'createdAt',
      },
      {
        key: 'resolvedAt',
        header: t('columns.resolvedAt'),
        cell: (c) => nowrap(format.day(c.resolvedAt)),
        sortField: 'resolvedAt',
      },
    ],
    [t, format],
  );
}
