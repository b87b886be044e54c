import * as zod from 'zod/mini';
import {
  ForgotPasswordBody,
  ResetPasswordBody,
  SignInBody,
  VerifyOtpBody,
} from '@generated/zod-mini/auth/auth.zod';
import type common from '@/lib/i18n/fr.json';

/** A message of the common namespace's `validation` section; FormField translates it. */
type ValidationKey = `validation.${keyof (typeof common)['validation']}`;

/** Chooses the message of each issue: the resolver's error map, so the schema stays whole. */
export type IssueKeys = (issue: { path?: PropertyKey[]; input?: unknown }) => ValidationKey;

/**
 * The generated request schemas are the rules; these maps only choose which of the spec's
 * messages each broken rule shows. Maximum lengths are enforced by the inputs' maxLength.
 */
export const signInSchema = SignInBody;
export const signInMessages: IssueKeys = () => 'validation.required';

export const otpSchema = zod.object({ inputOtp: VerifyOtpBody.shape.inputOtp });
// Spec: anything but exactly 6 characters, including nothing, shows the OTP message.
export const otpMessages: IssueKeys = () => 'validation.otpLength';

export const forgotPasswordSchema = ForgotPasswordBody;
export const forgotPasswordMessages: IssueKeys = ({ input }) =>
  input ? 'validation.invalidLogin' : 'validation.required';

export const resetPasswordSchema = zod
  .object({ ...ResetPasswordBody.shape, confirmPassword: zod.string().check(zod.minLength(1)) })
  .check(
    zod.refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.passwordMismatch',
    }),
  );
export const resetPasswordMessages: IssueKeys = ({ path }) =>
  path?.[0] === 'newPassword' ? 'validation.passwordLength' : 'validation.required';

export type SignInValues = zod.infer<typeof signInSchema>;
export type OtpValues = zod.infer<typeof otpSchema>;
export type ForgotPasswordValues = zod.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = zod.infer<typeof resetPasswordSchema>;
