import * as z from 'zod/mini';
import type { ComplaintStatus } from '@generated/model';
import {
  CreateComplaintBody,
  createComplaintBodyPhotosMax,
  UpdateComplaintBody,
} from '@generated/zod-mini/complaints/complaints.zod';
import { emptyFormOf, formFieldsOf, type FormValuesOf } from '@/components/record/field-table';
import { formSchemaOf } from '@/components/record/form-schema';
import { contractMessages, textInput, type FieldMessages } from '@/lib/contract-rule';
import { choiceOf } from '@/lib/contract-values';
import { complaintForm, type ComplaintFormBody } from './fields';

/** At most as many photos as the contract takes on a complaint. */
export const maxPhotos = createComplaintBodyPhotosMax;

const { holderId, subject, description } = CreateComplaintBody.shape;
const body = { holderId, subject, description };

/** What the inputs hold, as typed (the field table's fields). */
export type ComplaintInput = FormValuesOf<typeof complaintForm>;

export const complaintFields = formFieldsOf(complaintForm);

/**
 * A new complaint (the contract's ComplaintCreate, its photos apart): subject and description
 * required, within the contract's lengths; the holder required when the author may pick one.
 */
export const complaintSchema = (holderRequired: boolean) =>
  formSchemaOf(
    complaintForm,
    body,
    holderRequired
      ? {
          holderId: z.pipe(
            z.pipe(z.string(), z.transform(choiceOf)),
            holderId.def.innerType.def.innerType,
          ),
        }
      : {},
  ) satisfies z.ZodMiniType<ComplaintFormBody, ComplaintInput>;

export type ComplaintValues = z.output<ReturnType<typeof complaintSchema>>;

/** The words of the rules a field breaks, beyond the common ones. */
export const complaintMessages = contractMessages({
  subject: { tooBig: 'validation.subjectLength' },
  description: { tooBig: 'validation.textLength' },
} satisfies Partial<Record<keyof ComplaintInput, FieldMessages>>);

export const emptyComplaint = emptyFormOf(complaintForm);

export const toCreateBody = (values: ComplaintValues): ComplaintFormBody => ({
  ...(values.holderId && { holderId: values.holderId }),
  subject: values.subject,
  description: values.description,
});

/** Resolving needs a comment saying what was done (the contract's rule). */
export const resolutionSchema = z.object({
  resolution: textInput(UpdateComplaintBody.shape.resolution.def.innerType),
});
export const resolutionMessages = contractMessages({
  resolution: { tooBig: 'validation.textLength' },
});
export type ResolutionInput = z.input<typeof resolutionSchema>;

/** The moves the contract allows from each status. */
export const nextStatuses: Record<ComplaintStatus, ComplaintStatus[]> = {
  OPEN: ['IN_PROGRESS', 'RESOLVED'],
  IN_PROGRESS: ['RESOLVED'],
  RESOLVED: ['OPEN'],
};
