import type {
  HomeStats,
  ListComplaintsParams,
  ListHoldersParams,
  ListRelayDepotsParams,
  ListRemovalVouchersParams,
  ListToursParams,
} from '@generated/model';
import { paths } from '@/config/routes';
import { NEARLY_FULL_RATE } from '@/lib/access/thresholds';

/** A list's path with its URL filters, named as the contract's query parameters. */
const withQuery = <P extends object>(path: string, params: P) =>
  `${path}?${new URLSearchParams(params as Record<string, string>).toString()}`;

const vouchers = (params: ListRemovalVouchersParams) =>
  withQuery(paths.main.removalVouchers.list, params);
const complaints = (params: ListComplaintsParams) => withQuery(paths.main.complaints.list, params);

/** The filtered list behind each home figure. */
export const homeLinks = {
  /** The confirmed vouchers removed this month: the ones the collected litres add up. */
  collected: (stats: Pick<HomeStats, 'monthFrom' | 'monthTo'>) =>
    vouchers({
      status: 'CONFIRMED',
      removalDateFrom: stats.monthFrom,
      removalDateTo: stats.monthTo,
    }),
  awaiting: vouchers({ status: 'AWAITING' }),
  nearlyFull: withQuery<ListRelayDepotsParams>(paths.main.relayDepots.list, {
    minFillRate: NEARLY_FULL_RATE,
    sortField: 'fillRate',
    sortOrder: 'desc',
  }),
  /** The holders past their next collection since their last one, as the figure counts them. */
  overdueHolders: withQuery<ListHoldersParams>(paths.main.holders.list, { overdue: true }),
  /** The holders to collect that were never collected, counted apart. */
  neverCollected: withQuery<ListHoldersParams>(paths.main.holders.list, { neverCollected: true }),
  holder: (id: string) => paths.main.holders.detail(id),
  /** The tours planned this week, Monday to Sunday, the first planned day first. */
  tours: (stats: Pick<HomeStats, 'weekFrom' | 'weekTo'>) =>
    withQuery<ListToursParams>(paths.main.tours.list, {
      plannedDateFrom: stats.weekFrom,
      plannedDateTo: stats.weekTo,
      sortField: 'plannedDate',
      sortOrder: 'asc',
    }),
  openComplaints: complaints({ status: 'OPEN' }),
  complaintsInProgress: complaints({ status: 'IN_PROGRESS' }),
};
