import type {
  CollectFrequencyType,
  Holder,
  HolderStatus,
  RelayDepotSummary,
  Tour,
  TourCreate,
  TourUpdate,
} from '@generated/model';
import {
  left,
  type CsvTable,
  type FormTable,
  type SummaryTable,
} from '@/components/record/field-table';
import { personName } from '@/lib/format';

/**
 * A tour's fields, once: how the form edits each property of the contract's bodies (the create
 * body, and what an update adds to it), how the summary and the CSV show each property of the
 * read model. Every property must be listed (the types are mapped over the generated ones), so
 * a property added to the contract does not compile until it is handled here, or said to be
 * left out.
 */

/** The form's assignment card and its stops; the summary shows the assignment's facts. */
export type TourFormSection = 'assignment' | 'stops';
export type TourSummarySection = 'assignment';

/** A record chosen in a picker: its id, and its name to show. */
export interface Picked {
  id: string;
  name: string;
}

/** The chosen depot: where the route starts and ends, so its position is kept. */
export interface PickedDepot extends Picked {
  lat: number;
  lng: number;
}

/**
 * A stop as the form shows it. A tour's own stops carry only a name and a position; a holder
 * just added from the zone's list also brings its number, status and collection frequency.
 */
export interface Stop {
  id: string;
  name: string;
  lat: number | null;
  lng: number | null;
  number?: string;
  city?: string;
  status?: HolderStatus;
  collectFrequencyType?: CollectFrequencyType;
  collectFrequencyNumber?: number;
}

export const depotOf = (depot: RelayDepotSummary): PickedDepot => ({
  id: depot.id,
  name: depot.name,
  lat: depot.lat,
  lng: depot.lng,
});

export const stopOfHolder = (holder: Holder): Stop => ({
  id: holder.id,
  name: holder.name,
  lat: holder.lat ?? null,
  lng: holder.lng ?? null,
  number: holder.number,
  city: holder.city,
  status: holder.status,
  collectFrequencyType: holder.collectFrequencyType,
  collectFrequencyNumber: holder.collectFrequencyNumber,
});

/** A tour's stops in visiting order. */
export const stopsOf = (tour: Tour): Stop[] =>
  [...tour.holders]
    .sort((a, b) => a.order - b.order)
    .map(({ id, name, lat, lng }) => ({ id, name, lat, lng }));

/**
 * The form, in the order shown. The picked records are held with their names (and the depot
 * with its position, for the map), the stops with theirs; the schema sends their ids.
 */
export const tourForm = {
  zoneId: {
    section: 'assignment',
    input: 'custom',
    empty: null,
    text: (tour): Picked | null => ({ id: tour.zone.id, name: tour.zone.name }),
    body: 'own rule',
  },
  relayDepotId: {
    section: 'assignment',
    input: 'custom',
    empty: null,
    text: (tour): PickedDepot | null => depotOf(tour.relayDepot),
    body: 'own rule',
  },
  subcontractorId: {
    section: 'assignment',
    input: 'custom',
    empty: null,
    text: (tour): Picked | null => ({
      id: tour.subcontractor.id,
      name: tour.subcontractor.companyName,
    }),
    body: 'own rule',
  },
  plannedDate: {
    section: 'assignment',
    // Optional in the contract for older clients; the form always asks for it.
    input: () => ({ kind: 'date', required: true }),
    text: (tour) => tour.plannedDate ?? '',
    body: (day) => day,
  },
  // An edit only: the create body has neither (the form says so on a new tour).
  assignedSubcontractorId: {
    section: 'assignment',
    input: 'custom',
    empty: null,
    text: ({ assignedSubcontractor: company }): Picked | null =>
      company ? { id: company.id, name: company.companyName } : null,
    body: 'own rule',
  },
  driverId: {
    section: 'assignment',
    input: 'custom',
    empty: null,
    text: ({ driver }): Picked | null =>
      driver ? { id: driver.id, name: personName(driver) } : null,
    body: 'own rule',
  },
  // The order shown is the visiting order.
  holders: {
    section: 'stops',
    input: 'custom',
    empty: [] as Stop[],
    text: stopsOf,
    body: 'own rule',
  },
} satisfies FormTable<'tours', Tour, TourCreate & TourUpdate, TourFormSection>;

/** The summary's facts, in the order shown; the stops and the map have cards of their own. */
export const tourSummary = {
  reference: {
    section: 'assignment',
    label: ({ t }) => t('detail.reference'),
    show: (tour) => tour.reference,
  },
  plannedDate: {
    section: 'assignment',
    show: (tour, { format }) => tour.plannedDate && format.weekday(tour.plannedDate),
  },
  zone: { section: 'assignment', show: (tour) => tour.zone.name },
  relayDepot: {
    section: 'assignment',
    show: ({ relayDepot }) => (
      <>
        {relayDepot.name} · {relayDepot.code}
      </>
    ),
  },
  subcontractor: { section: 'assignment', show: (tour) => tour.subcontractor.companyName },
  assignedSubcontractor: {
    section: 'assignment',
    show: (tour) => tour.assignedSubcontractor?.companyName,
  },
  driver: { section: 'assignment', show: (tour) => tour.driver && personName(tour.driver) },
  createdAt: {
    section: 'assignment',
    label: ({ t }) => t('detail.createdAt'),
    show: (tour, { format }) => format.moment(tour.createdAt),
  },
  holders: left('the stops card and the map'),
  updatedAt: left('the note under the cards'),
  zoneId: left("the zone's name"),
  relayDepotId: left("the depot's name"),
  subcontractorId: left("the company's name"),
  assignedSubcontractorId: left("the company's name"),
  driverId: left("the driver's name"),
  id: left('internal'),
} satisfies SummaryTable<'tours', Tour, TourSummarySection>;

/** The CSV export, column by column; headers are the list's `columns.*` words. */
export const tourCsv = {
  reference: { value: (tour) => tour.reference },
  plannedDate: { value: (tour) => tour.plannedDate ?? '' },
  zone: { value: (tour) => tour.zone.name },
  relayDepot: { value: (tour) => tour.relayDepot.name },
  subcontractor: { value: (tour) => tour.subcontractor.companyName },
  assignedSubcontractor: { value: (tour) => tour.assignedSubcontractor?.companyName ?? '' },
  driver: { value: (tour) => (tour.driver ? personName(tour.driver) : '') },
  holderCount: { value: (tour, { format }) => format.plain(tour.holders.length) },
  createdAt: { value: (tour, { format }) => format.moment(tour.createdAt) },
  updatedAt: { value: (tour, { format }) => format.moment(tour.updatedAt) },
  holders: {
    header: ({ t }) => t('stops.list'),
    value: (tour) =>
      stopsOf(tour)
        .map((stop) => stop.name)
        .join(' → '),
  },
  zoneId: left("the zone's name"),
  relayDepotId: left("the depot's name"),
  subcontractorId: left("the company's name"),
  assignedSubcontractorId: left("the company's name"),
  driverId: left("the driver's name"),
  id: left('internal'),
} satisfies CsvTable<'tours', Tour, 'holderCount'>;
