import * as z from 'zod/mini';
import type { User } from '@generated/model';
import { UpdateProfileBody } from '@generated/zod-mini/auth/auth.zod';
import { contactInputs, contractMessages, textInput, withEmailOrPhone } from '@/lib/contract-rule';

const body = UpdateProfileBody.shape;

// Messages are keys of the common catalogue; FormField translates them.
export const profileSchema = withEmailOrPhone(
  z.object({
    firstName: textInput(body.firstName.def.innerType),
    lastName: textInput(body.lastName.def.innerType),
    ...contactInputs(body),
  }),
);
export const profileMessages = contractMessages();

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
