import { Image, Link, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Complaint } from '@generated/model';
import { Fact, Facts } from '@/components/layout/facts';
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

  return (
    <>
      <Facts>
        <Fact label={t('detail.holder')}>
          {holder && mayReadHolders ? (
            <Link asChild colorPalette="brand">
              <RouterLink to={paths.main.holders.detail(holder.id)}>{holderLabel}</RouterLink>
            </Link>
          ) : (
            holderLabel
          )}
        </Fact>
        <Fact label={t('detail.createdBy')}>{personName(complaint.createdBy)}</Fact>
        <Fact label={t('detail.createdAt')}>{format.moment(complaint.createdAt)}</Fact>
        <Fact label={t('detail.updatedAt')}>{format.moment(complaint.updatedAt)}</Fact>
        {complaint.resolvedAt && (
          <Fact label={t('detail.resolvedAt')}>{format.moment(complaint.resolvedAt)}</Fact>
        )}
      </Facts>
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
