import { lazy } from 'react';
import { useGetSubcontractor } from '@generated/api/subcontractors/subcontractors';
import type { Subcontractor } from '@generated/model';
import { RecordDetail, useRecord } from '@/components/record/record-detail';
import { subcontractorList } from '@/config/lists';
import { SubcontractorSummary } from './subcontractor-summary';
import { subcontractorWriters } from '../fields';

// The form's code (zod, React Hook Form, the pickers) once "Edit" is chosen.
const SubcontractorForm = lazy(() =>
  import('./subcontractor-form').then((m) => ({ default: m.SubcontractorForm })),
);

/** One company: read-only first, edited in place by those who may. */
export function SubcontractorDetailScreen({ id }: { id: string }) {
  const record = useRecord<Subcontractor>(subcontractorList, useGetSubcontractor, id);
  const managerId = record.query.data?.managerSubcontractorId ?? '';
  // The record names its manager by id only; the manager's own record gives the name.
  const manager = useGetSubcontractor(managerId, {
    query: { enabled: record.mayRead && !!managerId },
  });
  const managerSummary = manager.data && {
    id: manager.data.id,
    companyName: manager.data.companyName,
  };
  return (
    <RecordDetail
      {...record}
      title={(subcontractor) => subcontractor.companyName}
      history={{ recordKind: 'subcontractor', writers: subcontractorWriters }}
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
