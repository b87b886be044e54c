import { z } from 'zod';
import type { ComplaintCreate, ComplaintStatus } from '@generated/model';
import {
  CreateComplaintBody,
  createComplaintBodyPhotosMax,
  UpdateComplaintBody,
} from '@generated/zod/complaints/complaints.zod';
import { contractMessages, textInput } from '@/lib/contract-rule';

/** At most as many photos as the contract takes on a complaint. */
export const maxPhotos = createComplaintBodyPhotosMax;

/**
 * A new complaint (the contract's ComplaintCreate): subject and description required, within
 * the contract's lengths; the holder required when the author may pick one.
 */
export const complaintSchema = (holderRequired: boolean) =>
  z.object({
    holderId: holderRequired ? z.string().min(1, 'validation.required') : z.string(),
    subject: textInput(CreateComplaintBody.shape.subject),
    description: textInput(CreateComplaintBody.shape.description),
  });

/** The words of the rules a field breaks, beyond the common ones. */
export const complaintMessages = contractMessages({
  subject: { tooBig: 'validation.subjectLength' },
  description: { tooBig: 'validation.textLength' },
});

export type ComplaintInput = z.input<ReturnType<typeof complaintSchema>>;
export type ComplaintValues = z.output<ReturnType<typeof complaintSchema>>;
export const complaintFields = ['holderId', 'subject', 'description'] as const;

export const emptyComplaint: ComplaintInput = { holderId: '', subject: '', description: '' };

export const toCreateBody = (values: ComplaintValues): Omit<ComplaintCreate, 'photos'> => ({
  ...(values.holderId && { holderId: values.holderId }),
  subject: values.subject,
  description: values.description,
});

/** Resolving needs a comment saying what was done (the contract's rule). */
export const resolutionSchema = z.object({
  resolution: textInput(UpdateComplaintBody.shape.resolution.unwrap()),
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
