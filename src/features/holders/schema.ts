import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { Holder, HolderCreate } from '@generated/model';
import { CreateHolderBody, UpdateHolderBody } from '@generated/zod-mini/holders/holders.zod';
import {
  emptyFormOf,
  formFieldsOf,
  formValuesOf,
  type FormValuesOf,
} from '@/components/record/field-table';
import { formSchemaOf } from '@/components/record/form-schema';
import {
  contractMessages,
  rangeMessage,
  ruleMessage,
  type FieldMessages,
} from '@/lib/contract-rule';
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
export const holderEditSchema = formSchemaOf(holderForm, z.required(UpdateHolderBody).shape, {});

/** The words of the rules a field breaks, beyond the common ones. */
export const holderErrorMap = contractMessages({
  delegationId: { empty: 'validation.delegation', any: 'validation.delegation' },
  postalCode: rangeMessage('validation.postalCode'),
  lat: rangeMessage('validation.lat'),
  lng: rangeMessage('validation.lng'),
  number: rangeMessage('validation.numberLength'),
  contactEmail: rangeMessage('validation.invalidEmail'),
  storageCapacity: ruleMessage('validation.storageCapacity'),
  netAmount: ruleMessage('validation.netAmount'),
  collectFrequencyNumber: ruleMessage('validation.collectFrequencyNumber'),
  identificationDate: ruleMessage('validation.date'),
  subcontractorAssignmentStartDate: ruleMessage('validation.date'),
  latestTankAssignmentDate: ruleMessage('validation.date'),
} satisfies Partial<Record<HolderField, FieldMessages>>);

/** The form's resolver: create checks the create body, edit the update body. */
export const holderResolver = (mode: 'create' | 'edit') =>
  zodResolver(mode === 'create' ? holderCreateSchema : holderEditSchema, {
    error: holderErrorMap,
  }) as Resolver<HolderFormValues, unknown, HolderCreate>;
