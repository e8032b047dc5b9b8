import { eq } from 'drizzle-orm';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TVerifyEmailResponse } from '@shared/auth/auth-schemas';
import type { Database } from '../../db/client';
import { profiles, sessions, users, verifications } from '../../db/schema';
import type { Auth } from '../../auth/auth';
import { callAuth } from '../../auth/auth-errors';
import { loadSessionUser } from '../../auth/session-user';
import { createVerificationLinks, verificationKind } from '../../auth/verification-links';
import { AppError } from '../../http/app-error';
import { sessionTokenFromSetCookies } from '../../http/forward-cookies';
import type { TSignUpAndAcceptRequest } from '@shared/family/family-schemas';
import type { AuthRateLimits } from './auth-rate-limits';
import { INVALID_CODE, type InvitationService } from '../family/invitation-service';
import { isInvitationId } from '../family/invitation-code';
import type { ActivityLog } from '../family/activity-log';

export type AuthServiceDeps = {
  auth: Auth;
  db: Database;
  appUrl: string;
  limits: AuthRateLimits;
  invitations: InvitationService;
  activity: ActivityLog;
};

/** A call's result plus the cookies better-auth wants set on the browser. */
export type WithCookies<T> = { result: T; cookies: Headers | null };

const INVALID_LINK = 'Invalid verification link. Please check your email and try again.';
const EXPIRED_LINK = 'This verification link has expired. Please request a new one.';
const USED_LINK =
  'This verification link has expired or has already been used. Please request a new verification email.';

