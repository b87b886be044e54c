import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExtractedTank } from '@generated/model';
import { totalQuantity } from '../removal-vouchers';
import { useFormat } from '@/lib/format';
import { DetailCard } from '@/components/layout/detail-card';

/** Each tank emptied and how much it gave, with the total. */
export function TanksTable({ tanks }: { tanks: ExtractedTank[] }) {
  const { t } = useTranslation('removalVouchers');
  const format = useFormat();
  return (
    <DetailCard title={t('detail.tanks')}>
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Caption srOnly>{t('detail.tanks')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('detail.tankNumber')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('detail.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('detail.tankObservations')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {tanks.map((tank, index) => (
              <Table.Row key={`${tank.tankNumber}-${index}`}>
                <Table.Cell>{tank.tankNumber}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {format.litres(tank.extractedQuantity)}
                </Table.Cell>
                <Table.Cell color={tank.observations ? undefined : 'fg.muted'}>
                  {tank.observations || t('none', { ns: 'common' })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell>{t('detail.total')}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {format.litres(totalQuantity(tanks))}
              </Table.Cell>
              <Table.Cell />
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </DetailCard>
  );
}
