import * as z from 'zod/mini';
import type { Buyer, BuyerCreate } from '@generated/model';
import { CreateBuyerBody } from '@generated/zod-mini/buyers/buyers.zod';
import {
  emptyFormOf,
  formFieldsOf,
  formValuesOf,
  type FormValuesOf,
} from '@/components/record/field-table';
import { formSchemaOf } from '@/components/record/form-schema';
import { contractMessages, noIssueOn, type FieldMessages } from '@/lib/contract-rule';
import { buyerForm } from './fields';

/** What the inputs hold, as typed. */
export type BuyerInput = FormValuesOf<typeof buyerForm>;

export const buyerFields = formFieldsOf(buyerForm);

/**
 * The contract's create body over text inputs, plus what the contract cannot say: the
 * certificate ends after it starts (the server's rule, in its words).
 */
export const buyerSchema = formSchemaOf(buyerForm, CreateBuyerBody.shape, {}).check(
  z.refine((buyer) => buyer.certificateValidUntil > buyer.certificateValidFrom, {
    path: ['certificateValidUntil'],
    message: 'validation.buyerCertificateDates',
    when: ({ issues }) => noIssueOn(issues, 'certificateValidFrom', 'certificateValidUntil'),
  }),
) satisfies z.ZodMiniType<BuyerCreate, BuyerInput>;

/** The words of the rules a field breaks, beyond the common ones. */
export const buyerMessages = contractMessages({
  country: { format: 'validation.countryCode' },
  certificateValidFrom: { format: 'validation.required' },
  certificateValidUntil: { format: 'validation.required' },
} satisfies Partial<Record<keyof BuyerInput, FieldMessages>>);

const emptyBuyer = emptyFormOf(buyerForm);
const buyerValuesOf = formValuesOf<Buyer, typeof buyerForm>(buyerForm);

/** A saved buyer as the form shows it. */
export const buyerInputOf = (buyer: Buyer | undefined, decimal: (value: number) => string) =>
  buyer ? buyerValuesOf(buyer, decimal) : emptyBuyer;
