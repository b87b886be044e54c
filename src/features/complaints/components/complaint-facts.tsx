import { Image, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Complaint } from '@generated/model';
import { Facts } from '@/components/layout/facts';
import { TableFacts, useFieldKit } from '@/components/record/field-table';
import { complaintSummary } from '../fields';

/** What the complaint says and who filed it when; the holder links to its record. */
export function ComplaintFacts({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation('complaints');
  const kit = useFieldKit('complaints');

  return (
    <>
      <Facts>
        <TableFacts
          table={complaintSummary}
          section="complaint"
          record={complaint}
          kit={kit}
          labels={t('detail', { returnObjects: true })}
        />
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
