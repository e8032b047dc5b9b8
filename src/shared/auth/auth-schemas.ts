import { z } from 'zod';
import { NEW_ACCOUNT_FIELDS, ZAcceptedTerms } from './sign-up-fields';
import { ZEmail } from '../validation/email';
import { ZInvitationFound } from '../family/family-schemas';
import { PASSWORD_MAX_LENGTH, ZResetPassword } from '../validation/password';
import { tooLong } from '../validation/too-long';
import { singleLine } from '../validation/plain-text';

/** Any password typed to prove who you are (not checked against the rules, only bounded). */
export const ZCurrentPassword = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(PASSWORD_MAX_LENGTH, 'Invalid email or password');

export const ZSignUpRequest = z.object({ ...NEW_ACCOUNT_FIELDS, acceptedTerms: ZAcceptedTerms });
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;

export const ZSignUpResponse = z.object({
  status: z.literal('verification-sent'),
  email: z.string(),
});
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

export const ZSignInRequest = z.object({ email: ZEmail, password: ZCurrentPassword });
export type TSignInRequest = z.input<typeof ZSignInRequest>;

export const ZTwoFactorVerifyRequest = z.union([
  z.object({
    code: singleLine(
      z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
    ),
  }),
  z.object({
    backupCode: singleLine(
      z
        .string()
        .trim()
        .min(6, 'Enter one of your backup codes')
        .max(64, tooLong('backup code', 64)),
    ),
  }),
]);
export type TTwoFactorVerifyRequest = z.infer<typeof ZTwoFactorVerifyRequest>;

export const ZEmailRequest = z.object({ email: ZEmail });
export type TEmailRequest = z.input<typeof ZEmailRequest>;

export const ZVerifyEmailRequest = z.object({ token: singleLine(z.string().min(1).max(200)) });
export const ZVerifyEmailResponse = z.object({
  status: z.enum(['verified', 'already-verified', 'email-changed']),
  email: z.string(),
  /** A pending invitation to this address from someone with an active subscription (spec §4). */
  invitation: ZInvitationFound.nullable().default(null),
});
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

export const ZResetPasswordRequest = z.object({
  token: singleLine(z.string().min(1).max(200)),
  newPassword: ZResetPassword,
  signOutEverywhere: z.boolean().default(true),
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
