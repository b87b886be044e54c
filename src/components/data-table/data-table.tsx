import { Box, Button, type SystemStyleObject } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown, SearchX, TriangleAlert } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router';
import { StatusPage } from '../feedback/status-page';
import { scrollBoxCss, tableCss } from './table-css';
import { useScrollEdges } from './use-scroll-edges';
import type { SortOrder } from './use-list-state';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The contract's sortField for this column; none means not sortable. */
  sortField?: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /**
   * A secondary column: hidden while the table's box is narrower than this (a CSS length, e.g.
   * '70rem'), so that the key columns stay on screen on a laptop. The detail screen and the CSV
   * export still carry it.
   */
  hideBelow?: string;
}

/** One container query per threshold, hiding the columns that give way below it. */
function hidingCss<T>(columns: Column<T>[]): SystemStyleObject {
  const css: Record<string, SystemStyleObject> = {};
  columns.forEach((column, index) => {
    if (!column.hideBelow) return;
    const query = `@container (max-width: ${column.hideBelow})`;
    const nth = `:nth-of-type(${index + 1})`;
    css[query] = { ...css[query], [`& th${nth}, & td${nth}`]: { display: 'none' } };
  });
  return css;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** Where a row leads; its first cell is a link there, the whole row is clickable. */
  rowHref?: (row: T) => string;
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  sortField?: string;
  sortOrder: SortOrder;
  onSort: (sortField: string, sortOrder: SortOrder) => void;
  skeletonRows?: number;
}

/**
 * The list of every module. Plain table elements under one styled root: a page of 100 rows
 * must render fast, so cells carry no component of their own.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { columns, rows, rowHref } = props;
  const { ref, edges, measure } = useScrollEdges<HTMLDivElement>();

  if (props.error) {
    return (
      <StatusPage
        icon={<TriangleAlert />}
        title={t('table.error')}
        description={props.error}
        headingLevel="h2"
      >
        {props.onRetry && (
          <Button colorPalette="brand" variant="outline" onClick={props.onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </StatusPage>
    );
  }
  if (!props.loading && rows?.length === 0) {
    return (
      <StatusPage
        icon={<SearchX />}
        title={t('table.empty')}
        description={t('table.emptyHint')}
        headingLevel="h2"
      />
    );
  }

  const sortIcon = (field: string) =>
    props.sortField !== field ? (
      <ArrowUpDown size={14} aria-hidden />
    ) : props.sortOrder === 'asc' ? (
      <ArrowUp size={14} aria-hidden />
    ) : (
      <ArrowDown size={14} aria-hidden />
    );

  return (
    // The frame shows a fade at each edge the table can still scroll towards.
    <Box
      position="relative"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      overflow="hidden"
      containerType="inline-size"
      data-scroll-start={edges.start || undefined}
      data-scroll-end={edges.end || undefined}
      css={scrollBoxCss}
    >
      <Box
        ref={ref}
        data-scroll-box=""
        overflow="auto"
        // A box that scrolls sideways also holds the sticky header: a page longer than a screen
        // scrolls inside it, under the header. Ten rows scroll with the page, in one scroll.
        maxH={(rows?.length ?? props.skeletonRows ?? 10) > 10 ? 'calc(100dvh - 8rem)' : undefined}
        onScroll={measure}
        css={[tableCss, hidingCss(columns)]}
      >
        <table aria-busy={props.loading}>
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = column.sortField && props.sortField === column.sortField;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    data-numeric={column.numeric || undefined}
                    data-long={column.header.length > 12 || undefined}
                    aria-sort={
                      sorted ? (props.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {column.sortField ? (
                      <button
                        type="button"
                        onClick={() =>
                          props.onSort(
                            column.sortField!,
                            sorted && props.sortOrder === 'asc' ? 'desc' : 'asc',
                          )
                        }
                      >
                        {column.header}
                        {sortIcon(column.sortField)}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {props.loading
              ? Array.from({ length: props.skeletonRows ?? 10 }, (_, i) => (
                  <tr key={i} aria-hidden>
                    {columns.map((column) => (
                      <td key={column.key}>
                        {/* Styled once by the table (table-css.ts), like Chakra's Skeleton. */}
                        <span data-skeleton="" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows?.map((row) => (
                  <DataRow
                    key={props.getRowId(row)}
                    row={row}
                    columns={columns}
                    href={rowHref?.(row)}
                    navigate={navigate}
                  />
                ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}

interface DataRowProps<T> {
  row: T;
  columns: Column<T>[];
  href: string | undefined;
  navigate: NavigateFunction;
}

/**
 * One row: memoised, so that a table rendered again with the same rows (a new page asked for,
 * the previous one still shown) does not render its cells again.
 */
const DataRow = memo(function DataRow<T>({ row, columns, href, navigate }: DataRowProps<T>) {
  return (
    <tr
      data-clickable={href ? true : undefined}
      onClick={href ? () => void navigate(href) : undefined}
    >
      {columns.map((column, index) => (
        <td key={column.key} data-numeric={column.numeric || undefined}>
          {href && index === 0 ? (
            <a
              href={href}
              onClick={(e) => {
                e.preventDefault();
                void navigate(href);
              }}
            >
              {column.cell(row)}
            </a>
          ) : (
            column.cell(row)
          )}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataRowProps<T>) => ReactNode;
