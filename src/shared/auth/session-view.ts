import { z } from 'zod';

/** What the web app knows about the signed-in person (GET /api/auth/session). */
export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  isAdmin: z.boolean(),
  accountType: z.enum(['primary', 'guest']),
  invitedBy: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  isFirstLogin: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZSessionResponse = z.object({ user: ZSessionUser.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZSignInResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), user: ZSessionUser }),
  z.object({ status: z.literal('two-factor-required') }),
]);
export type TSignInResponse = z.infer<typeof ZSignInResponse>;
