import { z } from 'zod';
import type { User } from '@generated/model';
import {
  UpdateProfileBody,
  updateProfileBodyFirstNameMax,
  updateProfileBodyLastNameMax,
} from '@generated/zod/auth/auth.zod';
import { obeys, requiredText } from '@/lib/contract-rule';

const body = UpdateProfileBody.shape;

// Messages are keys of the common catalogue; FormField translates them.
export const profileSchema = z
  .object({
    firstName: requiredText(updateProfileBodyFirstNameMax),
    lastName: requiredText(updateProfileBodyLastNameMax),
    // Empty means absent (spec section 5): the contract allows it, as the form does.
    email: z.string().trim().refine(obeys(body.email), 'validation.invalidEmail'),
    phoneNumber: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, ' '))
      .refine(obeys(body.phoneNumber), 'validation.invalidPhone'),
  })
  .refine((values) => values.email !== '' || values.phoneNumber !== '', {
    path: ['email'],
    message: 'validation.emailOrPhone',
    // Also when a name is missing, so that every problem shows at once.
    when: () => true,
  });

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

export const profileValuesOf = (user: User): ProfileInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
  phoneNumber: user.phoneNumber ?? '',
});

/** What happens to the picture on saving: nothing, a new file, or none at all. */
export type PictureChange =
  { kind: 'keep' } | { kind: 'replace'; file: File; previewUrl: string } | { kind: 'remove' };
