import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { MapPinOff, Pencil, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetRelayDepot } from '@generated/api/relay-depots/relay-depots';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { RelayDepotForm } from './relay-depot-form';
import { RelayDepotSummary } from './relay-depot-summary';

/** One depot: read-only first, edited in place by those who may. */
export function RelayDepotDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('relayDepots');
  const { t: tc } = useTranslation();
  const mayRead = useCan('relayDepot', 'READ');
  const mayUpdate = useCan('relayDepot', 'UPDATE');
  const depot = useGetRelayDepot(id, { query: { enabled: mayRead } });
  const [editing, setEditing] = useState(false);
  const list = paths.main.relayDepots.list;

  if (!mayRead) return <Denied />;
  if (depot.error?.status === 404) {
    return (
      <StatusPage
        icon={<MapPinOff />}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundMessage')}
      >
        <Button asChild variant="outline" colorPalette="brand">
          <Link to={list}>{t('detail.backToList')}</Link>
        </Button>
      </StatusPage>
    );
  }
  if (depot.error) {
    return (
      <StatusPage
        icon={<TriangleAlert />}
        title={t('detail.loadError')}
        description={depot.error.message}
      >
        <Button variant="outline" colorPalette="brand" onClick={() => void depot.refetch()}>
          {tc('actions.retry')}
        </Button>
      </StatusPage>
    );
  }

  const data = depot.data;
  return (
    <>
      <PageHeader
        title={data ? `${data.name} · ${data.code}` : t('title')}
        crumbs={[{ label: t('title'), to: list }, { label: data?.name ?? tc('pages.detail') }]}
        actions={
          data &&
          mayUpdate &&
          !editing && (
            <Button colorPalette="brand" size="sm" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden /> {tc('actions.edit')}
            </Button>
          )
        }
      />
      {!data ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="32" rounded="lg" />
          <Skeleton height="24" rounded="lg" />
        </Stack>
      ) : editing ? (
        <RelayDepotForm
          depot={data}
          onSaved={() => {
            notifySuccess(tc('toast.saved'));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
          onReload={async () => (await depot.refetch()).data}
        />
      ) : (
        <RelayDepotSummary depot={data} />
      )}
    </>
  );
}
