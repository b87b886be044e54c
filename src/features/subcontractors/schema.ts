import { z } from 'zod';
import type { Subcontractor, SubcontractorCreate } from '@generated/model';
import { CreateSubcontractorBody } from '@generated/zod/subcontractors/subcontractors.zod';
import {
  contractMessages,
  noIssueOn,
  numberInput,
  phoneInput,
  textInput,
  toNumber,
  type FieldMessages,
} from '@/lib/contract-rule';

/** What the inputs hold, as typed: numbers and dates stay text until they are checked. */
export interface SubcontractorInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  cin: string;
  companyName: string;
  contractStartDate: string;
  contractEndDate: string;
  zoneId: string;
  relayDepotId: string;
  managerSubcontractorId: string;
  collectionCapacity: string;
  assignedTankCapacity: string;
  fleetSize: string;
  /** One entry per vehicle; objects, as react-hook-form's field arrays want them. */
  vehicleCapacities: { value: string }[];
}

export type SubcontractorField = Exclude<keyof SubcontractorInput, 'vehicleCapacities'>;

/** The fields a server issue may name, to show its message on the field. */
export const subcontractorFields = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'cin',
  'companyName',
  'contractStartDate',
  'contractEndDate',
  'zoneId',
  'relayDepotId',
  'managerSubcontractorId',
  'collectionCapacity',
  'assignedTankCapacity',
  'fleetSize',
  'vehicleCapacities',
] as const satisfies readonly (keyof SubcontractorInput)[];

// Contract dates are days; the contract wants date-times, so a day is its midnight UTC.
const toDateTime = (day: string) => (day === '' ? undefined : `${day}T00:00:00.000Z`);

const wholeOrMissing = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) || Number.isInteger(value);

const body = CreateSubcontractorBody.shape;
const date = <T extends z.ZodType<unknown, string | undefined>>(schema: T) =>
  z.string().transform(toDateTime).pipe(schema);

/**
 * The contract's create body over text inputs (the role is not part of it: the server makes the
 * account a SUBCONTRACTOR), plus what the contract cannot say: an e-mail or a phone number at
 * least, no more vehicle capacities than vehicles, a contract that ends after it starts.
 */
export const subcontractorSchema = z
  .object({
    firstName: textInput(body.firstName),
    lastName: textInput(body.lastName),
    // Empty means absent (spec section 5): sent as '', which the contract allows.
    email: textInput(body.email.unwrap()),
    phoneNumber: phoneInput().pipe(body.phoneNumber.unwrap()),
    cin: textInput(body.cin),
    companyName: textInput(body.companyName),
    contractStartDate: date(body.contractStartDate),
    contractEndDate: date(body.contractEndDate),
    zoneId: z.string().pipe(body.zoneId),
    relayDepotId: z.string().pipe(body.relayDepotId),
    managerSubcontractorId: z
      .string()
      .transform((id) => id || null)
      .pipe(body.managerSubcontractorId.unwrap()),
    collectionCapacity: numberInput(body.collectionCapacity),
    assignedTankCapacity: numberInput(body.assignedTankCapacity),
    // Checked before the contract's integer rule, whose failure would stop the rules below.
    fleetSize: z
      .string()
      .transform(toNumber)
      .refine(wholeOrMissing, 'validation.fleetSizeInteger')
      .pipe(body.fleetSize),
    vehicleCapacities: z
      .array(z.object({ value: numberInput(body.vehicleCapacities.element) }))
      .transform((vehicles) => vehicles.map((vehicle) => vehicle.value)),
  })
  .refine((s) => s.email !== '' || s.phoneNumber !== '', {
    path: ['email'],
    message: 'validation.emailOrPhone',
    // Also when another field is wrong, so that every problem shows at once.
    when: ({ issues }) => noIssueOn(issues, 'email', 'phoneNumber'),
  })
  .refine((s) => s.vehicleCapacities.length <= s.fleetSize, {
    path: ['vehicleCapacities'],
    message: 'validation.vehicleCapacities',
    when: ({ issues }) => noIssueOn(issues, 'fleetSize', 'vehicleCapacities'),
  })
  .refine((s) => s.contractEndDate > s.contractStartDate, {
    path: ['contractEndDate'],
    message: 'validation.contractDates',
    when: ({ issues }) => noIssueOn(issues, 'contractStartDate', 'contractEndDate'),
  }) satisfies z.ZodType<SubcontractorCreate, SubcontractorInput>;

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

// The date part as the server stored it: contract dates are days, kept as midnight UTC.
const dayOf = (dateTime: string) => dateTime.slice(0, 10);

/** A saved company as the form shows it, numbers written by `decimal` (the interface's mark). */
export const subcontractorInputOf = (
  s: Subcontractor | undefined,
  decimal: (value: number) => string,
): SubcontractorInput => ({
  firstName: s?.user.firstName ?? '',
  lastName: s?.user.lastName ?? '',
  email: s?.user.email ?? '',
  phoneNumber: s?.user.phoneNumber ?? '',
  cin: s?.user.cin ?? '',
  companyName: s?.companyName ?? '',
  contractStartDate: s ? dayOf(s.contractStartDate) : '',
  contractEndDate: s ? dayOf(s.contractEndDate) : '',
  zoneId: s?.zoneId ?? '',
  relayDepotId: s?.relayDepotId ?? '',
  managerSubcontractorId: s?.managerSubcontractorId ?? '',
  collectionCapacity: s ? decimal(s.collectionCapacity) : '',
  assignedTankCapacity: s ? decimal(s.assignedTankCapacity) : '',
  fleetSize: s ? String(s.fleetSize) : '',
  vehicleCapacities: s?.vehicleCapacities.map((value) => ({ value: decimal(value) })) ?? [],
});
