import * as z from 'zod/mini';
import type { Shipment, ShipmentCreate } from '@generated/model';
import { CreateShipmentBody } from '@generated/zod-mini/shipments/shipments.zod';
import {
  emptyFormOf,
  formFieldsOf,
  formValuesOf,
  type FormValuesOf,
} from '@/components/record/field-table';
import { formSchemaOf } from '@/components/record/form-schema';
import {
  contractMessages,
  noIssueOn,
  rangeMessage,
  ruleMessage,
  type FieldMessages,
} from '@/lib/contract-rule';
import { shipmentForm } from './fields';

/** What the inputs hold, as typed: numbers stay text until checked. */
export type ShipmentInput = FormValuesOf<typeof shipmentForm>;

export const shipmentFields = formFieldsOf(shipmentForm);

/**
 * The contract's create body over text inputs, plus what the contract cannot say: the net weight
 * is at most the gross weight (the server's rule, in its words). The buyer's certificate and the
 * depot's stock are the server's to check.
 */
export const shipmentSchema = formSchemaOf(shipmentForm, CreateShipmentBody.shape, {}).check(
  z.refine((shipment) => shipment.netWeightKg <= shipment.grossWeightKg, {
    path: ['netWeightKg'],
    message: 'validation.netOverGross',
    when: ({ issues }) => noIssueOn(issues, 'grossWeightKg', 'netWeightKg'),
  }),
) satisfies z.ZodMiniType<ShipmentCreate, ShipmentInput>;

/** The words of the rules a field breaks, beyond the common ones. */
export const shipmentMessages = contractMessages({
  relayDepotId: { empty: 'validation.shipmentDepot', any: 'validation.shipmentDepot' },
  buyerId: { empty: 'validation.buyer', any: 'validation.buyer' },
  grossWeightKg: ruleMessage('validation.shipmentWeight'),
  netWeightKg: ruleMessage('validation.shipmentWeight'),
  densityKgPerLitre: rangeMessage('validation.density'),
  moistureImpuritiesPercent: rangeMessage('validation.percent'),
  freeFattyAcidsPercent: rangeMessage('validation.percent'),
} satisfies Partial<Record<keyof ShipmentInput, FieldMessages>>);

const emptyShipment = emptyFormOf(shipmentForm);
const shipmentValuesOf = formValuesOf<Shipment, typeof shipmentForm>(shipmentForm);

/** A saved shipment as the form shows it, numbers written by `decimal`. */
export const shipmentInputOf = (
  shipment: Shipment | undefined,
  decimal: (value: number) => string,
): ShipmentInput => (shipment ? shipmentValuesOf(shipment, decimal) : emptyShipment);
