import { chakra, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HomeStatsMonth } from '@generated/model';
import { useFormat } from '@/lib/format';

/** The chart's numbers, folded under it: a table anyone can open. */
export function ChartTable({ months }: { months: HomeStatsMonth[] }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  return (
    <chakra.details mt="2" fontSize="sm">
      <chakra.summary cursor="pointer" color="fg.muted" w="fit-content">
        {t('trend.showTable')}
      </chakra.summary>
      <Table.Root size="sm" mt="2" maxW="sm">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
          {t('trend.tableCaption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('trend.month')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('trend.quantity')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {months.map((month, index) => (
            <Table.Row key={index}>
              <Table.Cell>
                {index === months.length - 1
                  ? t('trend.currentMonth', { month: format.monthLong(month.month) })
                  : format.monthLong(month.month)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {format.litres(month.quantity)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </chakra.details>
  );
}
