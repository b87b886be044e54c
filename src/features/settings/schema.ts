import * as z from 'zod/mini';
import { ChangePasswordBody } from '@generated/zod-mini/auth/auth.zod';
import { contractMessages } from '@/lib/contract-rule';

const body = ChangePasswordBody.shape;

// The contract's rules (changePassword's body), passwords as typed: spaces are part of them.
export const changePasswordSchema = z
  .object({
    currentPassword: body.currentPassword,
    newPassword: body.newPassword,
    // Form-only: the contract takes the new password once.
    confirmPassword: z.string().check(z.minLength(1)),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.passwordMismatch',
    }),
  );

/** The words of the rules a field breaks, beyond the common ones. */
export const changePasswordMessages = contractMessages({
  newPassword: { empty: 'validation.passwordLength', tooSmall: 'validation.passwordLength' },
});

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