/** The request's headers without its cookies: a verification link ignores who is signed in. */
function withoutCookies(requestHeaders: Headers): Headers {
  const headers = new Headers(requestHeaders);
  headers.delete('cookie');
  return headers;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { auth, db, appUrl, limits, invitations, activity } = deps;
  const links = createVerificationLinks(db, appUrl);

  async function signedIn(user: TSessionUser): Promise<TSessionUser> {
    await activity.signedIn({ userId: user.id, fullName: user.fullName, email: user.email });
    return user;
  }

  return {
    async signUp(
      input: { fullName: string; email: string; password: string },
      ip: string,
    ): Promise<void> {
      limits.beforeSignUp(ip);
      // An address that already has an account gets an email instead; the answer is the same.
      await callAuth(() =>
        auth.api.signUpEmail({
          body: { name: input.fullName, email: input.email, password: input.password },
        }),
      );
    },

    async signIn(
      input: { email: string; password: string },
      ip: string,
      requestHeaders: Headers,
    ): Promise<
      WithCookies<{ status: 'signed-in'; user: TSessionUser } | { status: 'two-factor-required' }>
    > {
      limits.beforeSignIn(input.email, ip);
      try {
        const { headers, response } = await callAuth(() =>
          auth.api.signInEmail({
            body: { ...input, rememberMe: true },
            headers: requestHeaders,
            returnHeaders: true,
          }),
        );
        if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
          return { result: { status: 'two-factor-required' }, cookies: headers };
        }
        limits.signInSucceeded(input.email, ip);
        const user = await signedIn(
          await loadSessionUser(db, (response as { user: { id: string } }).user.id),
        );
        return { result: { status: 'signed-in', user }, cookies: headers };
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
          limits.signInFailed(input.email, ip);
        throw error;
      }
    },

    async verifyTwoFactor(
      input: { code: string } | { backupCode: string },
      ip: string,
      requestHeaders: Headers,
    ): Promise<WithCookies<TSessionUser>> {
      limits.beforeTokenCheck(ip);
      const { headers, response } = await callAuth(() =>
        'code' in input
          ? auth.api.verifyTOTP({
              body: { code: input.code },
              headers: requestHeaders,
              returnHeaders: true,
            })
          : auth.api.verifyBackupCode({
              body: { code: input.backupCode },
              headers: requestHeaders,
              returnHeaders: true,
            }),
      );
      const user = await signedIn(
        await loadSessionUser(db, (response as { user: { id: string } }).user.id),
      );
      return { result: user, cookies: headers };
    },

    /**
     * Spec §7 signup-and-accept-invitation: the account is created already verified (the code
     * came to this address, and the address must be the invitation's), as a guest of the
     * inviter, connected to their household and signed in.
     */
    async signUpAndAccept(
      input: Omit<TSignUpAndAcceptRequest, 'acceptedTerms'>,
      ip: string,
      requestHeaders: Headers,
    ): Promise<WithCookies<{ user: TSessionUser; inviterName: string }>> {
      limits.beforeSignUp(ip);
      // Only the code: it exists nowhere but in the email, so using it proves the mailbox. An id
      // is known to the inviter, who must not be able to open an account in someone's name.
      if (isInvitationId(input.invitationCode)) throw AppError.notFound(INVALID_CODE);
      await invitations.checkAcceptable(input.invitationCode, { email: input.email });
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (existing)
        throw new AppError(
          'CONFLICT',
          'An account with this email already exists. Sign in to accept the invitation.',
        );
      const context = await auth.$context;
      const created = await context.internalAdapter.createUser(
        { email: input.email, name: input.fullName, emailVerified: true },
        { method: 'email-password' },
      );
      await context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: await context.password.hash(input.password),
      });
      let inviterName: string;
      try {
        await db
          .update(profiles)
          .set({ accountType: 'guest', updatedAt: new Date() })
          .where(eq(profiles.id, created.id));
        ({ inviterName } = await invitations.accept(input.invitationCode, {
          userId: created.id,
          email: input.email,
          accountType: 'guest',
        }));
      } catch (error) {
        // No half-made account: without the invitation it would be a verified guest of nobody.
        await db.delete(users).where(eq(users.id, created.id));
        throw error;
      }
      const { headers } = await callAuth(() =>
        auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: requestHeaders,
          returnHeaders: true,
        }),
      );
      const user = await signedIn(await loadSessionUser(db, created.id));
      return { result: { user, inviterName }, cookies: headers };
    },

    async signOut(requestHeaders: Headers): Promise<Headers | null> {
      const { headers } = await callAuth(() =>
        auth.api.signOut({ headers: requestHeaders, returnHeaders: true }),
      );
      return headers;
    },

    async resendVerification(email: string, ip: string): Promise<void> {
      limits.beforeEmail(email, ip);
      // No request headers: the answer must not depend on who is signed in in this browser.
      await callAuth(() => auth.api.sendVerificationEmail({ body: { email } }));
    },

    async requestPasswordReset(email: string, ip: string): Promise<void> {
      limits.beforeEmail(email, ip);
      await callAuth(() =>
        auth.api.requestPasswordReset({ body: { email, redirectTo: `${appUrl}/reset-password` } }),
      );
    },

    async resetPassword(
      input: { token: string; newPassword: string; signOutEverywhere: boolean },
      ip: string,
    ): Promise<void> {
      limits.beforeTokenCheck(ip);
      const [pending] = await db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, `reset-password:${input.token}`));
      await callAuth(() =>
        auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } }),
      );
      if (!pending) return;
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, pending.value));
      if (user) limits.passwordWasReset(user.email);
      if (input.signOutEverywhere)
        await db.delete(sessions).where(eq(sessions.userId, pending.value));
    },

    /**
     * Spec §4 "Email verification". A sign-up link verifies the address and signs the person in,
     * once: opened again it is refused and signs no one in. An email change never signs anyone
     * in from the link, nor does a link bypass a second factor.
     */
    async verifyEmail(
      token: string,
      ip: string,
      requestHeaders: Headers,
    ): Promise<WithCookies<TVerifyEmailResponse>> {
      limits.beforeTokenCheck(ip);
      const consumed = await links.consume(token);
      if (!consumed) throw new AppError('TOKEN_INVALID', INVALID_LINK);
      if (consumed.alreadyUsed) throw new AppError('TOKEN_INVALID', USED_LINK);
      const [user] = await db.select().from(users).where(eq(users.id, consumed.link.userId));
      if (!user) throw new AppError('TOKEN_INVALID', INVALID_LINK);
      if (consumed.link.expiresAt.getTime() < Date.now())
        throw new AppError('TOKEN_EXPIRED', EXPIRED_LINK);
      const kind = verificationKind(consumed.link.signedToken);
      // An older link of an address verified since: nothing to do, and no one is signed in.
      if (kind === 'signup' && user.emailVerified)
        return {
          result: { status: 'already-verified', email: user.email, invitation: null },
          cookies: null,
        };

      const { headers } = await callAuth(() =>
        auth.api.verifyEmail({
          query: { token: consumed.link.signedToken },
          // Without the cookie the link works the same in any browser, signed in or not; the
          // rest (address, user agent) is recorded on the new session as at a sign-in.
          headers: withoutCookies(requestHeaders),
          returnHeaders: true,
        }),
      );
      const signsIn = kind === 'signup' && !user.twoFactorEnabled;
      if (!signsIn) {
        // better-auth signs the clicker in after an email change, and after any verification as
        // configured: a link is not a sign-in then, and never stands in for a second factor.
        const { authCookies } = await auth.$context;
        const created = sessionTokenFromSetCookies(headers, authCookies.sessionToken.name);
        if (created) await db.delete(sessions).where(eq(sessions.token, created));
      }
      const [updated] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, user.id));
      const email = updated?.email ?? user.email;
      if (kind === 'email-change')
        return { result: { status: 'email-changed', email, invitation: null }, cookies: null };
      if (signsIn) await signedIn(await loadSessionUser(db, user.id));
      return {
        result: { status: 'verified', email, invitation: await invitations.pendingFor(email) },
        cookies: signsIn ? headers : null,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
