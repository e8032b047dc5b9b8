import { z } from 'zod';
import { ZEmail } from '../validation/email';
import { ZFullName } from '../validation/full-name';
import { ZNewPassword } from '../validation/password';
import { ZCurrentPassword } from '../auth/auth-schemas';
import { singleLine } from '../validation/plain-text';

export const ZUpdateProfileRequest = z.object({ fullName: ZFullName });
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZChangeEmailRequest = z.object({ newEmail: ZEmail, password: ZCurrentPassword });
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: ZCurrentPassword,
  newPassword: ZNewPassword,
  signOutOtherSessions: z.boolean().default(true),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZPasswordConfirmation = z.object({ password: ZCurrentPassword });
export type TPasswordConfirmation = z.input<typeof ZPasswordConfirmation>;

export const ZTwoFactorSetup = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

export const ZBackupCodes = z.object({ backupCodes: z.array(z.string()) });

export const ZTwoFactorConfirmRequest = z.object({
  code: singleLine(
    z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
  ),
});

export const ZSessionSummary = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;
export const ZSessionList = z.object({ sessions: z.array(ZSessionSummary) });

export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const ZDeleteAccountRequest = z.object({
  password: ZCurrentPassword,
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, {
    error: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  }),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

export const ZSubscriptionStatus = z.object({
  paymentRequired: z.boolean(),
  active: z.boolean(),
  planType: z.string().nullable(),
  status: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  /**
   * Whether another household the person works in (as a family member or an advisor) has an
   * active plan, or needs none: a household's plan covers everyone in it (issue 35), so someone
   * without a plan of their own may still open that one.
   */
  otherHouseholdsWithPlan: z.boolean(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;
