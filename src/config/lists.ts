import {
  getListComplaintsQueryKey,
  listComplaints,
  useListComplaints,
} from '@generated/api/complaints/complaints';
import {
  getGetHolderQueryKey,
  getHolder,
  getListHoldersQueryKey,
  listHolders,
  useListHolders,
} from '@generated/api/holders/holders';
import {
  getGetRelayDepotQueryKey,
  getListRelayDepotsQueryKey,
  getRelayDepot,
  listRelayDepots,
  useListRelayDepots,
} from '@generated/api/relay-depots/relay-depots';
import {
  getGetRemovalVoucherQueryKey,
  getListRemovalVouchersQueryKey,
  getRemovalVoucher,
  listRemovalVouchers,
  useListRemovalVouchers,
} from '@generated/api/removal-vouchers/removal-vouchers';
import {
  getGetSubcontractorQueryKey,
  getListSubcontractorsQueryKey,
  getSubcontractor,
  listSubcontractors,
  useListSubcontractors,
} from '@generated/api/subcontractors/subcontractors';
import {
  getBuyer,
  getGetBuyerQueryKey,
  getListBuyersQueryKey,
  listBuyers,
  useListBuyers,
} from '@generated/api/buyers/buyers';
import {
  getGetShipmentQueryKey,
  getListShipmentsQueryKey,
  getShipment,
  listShipments,
  useListShipments,
} from '@generated/api/shipments/shipments';
import {
  getGetTourQueryKey,
  getListToursQueryKey,
  getTour,
  listTours,
  useListTours,
} from '@generated/api/tours/tours';
import { getListUsersQueryKey, listUsers, useListUsers } from '@generated/api/users/users';
import {
  getListHistoryQueryKey,
  listHistory,
  useListHistory,
} from '@generated/api/history/history';
import {
  BuyerCertificateFilter,
  ComplaintStatus,
  DeclarationFilter,
  HistoryAction,
  HistoryRecordKind,
  HolderCategory,
  HolderStatus,
  ListBuyersSortField,
  ListComplaintsSortField,
  ListHoldersSortField,
  ListRelayDepotsSortField,
  ListRemovalVouchersSortField,
  ListShipmentsSortField,
  ListSubcontractorsSortField,
  ListToursSortField,
  ListUsersSortField,
  RemovalVoucherFlagKind,
  RemovalVoucherStatus,
  SectorCode,
  ShipmentStatus,
  SupplierStatus,
  UserRole,
  UserStatus,
} from '@generated/model';
import {
  areaFilters,
  atLeast,
  dayRange,
  defineList,
  flag,
  oneOf,
  uuid,
  type FilterKeyOf,
} from '@/components/data-table/list-params';
import { userReach, assignableRoles, mayCreateSubcontractor } from '@/lib/access/policy';
import { modules } from './modules';

// Every list of the contract, declared once for its module: its generated calls, the sort fields
// and filters its URL may hold (named as the contract's query parameters, each with its kind: an
// enum's values, an id, a range of days, a flag, a minimum), its default sort, and its read and
// create rules where the resource's right is not enough. The screens and their filter bars, the
// history cards, the prefetch of a first visit, the URL-rules test and the fake backend of the
// screen tests and stories (mocks/list-handler.ts) read them.

export const holderList = defineList(modules.holders, {
  api: { useList: useListHolders, fetch: listHolders, key: getListHoldersQueryKey },
  record: { fetch: (id) => getHolder(id), key: getGetHolderQueryKey },
  sortFields: ListHoldersSortField,
  filters: {
    status: oneOf(HolderStatus),
    supplierStatus: oneOf(SupplierStatus),
    category: oneOf(HolderCategory),
    sectorCode: oneOf(SectorCode),
    overdue: flag,
    neverCollected: flag,
    declaration: oneOf(DeclarationFilter),
    ...areaFilters,
  },
});

export const tourList = defineList(modules.tours, {
  api: { useList: useListTours, fetch: listTours, key: getListToursQueryKey },
  record: { fetch: (id) => getTour(id), key: getGetTourQueryKey },
  sortFields: ListToursSortField,
  filters: {
    ...areaFilters,
    subcontractorId: uuid,
    relayDepotId: uuid,
    holderId: uuid,
    ...dayRange('plannedDate'),
  },
  // The newest (or next) planned date comes first unless the user sorts otherwise.
  defaultSort: { sortField: 'plannedDate', sortOrder: 'desc' },
});

