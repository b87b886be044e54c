import { z } from 'zod';
import type { User } from '@generated/model';
import {
  UpdateProfileBody,
  updateProfileBodyFirstNameMax,
  updateProfileBodyLastNameMax,
} from '@generated/zod/auth/auth.zod';
import { contactInputs, requiredText, withEmailOrPhone } from '@/lib/contract-rule';

// Messages are keys of the common catalogue; FormField translates them.
export const profileSchema = withEmailOrPhone(
  z.object({
    firstName: requiredText(updateProfileBodyFirstNameMax),
    lastName: requiredText(updateProfileBodyLastNameMax),
    ...contactInputs(UpdateProfileBody.shape),
  }),
);

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
