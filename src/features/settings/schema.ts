import { z } from 'zod';
import {
  changePasswordBodyCurrentPasswordMax,
  changePasswordBodyNewPasswordMax,
  changePasswordBodyNewPasswordMin,
} from '@generated/zod/auth/auth.zod';

// The contract's lengths (changePassword's body); messages are keys of the common catalogue.
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'validation.required')
      .max(changePasswordBodyCurrentPasswordMax, 'validation.tooLong'),
    newPassword: z
      .string()
      .min(changePasswordBodyNewPasswordMin, 'validation.passwordLength')
      .max(changePasswordBodyNewPasswordMax, 'validation.tooLong'),
    // Form-only: the contract takes the new password once.
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
