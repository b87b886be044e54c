/** A column as exported: its header and the plain value of a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * CSV as the spreadsheets staff use read it: semicolons (French locale) and a byte order mark
 * so that accents survive.
 */
export const toCsv = <T>(columns: CsvColumn<T>[], rows: T[]): string =>
  '\uFEFF' +
  [columns.map((c) => cell(c.header)), ...rows.map((row) => columns.map((c) => cell(c.value(row))))]
    .map((line) => line.join(';'))
    .join('\r\n');

/** Every row matching the current query, page after page (at most 100 a page). */
export async function fetchAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<{ items: T[]; meta: { hasNext: boolean } }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items, meta } = await fetchPage(page, 100);
    rows.push(...items);
    if (!meta.hasNext) return rows;
  }
}

/** A file made in the page (a CSV) or answered by the API (a PDF), saved under `fileName`. */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

const downloadCsv = (fileName: string, csv: string) =>
  downloadFile(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));

/** Rows already at hand as a CSV download. */
export const saveCsv = <T>(columns: CsvColumn<T>[], rows: T[], fileName: string) =>
  downloadCsv(fileName, toCsv(columns, rows));

/** Every row a list matches (its search and filters, every page) as a CSV download. */
export async function exportCsv<P, T>(
  list: (params: P & { page: number; limit: number }) => Promise<{
    items: T[];
    meta: { hasNext: boolean };
  }>,
  params: P,
  columns: CsvColumn<T>[],
  fileName: string,
): Promise<void> {
  const rows = await fetchAllPages((page, limit) => list({ ...params, page, limit }));
  downloadCsv(fileName, toCsv(columns, rows));
}
