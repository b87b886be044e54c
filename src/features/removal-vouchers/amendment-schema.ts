import * as z from 'zod/mini';
import type { RemovalVoucher, RemovalVoucherAmendmentCreate } from '@generated/model';
import {
  CreateRemovalVoucherAmendmentBody,
  createRemovalVoucherAmendmentBodyExtractedTanksMax,
  createRemovalVoucherAmendmentBodyPhotosMax,
} from '@generated/zod-mini/removal-vouchers/removal-vouchers.zod';
import { contractMessages, numberInput, textInput, type FieldMessages } from '@/lib/contract-rule';
import { choiceOf, numberText } from '@/lib/contract-values';

const body = CreateRemovalVoucherAmendmentBody.shape;
const tank = body.extractedTanks.def.innerType.def.element.shape;

/** At most as many tanks and photos as the contract takes. */
export const maxTanks = createRemovalVoucherAmendmentBodyExtractedTanksMax;
export const maxPhotos = createRemovalVoucherAmendmentBodyPhotosMax;

/**
 * An amendment as typed: the reason, and the voucher's sealed fields prefilled with its values
 * (its images are picked apart: kept, removed or replaced).
 */
export const amendmentSchema = z.object({
  reason: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'validation.amendmentReasonRequired')),
    body.reason,
  ),
  tanks: z
    .array(
      z.object({
        tankNumber: numberInput(
          z.pipe(
            z.int('validation.tankNumber').check(z.gte(1, 'validation.tankNumber')),
            tank.tankNumber,
          ),
        ),
        extractedQuantity: numberInput(tank.extractedQuantity),
        observations: textInput(tank.observations.def.innerType),
      }),
    )
    .check(z.minLength(1), z.maxLength(maxTanks)),
  dueSum: numberInput(body.dueSum.def.innerType),
  holderId: z.pipe(z.pipe(z.string(), z.transform(choiceOf)), body.holderId.def.innerType),
  removalDate: z.pipe(z.string(), body.removalDate.def.innerType),
});

export type AmendmentInput = z.input<typeof amendmentSchema>;
export type AmendmentValues = z.output<typeof amendmentSchema>;

/** The words of the rules a field breaks, beyond the common ones. */
export const amendmentMessages = contractMessages({
  reason: { tooBig: 'validation.reasonLength' },
  tanks: { tooSmall: 'validation.quantityPositive' },
  dueSum: { tooSmall: 'validation.dueSumPositive' },
  removalDate: { format: 'validation.date' },
} satisfies Partial<Record<keyof AmendmentInput, FieldMessages>>);

/**
 * The form's first values: the voucher as it is, its numbers as the interface writes them
 * (`decimal`: a decimal comma in French), and no reason yet.
 */
export const amendmentInputOf = (
  voucher: RemovalVoucher,
  decimal: (value: number) => string,
): AmendmentInput => ({
  reason: '',
  tanks: voucher.extractedTanks.map((t) => ({
    tankNumber: String(t.tankNumber),
    extractedQuantity: numberText(t.extractedQuantity, decimal),
    observations: t.observations ?? '',
  })),
  dueSum: numberText(voucher.dueSum, decimal),
  holderId: voucher.holderId,
  removalDate: voucher.removalDate,
});

/** The images of the amended voucher, once every new one is uploaded. */
export interface AmendedImages {
  signature: string;
  holderSignature: string | null;
  photos: string[];
}

/**
 * The amendment's body: every sealed field with the value the form holds; the server keeps as
 * changes only those that differ from the voucher's.
 */
export const toAmendmentBody = (
  values: AmendmentValues,
  images: AmendedImages,
): RemovalVoucherAmendmentCreate => ({
  reason: values.reason,
  extractedTanks: values.tanks.map((t) => ({
    tankNumber: t.tankNumber,
    extractedQuantity: t.extractedQuantity,
    ...(t.observations && { observations: t.observations }),
  })),
  dueSum: values.dueSum,
  holderId: values.holderId,
  removalDate: values.removalDate,
  ...images,
});
