import { listHolders } from '@generated/api/holders/holders';
import type { Holder, ListHoldersParams } from '@generated/model';
import { downloadCsv, fetchAllPages, toCsv, type CsvColumn } from '@/components/data-table/csv';

/** Every holder the list matches (its search and filters, every page) as a CSV download. */
export async function exportHolders(
  params: ListHoldersParams,
  columns: CsvColumn<Holder>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchAllPages((page, limit) => listHolders({ ...params, page, limit }));
  downloadCsv(fileName, toCsv(columns, rows));
}
