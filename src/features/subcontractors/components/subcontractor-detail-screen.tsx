import { useTranslation } from 'react-i18next';
import { useGetSubcontractor } from '@generated/api/subcontractors/subcontractors';
import { RecordDetail } from '@/components/record/record-detail';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/permissions';
import { SubcontractorForm } from './subcontractor-form';
import { SubcontractorSummary } from './subcontractor-summary';

/** One company: read-only first, edited in place by those who may. */
export function SubcontractorDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('subcontractors');
  const mayRead = useCan('subcontractor', 'READ');
  const mayUpdate = useCan('subcontractor', 'UPDATE');
  const query = useGetSubcontractor(id, { query: { enabled: mayRead } });
  const managerId = query.data?.managerSubcontractorId ?? '';
  // The record names its manager by id only; the manager's own record gives the name.
  const manager = useGetSubcontractor(managerId, { query: { enabled: mayRead && !!managerId } });
  const managerSummary = manager.data && {
    id: manager.data.id,
    companyName: manager.data.companyName,
  };
  return (
    <RecordDetail
      query={query}
      mayRead={mayRead}
      mayUpdate={mayUpdate}
      list={paths.main.subcontractors.list}
      texts={{ ...t('detail', { returnObjects: true }), list: t('title') }}
      title={(subcontractor) => subcontractor.companyName}
      edit={({ record, saved, done, reload }) => (
        <SubcontractorForm
          subcontractor={record}
          managerName={managerSummary?.companyName}
          onSaved={saved}
          onCancel={done}
          onReload={reload}
        />
      )}
    >
      {(subcontractor) => (
        <SubcontractorSummary subcontractor={subcontractor} manager={managerSummary} />
      )}
    </RecordDetail>
  );
}
