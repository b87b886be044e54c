import type {
  Buyer,
  Complaint,
  HistoryEntry,
  Holder,
  HolderSummary,
  RelayDepot,
  RemovalVoucher,
  Shipment,
  Subcontractor,
  Tour,
  User,
} from '@generated/model';
import {
  buyerList,
  complaintList,
  historyList,
  holderList,
  relayDepotList,
  subcontractorList,
  tourList,
  userList,
  removalVoucherList,
  shipmentList,
} from '@/config/lists';
import { fakeList } from './list-handler';

// How the fake backend reads each list's records where the declaration does not say it: the
// search's texts, the fields whose record shape differs from the filter, the default sort. A new
// filter on a field of its own name needs nothing here.

/** A holder, or the summary of one that a picker lists. */
type HolderLike = HolderSummary & Partial<Pick<Holder, 'delegation'>>;

export const fakeLists = {
  buyers: fakeList<Buyer>(buyerList, {
    search: (b) => [b.name, b.country, b.address, b.certificateNumber],
    fields: {
      certificate: (b) => {
        const today = new Date().toISOString().slice(0, 10);
        return b.certificateValidFrom <= today && b.certificateValidUntil >= today
          ? 'VALID'
          : 'EXPIRED';
      },
    },
    sortField: 'name',
  }),
  shipments: fakeList<Shipment>(shipmentList, {
    search: (s) => [
      s.contractNumber,
      s.vehicleNumber,
      s.transportDocumentNumber,
      s.declarationNumber,
      s.buyer.name,
    ],
    sortField: 'dispatchDate',
  }),
  holders: fakeList<HolderLike>(holderList, {
    search: (h) => [h.name, h.number, h.city],
    fields: {
      regionId: (h) => h.delegation?.zone?.regionId,
      zoneId: (h) => h.delegation?.zoneId,
    },
    sortField: 'name',
  }),
  relayDepots: fakeList<RelayDepot>(relayDepotList, {
    search: (d) => [d.code, d.name, d.address, d.email],
    fields: {
      regionId: (d) => d.zones.map((z) => z.regionId),
      zoneId: (d) => d.zones.map((z) => z.id),
      fillRate: (d) => d.quantity / d.capacity,
    },
    sortField: 'name',
  }),
  subcontractors: fakeList<Subcontractor>(subcontractorList, {
    search: (s) => [
      s.companyName,
      s.user.firstName,
      s.user.lastName,
      s.user.email,
      s.user.phoneNumber,
    ],
    fields: { regionId: (s) => s.zone.regionId },
    sortField: 'companyName',
  }),
  tours: fakeList<Tour>(tourList, {
    search: (t) => [t.reference, t.zone.name, t.relayDepot.name, t.subcontractor.companyName],
    fields: {
      regionId: (t) => t.zone.regionId,
      // The company that holds the tour, or the one it is handed to.
      subcontractorId: (t) => [t.subcontractorId, t.assignedSubcontractorId],
      holderId: (t) => t.holders.map((h) => h.id),
      holderCount: (t) => t.holders.length,
    },
    sortField: 'plannedDate',
  }),
  removalVouchers: fakeList<RemovalVoucher>(removalVoucherList, {
    search: (v) => [v.number, v.holder?.name, v.holder?.number],
    fields: {
      flagged: (v) => v.flags.length > 0,
      flag: (v) => v.flags.map((f) => f.kind),
    },
    sortField: 'removalDate',
  }),
  users: fakeList<User>(userList, {
    search: (u) => [u.firstName, u.lastName, u.email, u.phoneNumber, u.cin],
    sortField: 'lastName',
  }),
  complaints: fakeList<Complaint>(complaintList, {
    search: (c) => [c.subject, c.description, c.holder?.name],
    sortField: 'createdAt',
  }),
  history: fakeList<HistoryEntry>(historyList, {
    search: (e) => [e.recordLabel],
    fields: { actorId: (e) => e.actor?.id },
    sortField: 'at',
  }),
};
