import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import {
  ABSOLUTE_SESSION_LIFETIME_MS,
  RESET_LINK_TTL_S,
  VERIFICATION_LINK_TTL_MS,
} from '@shared/constants';
import { PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@shared/validation/password';
import type { Database } from '../db/client';
import { accounts, profiles, sessions, twoFactors, users, verifications } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../platform/mail/mailer';
import {
  emailChangeEmail,
  existingAccountEmail,
  passwordResetEmail,
  verificationEmail,
} from '../platform/mail/templates/account-emails';
import { createVerificationLinks, verificationKind } from './verification-links';
import { totpReplayGuard } from './totp-replay-guard';
import { createAccountRecords } from './account-records';
import { passwordHasher, type PasswordHashing } from './password-hashing';

export type AuthDeps = {
  db: Database;
  appUrl: string;
  authSecret: string;
  mailer: Mailer;
  logger: Logger;
  /** 'fast-for-tests' only in test suites (env.ts refuses it in production). */
  passwordHashing?: PasswordHashing;
};

/**
 * The better-auth instance. Its HTTP handler is not mounted: our own routes (modules/auth,
 * modules/account) call `auth.api.*`, so every auth endpoint has our validation, rate limits,
 * error shape and OpenAPI entry.
 */
export function createAuth({
  db,
  appUrl,
  authSecret,
  mailer,
  logger,
  passwordHashing = 'standard',
}: AuthDeps) {
  const links = createVerificationLinks(db, appUrl);
  const log = logger.child({ component: 'auth' });

  return betterAuth({
    appName: 'Nido',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: authSecret,
    trustedOrigins: [new URL(appUrl).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'nido',
      useSecureCookies: appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    // Our routes own rate limiting (per IP and per account), see http/auth-rate-limits.ts.
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      // Only the message: better-auth's extra arguments can include request data.
      log: (level, message) => log[level](message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The registration rules (10+ characters…) are checked by our sign-up route; a reset only
      // needs 6 (spec §5), so better-auth's own floor is the lower one.
      minPasswordLength: RESET_PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
      password: passwordHasher(passwordHashing),
      sendResetPassword: async ({ user, token }) => {
        await mailer.send({
          to: user.email,
          ...passwordResetEmail(
            user,
            `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
          ),
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          to: user.email,
          ...existingAccountEmail(user, `${appUrl}/login`, `${appUrl}/login?forgot=1`),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Spec §4: following the emailed link signs the person in (once: the link is single-use,
      // see verification-links.ts). Our verify route takes the session back from an account with
      // a second factor, and from an email change.
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_TTL_MS / 1000,
      sendVerificationEmail: async ({ user, token }) => {
        const url = await links.create(user.id, token);
        const content =
          verificationKind(token) === 'email-change'
            ? emailChangeEmail(user, url)
            : verificationEmail(user, url);
        await mailer.send({ to: user.email, ...content });
      },
      afterEmailVerification: async (user) => {
        // An email change lands here with the new address; the profile mirrors it.
        await db
          .update(profiles)
          .set({ email: user.email, updatedAt: new Date() })
          .where(eq(profiles.id, user.id));
      },
    },
    user: {
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: ABSOLUTE_SESSION_LIFETIME_MS / 1000,
      // The 30-minute idle timeout is ours (auth/session-policy.ts); better-auth only enforces the
      // absolute lifetime, so it never extends a session.
      disableSessionRefresh: true,
      additionalFields: {
        lastActiveAt: {
          type: 'date',
          required: false,
          input: false,
          defaultValue: () => new Date(),
        },
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createAccountRecords(db, { id: user.id, email: user.email, fullName: user.name });
          },
        },
      },
    },
    plugins: [twoFactor({ issuer: 'Nido' }), admin(), totpReplayGuard(db)],
  });
}

export type Auth = ReturnType<typeof createAuth>;