export const removalVoucherList = defineList(modules.removalVouchers, {
  api: {
    useList: useListRemovalVouchers,
    fetch: listRemovalVouchers,
    key: getListRemovalVouchersQueryKey,
  },
  record: { fetch: (id) => getRemovalVoucher(id), key: getGetRemovalVoucherQueryKey },
  sortFields: ListRemovalVouchersSortField,
  filters: {
    status: oneOf(RemovalVoucherStatus),
    ...dayRange('removalDate'),
    holderId: uuid,
    subcontractorId: uuid,
    // Pickups that do not add up: any flag, or one kind.
    flagged: flag,
    flag: oneOf(RemovalVoucherFlagKind),
  },
  // The newest pickups come first unless the user sorts otherwise.
  defaultSort: { sortField: 'removalDate', sortOrder: 'desc' },
});

export const relayDepotList = defineList(modules.relayDepots, {
  api: { useList: useListRelayDepots, fetch: listRelayDepots, key: getListRelayDepotsQueryKey },
  record: { fetch: (id) => getRelayDepot(id), key: getGetRelayDepotQueryKey },
  sortFields: ListRelayDepotsSortField,
  filters: { ...areaFilters, ...atLeast('fillRate', 0, 1) },
});

export const subcontractorList = defineList(modules.subcontractors, {
  api: {
    useList: useListSubcontractors,
    fetch: listSubcontractors,
    key: getListSubcontractorsQueryKey,
  },
  record: { fetch: (id) => getSubcontractor(id), key: getGetSubcontractorQueryKey },
  sortFields: ListSubcontractorsSortField,
  filters: { ...areaFilters, relayDepotId: uuid },
  // The company's account comes with it: the account rules of role management apply too.
  mayCreate: mayCreateSubcontractor,
});

export const shipmentList = defineList(modules.shipments, {
  api: { useList: useListShipments, fetch: listShipments, key: getListShipmentsQueryKey },
  record: { fetch: (id) => getShipment(id), key: getGetShipmentQueryKey },
  sortFields: ListShipmentsSortField,
  filters: {
    status: oneOf(ShipmentStatus),
    buyerId: uuid,
    relayDepotId: uuid,
    ...dayRange('dispatchDate'),
  },
  // The latest (or next) dispatch first unless the user sorts otherwise.
  defaultSort: { sortField: 'dispatchDate', sortOrder: 'desc' },
});

export const buyerList = defineList(modules.buyers, {
  api: { useList: useListBuyers, fetch: listBuyers, key: getListBuyersQueryKey },
  record: { fetch: (id) => getBuyer(id), key: getGetBuyerQueryKey },
  sortFields: ListBuyersSortField,
  filters: { certificate: oneOf(BuyerCertificateFilter) },
});

export const userList = defineList(modules.users, {
  api: { useList: useListUsers, fetch: listUsers, key: getListUsersQueryKey },
  sortFields: ListUsersSortField,
  filters: { role: oneOf(UserRole), status: oneOf(UserStatus) },
  // With `users` every account of the area, with `driver` only the drivers (the server's rule).
  mayRead: (caller) => userReach(caller, 'READ') !== 'none',
  mayCreate: (caller) => assignableRoles(caller, 'CREATE').length > 0,
});

export const complaintList = defineList(modules.complaints, {
  api: { useList: useListComplaints, fetch: listComplaints, key: getListComplaintsQueryKey },
  sortFields: ListComplaintsSortField,
  filters: { status: oneOf(ComplaintStatus), holderId: uuid },
  // Newest first unless the URL says otherwise: the latest complaints are the ones to act on.
  defaultSort: { sortField: 'createdAt', sortOrder: 'desc' },
});

export const historyList = defineList(modules.history, {
  api: { useList: useListHistory, fetch: listHistory, key: getListHistoryQueryKey },
  // Newest first, the server's one order; no search.
  sortFields: {},
  search: false,
  defaultSort: { sortField: 'at', sortOrder: 'desc' },
  filters: {
    actorId: uuid,
    recordKind: oneOf(HistoryRecordKind),
    action: oneOf(HistoryAction),
    ...dayRange('at', 'from', 'to'),
  },
});

/** The lists in the menu's order, for what serves each of them (the prefetch of a first visit). */
export const lists = [
  holderList,
  tourList,
  removalVoucherList,
  relayDepotList,
  subcontractorList,
  shipmentList,
  buyerList,
  userList,
  complaintList,
  historyList,
] as const;

export type HolderFilterKey = FilterKeyOf<typeof holderList>;
export type TourFilterKey = FilterKeyOf<typeof tourList>;
export type RemovalVoucherFilterKey = FilterKeyOf<typeof removalVoucherList>;
export type RelayDepotFilterKey = FilterKeyOf<typeof relayDepotList>;
export type SubcontractorFilterKey = FilterKeyOf<typeof subcontractorList>;
export type ShipmentFilterKey = FilterKeyOf<typeof shipmentList>;
export type BuyerFilterKey = FilterKeyOf<typeof buyerList>;
export type UserFilterKey = FilterKeyOf<typeof userList>;
export type ComplaintFilterKey = FilterKeyOf<typeof complaintList>;
export type HistoryFilterKey = FilterKeyOf<typeof historyList>;
