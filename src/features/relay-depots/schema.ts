import { z } from 'zod';
import type { RelayDepot, RelayDepotCreate } from '@generated/model';
import { CreateRelayDepotBody } from '@generated/zod/relay-depots/relay-depots.zod';
import { noIssueOn, numberInput, textInput } from '@/lib/contract-rule';

/** What the inputs hold, as typed: numbers stay text until they are checked. */
export interface RelayDepotInput {
  code: string;
  name: string;
  capacity: string;
  quantity: string;
  address: string;
  lat: string;
  lng: string;
  email: string;
  phoneNumber: string;
  zoneIds: string[];
}

export const relayDepotFields = [
  'code',
  'name',
  'capacity',
  'quantity',
  'address',
  'lat',
  'lng',
  'email',
  'phoneNumber',
  'zoneIds',
] as const satisfies readonly (keyof RelayDepotInput)[];

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
  z
    .object({
      code: textInput(body.code),
      name: textInput(body.name),
      capacity: numberInput(body.capacity),
      quantity: numberInput(quantityRequired ? body.quantity.unwrap() : body.quantity),
      address: textInput(body.address),
      lat: numberInput(body.lat),
      lng: numberInput(body.lng),
      email: textInput(body.email),
      phoneNumber: textInput(body.phoneNumber),
      zoneIds: zonesRequired
        ? z.array(z.uuid()).min(1, 'validation.depotNeedsZone')
        : z.array(z.uuid()),
    })
    .refine((depot) => depot.quantity === undefined || depot.quantity <= depot.capacity, {
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

/** A saved depot as the form shows it, numbers written by `decimal` (the interface's mark). */
export const relayDepotInputOf = (
  depot: RelayDepot | undefined,
  decimal: (value: number) => string,
): RelayDepotInput => ({
  code: depot?.code ?? '',
  name: depot?.name ?? '',
  capacity: depot ? decimal(depot.capacity) : '',
  quantity: depot ? decimal(depot.quantity) : '',
  address: depot?.address ?? '',
  lat: depot ? decimal(depot.lat) : '',
  lng: depot ? decimal(depot.lng) : '',
  email: depot?.email ?? '',
  phoneNumber: depot?.phoneNumber ?? '',
  zoneIds: depot?.zones.map((zone) => zone.id) ?? [],
});
