import { z } from 'zod';
import type { ComplaintCreate, ComplaintStatus } from '@generated/model';
import {
  createComplaintBodyDescriptionMax,
  createComplaintBodyPhotosMax,
  createComplaintBodySubjectMax,
  updateComplaintBodyResolutionMax,
} from '@generated/zod/complaints/complaints.zod';
import { requiredText } from '@/lib/contract-rule';

/** At most as many photos as the contract takes on a complaint. */
export const maxPhotos = createComplaintBodyPhotosMax;

/**
 * A new complaint (the contract's ComplaintCreate): subject and description required, within
 * the contract's lengths; the holder required when the author may pick one.
 */
export const complaintSchema = (holderRequired: boolean) =>
  z.object({
    holderId: holderRequired ? z.string().min(1, 'validation.required') : z.string(),
    subject: requiredText(createComplaintBodySubjectMax, 'validation.subjectLength'),
    description: requiredText(createComplaintBodyDescriptionMax, 'validation.textLength'),
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
  resolution: requiredText(updateComplaintBodyResolutionMax, 'validation.textLength'),
});
export type ResolutionInput = z.input<typeof resolutionSchema>;

/** The moves the contract allows from each status. */
export const nextStatuses: Record<ComplaintStatus, ComplaintStatus[]> = {
  OPEN: ['IN_PROGRESS', 'RESOLVED'],
  IN_PROGRESS: ['RESOLVED'],
  RESOLVED: ['OPEN'],
};
