import { and, eq, gt, ne } from 'drizzle-orm';
import type { TSessionSummary, TTwoFactorSetup } from '@shared/account/account-schemas';
import type { Database } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';
import type { Auth } from '../../auth/auth';
import type { Actor } from '../../auth/actor';
import { callAuth } from '../../auth/auth-errors';
import type { WithCookies } from '../auth/auth-service';

export type AccountServiceDeps = { auth: Auth; db: Database };

/**
 * Settings that change who can get into the account. Every one of them asks for the current
 * password (SECURITY-CHECKLIST 12), checked by better-auth against the stored hash.
 */
export function createAccountService({ auth, db }: AccountServiceDeps) {
  const confirmPassword = (password: string, headers: Headers) =>
    callAuth(() => auth.api.verifyPassword({ body: { password }, headers }));

  return {
    async updateProfile(actor: Actor, fullName: string): Promise<void> {
      const now = new Date();
      await db
        .update(profiles)
        .set({ fullName, updatedAt: now })
        .where(eq(profiles.id, actor.userId));
      await db
        .update(users)
        .set({ name: fullName, updatedAt: now })
        .where(eq(users.id, actor.userId));
    },

    /** Mails a link to the new address; the email changes when it is clicked. */
    async changeEmail(newEmail: string, password: string, headers: Headers): Promise<void> {
      await confirmPassword(password, headers);
      await callAuth(() => auth.api.changeEmail({ body: { newEmail }, headers }));
    },

    async changePassword(
      input: { currentPassword: string; newPassword: string; signOutOtherSessions: boolean },
      headers: Headers,
    ): Promise<Headers | null> {
      const { headers: cookies } = await callAuth(() =>
        auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: input.signOutOtherSessions,
          },
          headers,
          returnHeaders: true,
        }),
      );
      return cookies;
    },

    /** Starts enrolment: a secret (as an otpauth URI for the QR code) and backup codes. */
    async startTwoFactor(password: string, headers: Headers): Promise<TTwoFactorSetup> {
      const result = await callAuth(() =>
        auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers }),
      );
      if (result.method !== 'totp') throw new Error('better-auth did not start TOTP enrolment');
      return { totpURI: result.totpURI, backupCodes: result.backupCodes };
    },

    /** Finishes enrolment with a first code; better-auth then rotates the session. */
    async confirmTwoFactor(code: string, headers: Headers): Promise<Headers | null> {
      const { headers: cookies } = await callAuth(() =>
        auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }),
      );
      return cookies;
    },

    /** better-auth rotates the session when two-factor goes off; the new cookie must reach the browser. */
    async disableTwoFactor(password: string, headers: Headers): Promise<Headers | null> {
      const { headers: cookies } = await callAuth(() =>
        auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
      );
      return cookies;
    },

    async regenerateBackupCodes(password: string, headers: Headers): Promise<string[]> {
      const result = await callAuth(() =>
        auth.api.generateBackupCodes({ body: { password }, headers }),
      );
      return result.backupCodes;
    },

    async listSessions(actor: Actor): Promise<TSessionSummary[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, new Date())))
        .orderBy(sessions.lastActiveAt);
      return rows.reverse().map((row) => ({
        id: row.id,
        current: row.id === actor.sessionId,
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.lastActiveAt.toISOString(),
      }));
    },

    async signOutOtherSessions(actor: Actor): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)))
        .returning({ id: sessions.id });
      return removed.length;
    },

    /**
     * Deletes the user and, through foreign keys, every row of their household. Stored files go
     * with their rows' deletion hooks once the document hub exists.
     */
    async deleteAccount(
      actor: Actor,
      password: string,
      headers: Headers,
    ): Promise<WithCookies<null>> {
      await confirmPassword(password, headers);
      await db.delete(users).where(eq(users.id, actor.userId));
      return { result: null, cookies: null };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
