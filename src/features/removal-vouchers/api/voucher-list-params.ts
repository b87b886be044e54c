import { listRemovalVouchers } from '@generated/api/removal-vouchers/removal-vouchers';
import type { ListRemovalVouchersParams, RemovalVoucher } from '@generated/model';
import { ListRemovalVouchersQueryParams } from '@generated/zod/removal-vouchers/removal-vouchers.zod';
import { downloadCsv, fetchAllPages, toCsv, type CsvColumn } from '@/components/data-table/csv';
import { toQueryParams, type ListState } from '@/components/data-table/use-list-state';

/** The list filters kept in the URL, named as the contract's query parameters. */
export const voucherFilterKeys = [
  'status',
  'removalDateFrom',
  'removalDateTo',
  'holderId',
  'subcontractorId',
] as const;
export type VoucherFilterKey = (typeof voucherFilterKeys)[number];

const shape = ListRemovalVouchersQueryParams.shape;

/**
 * The URL's list state as listRemovalVouchers takes it. The newest pickups come first unless the
 * user sorts otherwise. A value the contract refuses (a mistyped status or day) is left out
 * rather than turning the whole list into an error.
 */
export function toVoucherListParams(state: ListState): ListRemovalVouchersParams {
  const params: Record<string, unknown> = state.sortField
    ? {}
    : { sortField: 'removalDate', sortOrder: 'desc' };
  for (const [key, value] of Object.entries(toQueryParams(state))) {
    if (!state.sortField && key === 'sortOrder') continue;
    const parsed = key in shape ? shape[key as keyof typeof shape].safeParse(value) : undefined;
    if (parsed?.success) params[key] = parsed.data;
  }
  return params;
}

/** Every voucher the list matches (its search and filters, every page) as a CSV download. */
export async function exportVouchers(
  params: ListRemovalVouchersParams,
  columns: CsvColumn<RemovalVoucher>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchAllPages((page, limit) =>
    listRemovalVouchers({ ...params, page, limit }),
  );
  downloadCsv(fileName, toCsv(columns, rows));
}
