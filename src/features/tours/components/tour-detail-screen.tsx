import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Pencil, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetTour } from '@generated/api/tours/tours';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/format';
import { TourForm } from './tour-form';
import { TourSummary } from './tour-summary';

/** One tour: read-only first, edited in place by those who may. */
export function TourDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('tours');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const mayRead = useCan('tour', 'READ');
  const mayUpdate = useCan('tour', 'UPDATE');
  const query = useGetTour(id, { query: { enabled: mayRead } });
  const [editing, setEditing] = useState(false);
  const list = paths.main.routing.list;

  if (!mayRead) return <Denied />;
  if (query.isPending) {
    return (
      <Stack gap="5" role="status" aria-busy="true" aria-label={t('detail.loading')}>
        <Skeleton height="8" width="60%" />
        <Skeleton height="32" />
        <Skeleton height="80" />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = query.error.status === 404;
    return (
      <StatusPage
        icon={missing ? <SearchX /> : <TriangleAlert />}
        title={missing ? t('detail.notFoundTitle') : t('detail.loadError')}
        description={missing ? t('detail.notFoundMessage') : query.error.message}
      >
        {missing ? (
          <Button asChild variant="outline" colorPalette="brand">
            <Link to={list}>{t('detail.backToList')}</Link>
          </Button>
        ) : (
          <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()}>
            {tc('actions.retry')}
          </Button>
        )}
      </StatusPage>
    );
  }

  const tour = query.data;
  const title = t('heading', { zone: tour.zone.name, depot: tour.relayDepot.name });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('title'), to: list }, { label: title }]}
        actions={
          mayUpdate &&
          !editing && (
            <Button colorPalette="brand" size="sm" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden /> {tc('actions.edit')}
            </Button>
          )
        }
      />
      <Text fontSize="sm" color="fg.muted" mt="-4" mb="5">
        {t('detail.updatedAt', { date: format.moment(tour.updatedAt) })}
      </Text>
      {editing ? (
        <TourForm
          tour={tour}
          onSaved={() => {
            notifySuccess(tc('toast.saved'));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
          onReload={async () => (await query.refetch()).data}
        />
      ) : (
        <TourSummary tour={tour} />
      )}
    </>
  );
}
