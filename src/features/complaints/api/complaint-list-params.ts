import { listComplaints, useListComplaints } from '@generated/api/complaints/complaints';
import {
  ComplaintStatus,
  ListComplaintsSortField,
  type ListComplaintsParams,
} from '@generated/model';
import { defineList, oneOf, uuid, type FilterKeyOf } from '@/components/data-table/list-params';
import { modules } from '@/config/modules';

export const complaintList = defineList<ListComplaintsParams>()(modules.complaints, {
  api: { useList: useListComplaints, fetch: listComplaints },
  sortFields: ListComplaintsSortField,
  filters: { status: oneOf(ComplaintStatus), holderId: uuid },
  // Newest first unless the URL says otherwise: the latest complaints are the ones to act on.
  defaultSort: { sortField: 'createdAt', sortOrder: 'desc' },
});
export type ComplaintFilterKey = FilterKeyOf<typeof complaintList>;
