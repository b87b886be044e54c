import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  HolderSummary,
  RelayDepotSummary,
  SubcontractorSummary,
  UserSummary,
  ZoneSummary,
} from '@generated/model';
import { holders, relayDepots, users, zones } from '../db/schema';
import type { SummaryColumns } from './complete';

// The columns of a record that another one shows beside its id (a tour's zone and depot, a
// voucher's holder and companies, a complaint's author): one selection each, for every answer,
// naming each property of the contract's summary.

export const zoneSummary = {
  id: zones.id,
  name: zones.name,
  regionId: zones.regionId,
} satisfies SummaryColumns<ZoneSummary>;

export const depotSummary = {
  id: relayDepots.id,
  code: relayDepots.code,
  name: relayDepots.name,
  lat: relayDepots.lat,
  lng: relayDepots.lng,
} satisfies SummaryColumns<RelayDepotSummary>;

export const holderSummary = {
  id: holders.id,
  name: holders.name,
  number: holders.number,
  city: holders.city,
} satisfies SummaryColumns<HolderSummary>;

/** A company: the subcontractors table or an alias of it (a tour's assigned company). */
export const companySummary = <T extends { id: AnyPgColumn; companyName: AnyPgColumn }>(
  company: T,
): Pick<T, 'id' | 'companyName'> =>
  ({
    id: company.id,
    companyName: company.companyName,
  }) satisfies SummaryColumns<SubcontractorSummary>;

/** A person: a complaint's author, a tour's driver. */
export const personSummary = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
} satisfies SummaryColumns<UserSummary>;
