import { z } from 'zod';
import type { RelayDepot, RelayDepotCreate } from '@generated/model';
import { CreateRelayDepotBody } from '@generated/zod/relay-depots/relay-depots.zod';
import {
  emptyFormOf,
  formFieldsOf,
  formSchemaOf,
  formValuesOf,
  type FormValuesOf,
} from '@/components/record/field-table';
import { noIssueOn, numberInput } from '@/lib/contract-rule';
import { relayDepotForm } from './fields';

/** What the inputs hold, as typed (the field table's fields): numbers stay text until checked. */
export type RelayDepotInput = FormValuesOf<typeof relayDepotForm>;

export const relayDepotFields = formFieldsOf(relayDepotForm);

const body = CreateRelayDepotBody.shape;

/**
 * The contract's create body over text inputs, plus what the contract cannot say: the quantity
 * never exceeds the capacity. The quantity may be left out on create (the server stores 0); an
 * edit keeps showing it, so emptying it there is a mistake rather than "unchanged". Zones are
 * required of an area-limited user, as the server requires them (lib/access `depotNeedsZones`).
 */
export const relayDepotSchema = ({
  quantityRequired,
  zonesRequired = false,
}: {
  quantityRequired: boolean;
  /** An area-limited user keeps the depot in their area: it serves one of their zones. */
  zonesRequired?: boolean;
}) =>
  formSchemaOf(relayDepotForm, body, {
    quantity: numberInput(quantityRequired ? body.quantity.unwrap() : body.quantity),
    zoneIds: zonesRequired
      ? z.array(z.uuid()).min(1, 'validation.depotNeedsZone')
      : z.array(z.uuid()),
  }).refine((depot) => depot.quantity === undefined || depot.quantity <= depot.capacity, {
    path: ['quantity'],
    message: 'validation.quantityOverCapacity',
    // Checked as soon as both numbers are valid, whatever the other fields hold.
    when: ({ issues }) => noIssueOn(issues, 'capacity', 'quantity'),
  }) satisfies z.ZodType<RelayDepotCreate, RelayDepotInput>;

const rangeMessages: Record<string, string> = {
  capacity: 'validation.capacityPositive',
  quantity: 'validation.quantityNegative',
  lat: 'validation.lat',
  lng: 'validation.lng',
};

/**
 * Our messages for the contract's checks: `validation.*` keys of the common namespace. The
 * generated schema stays as generated; only its words change.
 */
export const relayDepotMessages: z.core.$ZodErrorMap = (issue) => {
  const field = String(issue.path?.[0] ?? '');
  const empty = issue.input === undefined || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      return empty ? 'validation.required' : 'validation.number';
    case 'too_small':
      return issue.origin === 'string' ? 'validation.required' : rangeMessages[field];
    case 'too_big':
      if (field === 'code') return 'validation.codeLength';
      if (field === 'email') return 'validation.emailLength';
      if (field === 'lat' || field === 'lng') return rangeMessages[field];
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooLarge';
    case 'invalid_format':
      if (empty) return 'validation.required';
      if (field === 'email') return 'validation.invalidEmail';
      if (field === 'phoneNumber') return 'validation.invalidPhone';
      return undefined;
    default:
      return undefined;
  }
};

const emptyDepot = emptyFormOf(relayDepotForm);
const depotValuesOf = formValuesOf<RelayDepot, typeof relayDepotForm>(relayDepotForm);

/** A saved depot as the form shows it, numbers written by `decimal` (the interface's mark). */
export const relayDepotInputOf = (
  depot: RelayDepot | undefined,
  decimal: (value: number) => string,
): RelayDepotInput => (depot ? depotValuesOf(depot, decimal) : emptyDepot);
