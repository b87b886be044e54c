import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Holder, HolderCreate } from '@generated/model';
import { CreateHolderBody, UpdateHolderBody } from '@generated/zod/holders/holders.zod';

import {
  emptyFormOf,
  formFieldsOf,
  formSchemaOf,
  formValuesOf,
  type FormValuesOf,
} from '@/components/record/field-table';
import { holderForm } from './fields';

/**
 * What the form holds (the field table's fields): inputs give text, so numbers, dates and
 * choices are text until the contract's own schema checks them.
 */
export type HolderFormValues = FormValuesOf<typeof holderForm>;
export type HolderField = keyof HolderFormValues;

export const emptyHolderForm = emptyFormOf(holderForm);
export const holderFields = formFieldsOf(holderForm);

/** A saved holder as the form shows it, decimals written by `decimal` (the interface's mark). */
export const holderFormValuesOf = formValuesOf<Holder, typeof holderForm>(holderForm);

/**
 * The rules are the contract's (the generated create and update bodies); only the messages are
 * ours. An edit sends every field, so every field of the update body is required there too.
 */
export const holderCreateSchema = formSchemaOf(holderForm, CreateHolderBody.shape, {});
export const holderEditSchema = formSchemaOf(holderForm, UpdateHolderBody.required().shape, {});

/** Messages of the rules a field breaks, beyond a missing value. */
const fieldMessages: Partial<Record<HolderField, string>> = {
  postalCode: 'validation.postalCode',
  storageCapacity: 'validation.storageCapacity',
  netAmount: 'validation.netAmount',
  collectFrequencyNumber: 'validation.collectFrequencyNumber',
  lat: 'validation.lat',
  lng: 'validation.lng',
  number: 'validation.numberLength',
  contactEmail: 'validation.invalidEmail',
  identificationDate: 'validation.date',
  subcontractorAssignmentStartDate: 'validation.date',
  latestTankAssignmentDate: 'validation.date',
};

/** Fields whose own message already states their upper bound. */
const BOUNDED_FIELDS = new Set<HolderField>(['postalCode', 'lat', 'lng', 'number', 'contactEmail']);

/**
 * The contract's issues as `validation.*` keys of the common catalogue. Paths are
 * complete here: zod maps issues once they reach the top of the schema.
 */
export const holderErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.[0] as HolderField | undefined;
  if (field === 'delegationId') return 'validation.delegation';
  if (issue.input === undefined || issue.input === '') return 'validation.required';
  if (Number.isNaN(issue.input)) return 'validation.number';
  // The contract's upper bounds, beyond the fields that word their own range.
  if (issue.code === 'too_big' && !(field && BOUNDED_FIELDS.has(field))) {
    return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooLarge';
  }
  if (field && fieldMessages[field]) return fieldMessages[field];
  if (issue.code === 'invalid_value') return 'validation.choice';
  return undefined;
};

/** The form's resolver: create checks the create body, edit the update body. */
export const holderResolver = (mode: 'create' | 'edit') =>
  zodResolver(mode === 'create' ? holderCreateSchema : holderEditSchema, {
    error: holderErrorMap,
  }) as Resolver<HolderFormValues, unknown, HolderCreate>;
