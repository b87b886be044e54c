import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holder } from '@generated/model';
import { useFormat } from '@/lib/format';
import { SummarySection } from './summary-parts';

// Leaflet weighs as much as the rest of the screen: it loads only when a position is shown.
const HolderMap = lazy(() => import('./holder-map'));

/** Where the holder is: its location facts, and its position on a map when it has one. */
export function LocationSummary({ holder, children }: { holder: Holder; children: ReactNode }) {
  const { t } = useTranslation('holders');
  const format = useFormat();
  const { lat, lng } = holder;
  const located = typeof lat === 'number' && typeof lng === 'number';
  const coordinates =
    located &&
    t('detail.coordinates', {
      // Not `lng`: that option of t() names the language.
      latitude: format.coordinate(lat),
      longitude: format.coordinate(lng),
    });

  return (
    <SummarySection
      title={t('sections.location')}
      aside={
        located ? (
          <Stack gap="2">
            <Suspense fallback={<Skeleton height="56" rounded="md" />}>
              <HolderMap lat={lat} lng={lng} label={`${t('detail.map')} — ${coordinates}`} />
            </Suspense>
            <Text fontSize="sm" color="fg.muted">
              {coordinates}
            </Text>
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('detail.noCoordinates')}
          </Text>
        )
      }
    >
      {children}
    </SummarySection>
  );
}
