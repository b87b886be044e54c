import type {
  HomeStats,
  ListComplaintsParams,
  ListHoldersParams,
  ListRelayDepotsParams,
  ListRemovalVouchersParams,
  ListToursParams,
} from '../../../../generated/model';
import { paths } from '@/config/routes';

/** A list's path with its URL filters, named as the contract's query parameters. */
const withQuery = <P extends object>(path: string, params: P) =>
  `${path}?${new URLSearchParams(params as Record<string, string>).toString()}`;

const vouchers = (params: ListRemovalVouchersParams) =>
  withQuery(paths.main.removalVouchers.list, params);
const complaints = (params: ListComplaintsParams) => withQuery(paths.main.complaints, params);

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
    minFillRate: 0.8,
    sortField: 'fillRate',
    sortOrder: 'desc',
  }),
  // The holders list has no "overdue" filter: its closest list is the active suppliers, the only
  // holders that can be overdue. The overdue ones themselves are named on the home page.
  activeHolders: withQuery<ListHoldersParams>(paths.main.holders.list, {
    supplierStatus: 'ACTIVE',
  }),
  holder: (id: string) => paths.main.holders.detail(id),
  // A tour has no planned date: "planned this week" is "created this week", newest first.
  tours: withQuery<ListToursParams>(paths.main.routing.list, {
    sortField: 'createdAt',
    sortOrder: 'desc',
  }),
  openComplaints: complaints({ status: 'OPEN' }),
  complaintsInProgress: complaints({ status: 'IN_PROGRESS' }),
};
