import { z } from 'zod';
import type {
  CollectFrequencyType,
  Holder,
  HolderStatus,
  RelayDepotSummary,
  Tour,
} from '@generated/model';
import { CreateTourBody, UpdateTourBody } from '@generated/zod/tours/tours.zod';
import { personName } from '@/lib/format';

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

/** What the form holds. The assigned subcontractor and the driver exist only on an edit. */
export interface TourInput {
  zone: Picked | null;
  relayDepot: PickedDepot | null;
  subcontractor: Picked | null;
  assignedSubcontractor: Picked | null;
  driver: Picked | null;
  /** `YYYY-MM-DD`, empty until chosen. */
  plannedDate: string;
  stops: Stop[];
}

/** What a valid form gives: the contract's create body, and what an update adds to it. */
export interface TourValues {
  zoneId: string;
  relayDepotId: string;
  subcontractorId: string;
  plannedDate: string;
  holders: string[];
  assignedSubcontractorId: string | null;
  driverId: string | null;
}

const picked = z
  .object({ id: z.string(), name: z.string() })
  .nullable()
  .refine((value) => value !== null, { message: 'validation.required' });
const pickedDepot = z
  .object({ id: z.string(), name: z.string(), lat: z.number(), lng: z.number() })
  .nullable()
  .refine((value) => value !== null, { message: 'validation.required' });
const optionalPicked = z.object({ id: z.string(), name: z.string() }).nullable();
// Stops come from the zone's list or the tour itself, never typed: only their presence is checked.
const stop = z.custom<Stop>(
  (value) => typeof value === 'object' && value !== null && 'id' in value,
);

/**
 * The form's rules: a zone, a depot and a subcontractor chosen, and the spec's "at least one
 * holder". What it gives is then checked against the contract's own bodies (ids are uuids,
 * holders unique), so that the form can never send what the server would refuse by schema.
 */
export const tourSchema = z
  .object({
    zone: picked,
    relayDepot: pickedDepot,
    subcontractor: picked,
    assignedSubcontractor: optionalPicked,
    driver: optionalPicked,
    // Optional in the contract for older clients; the form always asks for it.
    plannedDate: z.string().min(1, { message: 'validation.required' }),
    stops: z.array(stop).min(1, { message: 'validation.atLeastOneHolder' }),
  })
  .transform((input): TourValues => ({
    zoneId: input.zone.id,
    relayDepotId: input.relayDepot.id,
    subcontractorId: input.subcontractor.id,
    plannedDate: input.plannedDate,
    // The order shown is the visiting order.
    holders: input.stops.map((s) => s.id),
    assignedSubcontractorId: input.assignedSubcontractor?.id ?? null,
    driverId: input.driver?.id ?? null,
  }))
  .pipe(
    CreateTourBody.extend({
      plannedDate: CreateTourBody.shape.plannedDate.unwrap(),
      assignedSubcontractorId: UpdateTourBody.shape.assignedSubcontractorId
        .unwrap()
        .unwrap()
        .nullable(),
      driverId: UpdateTourBody.shape.driverId.unwrap().unwrap().nullable(),
    }),
  ) satisfies z.ZodType<TourValues, unknown>;

/** The form's fields, by the name the contract gives them (a server's 400 names these). */
export const fieldOfContract = {
  zoneId: 'zone',
  relayDepotId: 'relayDepot',
  subcontractorId: 'subcontractor',
  assignedSubcontractorId: 'assignedSubcontractor',
  driverId: 'driver',
  plannedDate: 'plannedDate',
  holders: 'stops',
} as const satisfies Record<keyof TourValues, keyof TourInput>;

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

/** A saved tour as the form shows it; nothing chosen for a new one. */
export const tourInputOf = (tour?: Tour): TourInput => ({
  zone: tour ? { id: tour.zone.id, name: tour.zone.name } : null,
  relayDepot: tour ? depotOf(tour.relayDepot) : null,
  subcontractor: tour ? { id: tour.subcontractor.id, name: tour.subcontractor.companyName } : null,
  assignedSubcontractor: tour?.assignedSubcontractor
    ? { id: tour.assignedSubcontractor.id, name: tour.assignedSubcontractor.companyName }
    : null,
  driver: tour?.driver ? { id: tour.driver.id, name: personName(tour.driver) } : null,
  plannedDate: tour?.plannedDate ?? '',
  stops: [...(tour?.holders ?? [])]
    .sort((a, b) => a.order - b.order)
    .map(({ id, name, lat, lng }) => ({ id, name, lat, lng })),
});
