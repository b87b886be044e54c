import { z } from 'zod';
import { changePasswordBodyNewPasswordMin } from '@generated/zod/auth/auth.zod';

// Messages are keys of the common catalogue; FormField translates them in the current language.
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.required'),
    newPassword: z.string().min(changePasswordBodyNewPasswordMin, 'validation.passwordLength'),
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
