import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { Pencil, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetSubcontractor } from '@generated/api/subcontractors/subcontractors';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { SubcontractorForm } from './subcontractor-form';
import { SubcontractorSummary } from './subcontractor-summary';

/** One company: read-only first, edited in place by those who may. */
export function SubcontractorDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('subcontractors');
  const { t: tc } = useTranslation();
  const mayRead = useCan('subcontractor', 'READ');
  const mayUpdate = useCan('subcontractor', 'UPDATE');
  const query = useGetSubcontractor(id, { query: { enabled: mayRead } });
  const managerId = query.data?.managerSubcontractorId ?? '';
  // The record names its manager by id only; the manager's own record gives the name.
  const manager = useGetSubcontractor(managerId, { query: { enabled: mayRead && !!managerId } });
  const [editing, setEditing] = useState(false);
  const list = paths.main.subcontractors.list;

  if (!mayRead) return <Denied />;
  if (query.error?.status === 404) {
    return (
      <StatusPage
        icon={<SearchX />}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundMessage')}
      >
        <Button asChild variant="outline" colorPalette="brand">
          <Link to={list}>{t('detail.backToList')}</Link>
        </Button>
      </StatusPage>
    );
  }
  if (query.error) {
    return (
      <StatusPage
        icon={<TriangleAlert />}
        title={t('detail.loadError')}
        description={query.error.message}
      >
        <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()}>
          {tc('actions.retry')}
        </Button>
      </StatusPage>
    );
  }

  const data = query.data;
  const managerSummary = manager.data && {
    id: manager.data.id,
    companyName: manager.data.companyName,
  };
  return (
    <>
      <PageHeader
        title={data?.companyName ?? t('title')}
        crumbs={[
          { label: t('title'), to: list },
          { label: data?.companyName ?? tc('pages.detail') },
        ]}
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
        <Stack gap="4" role="status" aria-busy="true" aria-label={t('detail.loading')}>
          <Skeleton height="40" rounded="lg" />
          <Skeleton height="32" rounded="lg" />
        </Stack>
      ) : editing ? (
        <SubcontractorForm
          subcontractor={data}
          managerName={managerSummary?.companyName}
          onSaved={() => {
            notifySuccess(tc('toast.saved'));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
          onReload={async () => (await query.refetch()).data}
        />
      ) : (
        <SubcontractorSummary subcontractor={data} manager={managerSummary} />
      )}
    </>
  );
}
