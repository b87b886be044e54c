import { Box, Button, HStack, Image, Skeleton, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListRemovalVoucherAmendments } from '@generated/api/removal-vouchers/removal-vouchers';
import type { RemovalVoucherAmendedFields, RemovalVoucherAmendment } from '@generated/model';
import { DetailCard } from '@/components/layout/detail-card';
import { personName, useFormat, type Formats } from '@/lib/format';

type Field = keyof Omit<RemovalVoucherAmendedFields, 'holder'>;

/** The sealed fields in the order the voucher's page shows them. */
const FIELDS: Field[] = [
  'holderId',
  'removalDate',
  'extractedTanks',
  'dueSum',
  'photos',
  'holderSignature',
  'signature',
];

function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      bg="white"
      borderWidth="1px"
      rounded="sm"
      boxSize="12"
      objectFit="contain"
    />
  );
}

/** One side of a changed field, as the voucher's page writes it. */
function Value({
  field,
  side,
  format,
}: {
  field: Field;
  side: RemovalVoucherAmendedFields;
  format: Formats;
}) {
  const { t } = useTranslation('removalVouchers');
  let value: ReactNode;
  switch (field) {
    case 'holderId':
      value = side.holder ? `${side.holder.name} · ${side.holder.number}` : t('amendments.hidden');
      break;
    case 'removalDate':
      value = side.removalDate && format.day(side.removalDate);
      break;
    case 'dueSum':
      value = side.dueSum !== undefined && format.tnd(side.dueSum);
      break;
    case 'extractedTanks':
      value = (
        <Stack gap="0">
          {side.extractedTanks?.map((tank) => (
            <Text key={tank.tankNumber}>
              {t('amendments.tank', {
                n: tank.tankNumber,
                quantity: format.litres(tank.extractedQuantity),
              })}
              {tank.observations && ` (${tank.observations})`}
            </Text>
          ))}
        </Stack>
      );
      break;
    case 'photos':
      value =
        side.photos && side.photos.length > 0 ? (
          <Wrap gap="1">
            {side.photos.map((url, index) => (
              <Thumbnail
                key={url}
                src={url}
                alt={t('detail.photo', { n: index + 1, count: side.photos!.length })}
              />
            ))}
          </Wrap>
        ) : (
          t('detail.noPhotos')
        );
      break;
    case 'holderSignature':
    case 'signature': {
      const url = side[field];
      value = url ? (
        <Thumbnail
          src={url}
          alt={t(field === 'signature' ? 'detail.collectorSignature' : 'detail.holderSignature')}
        />
      ) : (
        t('detail.notSigned')
      );
      break;
    }
  }
  return <Box>{value}</Box>;
}

function Amendment({ amendment: a }: { amendment: RemovalVoucherAmendment }) {
  const { t } = useTranslation('removalVouchers');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const changed = FIELDS.filter((field) => a.after[field] !== undefined);
  return (
    <Box as="li" listStyleType="none" borderTopWidth="1px" pt="3">
      <Text fontSize="sm" color="fg.muted">
        {t('amendments.by', {
          name: personName(a.author),
          role: tc(`roles.${a.author.role}`),
          date: format.moment(a.createdAt),
        })}
      </Text>
      <Text fontWeight="medium" whiteSpace="pre-line" mt="1">
        {a.reason}
      </Text>
      <Table.ScrollArea mt="2">
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('amendments.field')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('amendments.before')}</Table.ColumnHeader>
              <Table.ColumnHeader aria-hidden w="6" px="0" />
              <Table.ColumnHeader>{t('amendments.after')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changed.map((field) => (
              <Table.Row key={field}>
                <Table.Cell fontWeight="medium">{t(`amendments.fields.${field}`)}</Table.Cell>
                <Table.Cell>
                  <Value field={field} side={a.before} format={format} />
                </Table.Cell>
                <Table.Cell aria-hidden px="0" color="fg.muted">
                  <ArrowRight size={14} />
                </Table.Cell>
                <Table.Cell>
                  <Value field={field} side={a.after} format={format} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** A voucher's amendments, newest first: who, when, why, each field before and after. */
export function AmendmentsCard({ voucherId }: { voucherId: string }) {
  const { t } = useTranslation('removalVouchers');
  const { t: tc } = useTranslation();
  const query = useListRemovalVoucherAmendments(voucherId);
  let body: ReactNode;
  if (query.isError) {
    body = (
      <HStack gap="3" wrap="wrap">
        <Text role="alert">{t('amendments.error')}</Text>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          {tc('actions.retry')}
        </Button>
      </HStack>
    );
  } else if (!query.data) {
    body = (
      <Stack gap="2" aria-busy="true">
        <Text srOnly>{t('amendments.loading')}</Text>
        <Skeleton height="4" />
        <Skeleton height="16" />
      </Stack>
    );
  } else if (query.data.items.length === 0) {
    body = <Text color="fg.muted">{t('amendments.empty')}</Text>;
  } else {
    body = (
      <Stack as="ol" gap="4" m="0" p="0">
        {query.data.items.map((amendment) => (
          <Amendment key={amendment.id} amendment={amendment} />
        ))}
      </Stack>
    );
  }
  return <DetailCard title={t('amendments.title')}>{body}</DetailCard>;
}
