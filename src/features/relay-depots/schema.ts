import * as z from 'zod/mini';
import type { RelayDepot, RelayDepotCreate } from '@generated/model';
import { CreateRelayDepotBody } from '@generated/zod-mini/relay-depots/relay-depots.zod';
import {
  emptyFormOf,
  formFieldsOf,
  formValuesOf,
  type FormValuesOf,
} from '@/components/record/field-table';
import { formSchemaOf } from '@/components/record/form-schema';
import { contractMessages, noIssueOn, numberInput, type FieldMessages } from '@/lib/contract-rule';
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
    quantity: numberInput(quantityRequired ? body.quantity.def.innerType : body.quantity),
    zoneIds: zonesRequired
      ? z.array(z.uuid()).check(z.minLength(1, 'validation.depotNeedsZone'))
      : z.array(z.uuid()),
  }).check(
    z.refine((depot) => depot.quantity === undefined || depot.quantity <= depot.capacity, {
      path: ['quantity'],
      message: 'validation.quantityOverCapacity',
      // Checked as soon as both numbers are valid, whatever the other fields hold.
      when: ({ issues }) => noIssueOn(issues, 'capacity', 'quantity'),
    }),
  ) satisfies z.ZodMiniType<RelayDepotCreate, RelayDepotInput>;

/** The words of the rules a field breaks, beyond the common ones. */
export const relayDepotMessages = contractMessages({
  code: { tooBig: 'validation.codeLength' },
  capacity: { tooSmall: 'validation.capacityPositive' },
  quantity: { tooSmall: 'validation.quantityNegative' },
  lat: { tooSmall: 'validation.lat', tooBig: 'validation.lat' },
  lng: { tooSmall: 'validation.lng', tooBig: 'validation.lng' },
  email: { tooBig: 'validation.emailLength', format: 'validation.invalidEmail' },
  phoneNumber: { format: 'validation.invalidPhone' },
} satisfies Partial<Record<keyof RelayDepotInput, FieldMessages>>);

const emptyDepot = emptyFormOf(relayDepotForm);
const depotValuesOf = formValuesOf<RelayDepot, typeof relayDepotForm>(relayDepotForm);

/** A saved depot as the form shows it, numbers written by `decimal` (the interface's mark). */
export const relayDepotInputOf = (
  depot: RelayDepot | undefined,
  decimal: (value: number) => string,
): RelayDepotInput => (depot ? depotValuesOf(depot, decimal) : emptyDepot);
