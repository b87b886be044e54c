import { useGetSubcontractor } from '@generated/api/subcontractors/subcontractors';
import { RecordDetail, useRecordRights } from '@/components/record/record-detail';
import { paths } from '@/config/routes';
import { SubcontractorForm } from './subcontractor-form';
import { SubcontractorSummary } from './subcontractor-summary';

/** One company: read-only first, edited in place by those who may. */
export function SubcontractorDetailScreen({ id }: { id: string }) {
  const rights = useRecordRights('subcontractor');
  const query = useGetSubcontractor(id, { query: { enabled: rights.mayRead } });
  const managerId = query.data?.managerSubcontractorId ?? '';
  // The record names its manager by id only; the manager's own record gives the name.
  const manager = useGetSubcontractor(managerId, {
    query: { enabled: rights.mayRead && !!managerId },
  });
  const managerSummary = manager.data && {
    id: manager.data.id,
    companyName: manager.data.companyName,
  };
  return (
    <RecordDetail
      {...rights}
      query={query}
      ns="subcontractors"
      list={paths.main.subcontractors.list}
      title={(subcontractor) => subcontractor.companyName}
      edit={(subcontractor, form) => (
        <SubcontractorForm
          subcontractor={subcontractor}
          managerName={managerSummary?.companyName}
          {...form}
        />
      )}
    >
      {(subcontractor) => (
        <SubcontractorSummary subcontractor={subcontractor} manager={managerSummary} />
      )}
    </RecordDetail>
  );
}
