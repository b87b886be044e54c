import {
  ListRemovalVouchersSortField,
  RemovalVoucherStatus,
  type ListRemovalVouchersParams,
} from '@generated/model';
import {
  filterKeysOf,
  isoDate,
  oneOf,
  toListParams,
  uuid,
  type ListFilters,
} from '@/components/data-table/list-params';
import type { ListState } from '@/components/data-table/use-list-state';

const filters = {
  status: oneOf(RemovalVoucherStatus),
  removalDateFrom: isoDate,
  removalDateTo: isoDate,
  holderId: uuid,
  subcontractorId: uuid,
} satisfies ListFilters<ListRemovalVouchersParams>;
export const voucherFilterKeys = filterKeysOf(filters);
export type VoucherFilterKey = keyof typeof filters;

/** The newest pickups come first unless the user sorts otherwise. */
export const toVoucherListParams = (state: ListState) =>
  toListParams<ListRemovalVouchersParams>(state, {
    sortFields: ListRemovalVouchersSortField,
    filters,
    defaultSort: { sortField: 'removalDate', sortOrder: 'desc' },
  });
