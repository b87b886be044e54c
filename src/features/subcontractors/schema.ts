import * as z from 'zod/mini';
import type { Subcontractor, SubcontractorCreate } from '@generated/model';
import { CreateSubcontractorBody } from '@generated/zod-mini/subcontractors/subcontractors.zod';
import {
  emptyFormOf,
  formFieldsOf,
  formValuesOf,
  type FormValuesOf,
} from '@/components/record/field-table';
import { formSchemaOf } from '@/components/record/form-schema';
import { contractMessages, noIssueOn, numberInput, type FieldMessages } from '@/lib/contract-rule';
import { toNumber } from '@/lib/contract-values';
import { subcontractorForm } from './fields';

/** What the inputs hold, as typed (the field table's fields): numbers and dates stay text. */
export type SubcontractorInput = FormValuesOf<typeof subcontractorForm>;

export type SubcontractorField = Exclude<keyof SubcontractorInput, 'vehicleCapacities'>;

/** The fields a server issue may name, to show its message on the field. */
export const subcontractorFields = formFieldsOf(subcontractorForm);

const wholeOrMissing = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) || Number.isInteger(value);

const body = CreateSubcontractorBody.shape;

/**
 * The contract's create body over text inputs (the role is not part of it: the server makes the
 * account a SUBCONTRACTOR), plus what the contract cannot say: an e-mail or a phone number at
 * least, no more vehicle capacities than vehicles, a contract that ends after it starts.
 */
export const subcontractorSchema = formSchemaOf(subcontractorForm, body, {
  // Checked before the contract's integer rule, whose failure would stop the rules below.
  fleetSize: z.pipe(
    z
      .pipe(z.string(), z.transform(toNumber))
      .check(z.refine(wholeOrMissing, 'validation.fleetSizeInteger')),
    body.fleetSize,
  ),
  vehicleCapacities: z.pipe(
    z.array(z.object({ value: numberInput(body.vehicleCapacities.def.element) })),
    z.transform((vehicles: { value: number }[]) => vehicles.map((vehicle) => vehicle.value)),
  ),
}).check(
  z.refine((s) => s.email !== '' || s.phoneNumber !== '', {
    path: ['email'],
    message: 'validation.emailOrPhone',
    // Also when another field is wrong, so that every problem shows at once.
    when: ({ issues }) => noIssueOn(issues, 'email', 'phoneNumber'),
  }),
  z.refine((s) => s.vehicleCapacities.length <= s.fleetSize, {
    path: ['vehicleCapacities'],
    message: 'validation.vehicleCapacities',
    when: ({ issues }) => noIssueOn(issues, 'fleetSize', 'vehicleCapacities'),
  }),
  z.refine((s) => s.contractEndDate > s.contractStartDate, {
    path: ['contractEndDate'],
    message: 'validation.contractDates',
    when: ({ issues }) => noIssueOn(issues, 'contractStartDate', 'contractEndDate'),
  }),
) satisfies z.ZodMiniType<SubcontractorCreate, SubcontractorInput>;

/** The words of the rules a field breaks, beyond the common ones. */
export const subcontractorMessages = contractMessages({
  zoneId: { any: 'validation.zone' },
  relayDepotId: { any: 'validation.relayDepot' },
  collectionCapacity: { tooSmall: 'validation.collectionCapacityPositive' },
  assignedTankCapacity: { tooSmall: 'validation.tankCapacityPositive' },
  fleetSize: { tooSmall: 'validation.fleetSizeNegative', type: 'validation.fleetSizeInteger' },
  vehicleCapacities: { tooSmall: 'validation.vehicleCapacityPositive' },
  cin: { tooBig: 'validation.cinLength' },
  companyName: { tooBig: 'validation.companyNameLength' },
  email: { tooBig: 'validation.emailLength', format: 'validation.invalidEmail' },
  phoneNumber: { format: 'validation.invalidPhone' },
  contractStartDate: { format: 'validation.date' },
  contractEndDate: { format: 'validation.date' },
} satisfies Partial<Record<keyof SubcontractorInput, FieldMessages>>);

const emptySubcontractor = emptyFormOf(subcontractorForm);
const subcontractorValuesOf = formValuesOf<Subcontractor, typeof subcontractorForm>(
  subcontractorForm,
);

/** A saved company as the form shows it, numbers written by `decimal` (the interface's mark). */
export const subcontractorInputOf = (
  s: Subcontractor | undefined,
  decimal: (value: number) => string,
): SubcontractorInput => (s ? subcontractorValuesOf(s, decimal) : emptySubcontractor);
