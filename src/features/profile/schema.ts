import { z } from 'zod';
import type { User } from '@generated/model';

/** The images uploadImage accepts (spec section 9): its content types and their file names. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
const acceptedExtensions = ['jpeg', 'jpg', 'png', 'webp'];
/** 3.1 MB, as the contract counts it: 3.1 × 1024 × 1024 bytes, rounded down. */
export const maxImageBytes = 3_250_585;

/** The catalogue key of what is wrong with a picked picture, if anything. */
export function pictureError(
  file: File,
): 'validation.fileType' | 'validation.fileSize' | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Some systems give no type for a file; then its name decides.
  const typeOk = file.type
    ? (acceptedImageTypes as readonly string[]).includes(file.type)
    : acceptedExtensions.includes(extension);
  if (!typeOk) return 'validation.fileType';
  if (file.size > maxImageBytes) return 'validation.fileSize';
  return undefined;
}

const digits = (value: string) => value.replace(/\D/g, '').length;
const isPhone = (value: string) =>
  /^\+?\d[\d ]*$/.test(value) && digits(value) >= 8 && digits(value) <= 15;

// Messages are keys of the common catalogue; FormField translates them.
export const profileSchema = z
  .object({
    firstName: z.string().trim().min(1, 'validation.required'),
    lastName: z.string().trim().min(1, 'validation.required'),
    // Empty means absent (spec section 5), so only a non-empty value is checked.
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || z.email().safeParse(value).success, 'validation.email'),
    phoneNumber: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, ' '))
      .refine((value) => value === '' || isPhone(value), 'validation.phone'),
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
