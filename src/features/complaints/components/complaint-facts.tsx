import { DataList, Image, Link, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Complaint } from '@generated/model';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { personName, useFormat } from '@/lib/format';

/** What the complaint says and who filed it when; the holder links to its record. */
export function ComplaintFacts({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation('complaints');
  const format = useFormat();
  const mayReadHolders = useCan('holder', 'READ');
  const { holder } = complaint;
  const holderLabel = holder ? `${holder.name} (${holder.number})` : t('noHolder');

  const items: { label: string; value: React.ReactNode }[] = [
    {
      label: t('detail.holder'),
      value:
        holder && mayReadHolders ? (
          <Link asChild colorPalette="brand">
            <RouterLink to={paths.main.holders.detail(holder.id)}>{holderLabel}</RouterLink>
          </Link>
        ) : (
          holderLabel
        ),
    },
    { label: t('detail.createdBy'), value: personName(complaint.createdBy) },
    { label: t('detail.createdAt'), value: format.moment(complaint.createdAt) },
    { label: t('detail.updatedAt'), value: format.moment(complaint.updatedAt) },
  ];
  if (complaint.resolvedAt) {
    items.push({ label: t('detail.resolvedAt'), value: format.moment(complaint.resolvedAt) });
  }

  return (
    <>
      <DataList.Root orientation="horizontal" size="sm">
        {items.map((item) => (
          <DataList.Item key={item.label}>
            <DataList.ItemLabel minW="8rem">{item.label}</DataList.ItemLabel>
            <DataList.ItemValue>{item.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <section aria-label={t('detail.description')}>
        <Text fontWeight="semibold" mb="1">
          {t('detail.description')}
        </Text>
        <Text whiteSpace="pre-wrap">{complaint.description}</Text>
      </section>
      <section aria-label={t('detail.photos')}>
        <Text fontWeight="semibold" mb="1">
          {t('detail.photos')}
        </Text>
        {complaint.photos.length === 0 ? (
          <Text color="fg.muted">{t('detail.noPhotos')}</Text>
        ) : (
          <Wrap gap="3">
            {complaint.photos.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <Image
                  src={url}
                  alt={t('detail.photo', { n: i + 1 })}
                  boxSize="28"
                  objectFit="cover"
                  borderRadius="md"
                  borderWidth="1px"
                />
              </a>
            ))}
          </Wrap>
        )}
      </section>
    </>
  );
}
