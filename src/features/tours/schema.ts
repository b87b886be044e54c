import * as z from 'zod/mini';
import type { Tour } from '@generated/model';
import { CreateTourBody, UpdateTourBody } from '@generated/zod-mini/tours/tours.zod';
import {
  emptyFormOf,
  formFieldsOf,
  formValuesOf,
  type FormValuesOf,
} from '@/components/record/field-table';
import { formSchemaOf } from '@/components/record/form-schema';
import { contractMessages, type FieldMessages } from '@/lib/contract-rule';
import { tourForm, type Stop } from './fields';

/** What the form holds (the field table's fields): picked records, the day, the stops. */
export type TourInput = FormValuesOf<typeof tourForm>;

/** The form's fields, named as the contract's (a server's 400 names these). */
export const tourFields = formFieldsOf(tourForm);

const create = CreateTourBody.shape;
const update = UpdateTourBody.shape;
/** What the form sends: the create body with its day, and what an update adds to it. */
const body = {
  ...create,
  // Optional in the contract for older clients; the form always asks for it.
  plannedDate: create.plannedDate.def.innerType,
  assignedSubcontractorId: z.nullable(update.assignedSubcontractorId.def.innerType.def.innerType),
  driverId: z.nullable(update.driverId.def.innerType.def.innerType),
};

const record = { id: z.string(), name: z.string() };
/** A required choice: its id, checked by the contract's rule; nothing picked is "required". */
const picked = (id: z.ZodMiniType<string, string>, shape: z.core.$ZodShape = record) =>
  z.pipe(
    z.pipe(
      z.object(shape),
      z.transform((value: { id?: unknown }) => value.id as string),
    ),
    id,
  );
/** An optional choice: its id, or null. */
const optionalPicked = (id: z.ZodMiniType<string | null, string | null>) =>
  z.pipe(
    z.pipe(
      z.nullable(z.object(record)),
      z.transform((value: { id: string; name: string } | null) => value?.id ?? null),
    ),
    id,
  );
// Stops come from the zone's list or the tour itself, never typed: only their presence is checked.
const stop = z.custom<Stop>(
  (value) => typeof value === 'object' && value !== null && 'id' in value,
);

/**
 * The form's rules: a zone, a depot and a subcontractor chosen, a day, and the spec's "at least
 * one holder"; the ids the form sends are checked by the contract's own bodies (ids are uuids),
 * so that the form can never send what the server would refuse by schema.
 */
export const tourSchema = formSchemaOf(tourForm, body, {
  zoneId: picked(body.zoneId),
  relayDepotId: picked(body.relayDepotId, { ...record, lat: z.number(), lng: z.number() }),
  subcontractorId: picked(body.subcontractorId),
  assignedSubcontractorId: optionalPicked(body.assignedSubcontractorId),
  driverId: optionalPicked(body.driverId),
  holders: z.pipe(
    z.pipe(
      z.array(stop),
      z.transform((stops: Stop[]) => stops.map((s) => s.id)),
    ),
    body.holders,
  ),
});

/** What a valid form gives: the contract's create body, and what an update adds to it. */
export type TourValues = z.output<typeof tourSchema>;

/** The words of the rules a field breaks, beyond the common ones. */
export const tourMessages = contractMessages({
  holders: { tooSmall: 'validation.atLeastOneHolder' },
} satisfies Partial<Record<keyof TourInput, FieldMessages>>);

const emptyTour = emptyFormOf(tourForm);
const tourValuesOf = formValuesOf<Tour, typeof tourForm>(tourForm);

/** A saved tour as the form shows it; nothing chosen for a new one. */
export const tourInputOf = (tour?: Tour): TourInput =>
  tour ? tourValuesOf(tour, String) : emptyTour;
