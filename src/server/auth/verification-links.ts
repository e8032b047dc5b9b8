import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { VERIFICATION_LINK_TTL_MS } from '@shared/constants';
import type { Database } from '../db/client';
import { emailVerificationLinks } from '../db/schema';

export type VerificationLinkKind = 'signup' | 'email-change';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the (already signed) payload of better-auth's token to tell a sign-up from an email change. */
export function verificationKind(signedToken: string): VerificationLinkKind {
  try {
    const payload = JSON.parse(
      Buffer.from(signedToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { updateTo?: unknown };
    return typeof payload.updateTo === 'string' ? 'email-change' : 'signup';
  } catch {
    return 'signup';
  }
}

/**
 * The emailed link carries a random token that stands for better-auth's signed one. Only its hash
 * is stored, it expires, and it works once: a sign-up link signs the person in, so a second click
 * (a forwarded mail, a shared computer's history) must be refused rather than sign in again.
 */
export function createVerificationLinks(db: Database, appUrl: string) {
  return {
    async create(userId: string, signedToken: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(emailVerificationLinks).values({
        tokenHash: hashToken(token),
        userId,
        signedToken,
        expiresAt: new Date(Date.now() + VERIFICATION_LINK_TTL_MS),
      });
      // Old, used or expired links of everyone are removed here rather than by a separate job.
      await db
        .delete(emailVerificationLinks)
        .where(
          lt(emailVerificationLinks.expiresAt, new Date(Date.now() - VERIFICATION_LINK_TTL_MS)),
        );
      const type = verificationKind(signedToken) === 'email-change' ? 'email_change' : 'signup';
      return `${appUrl}/email-confirmed?token=${token}&type=${type}`;
    },

    /** Marks the link used and returns it; `alreadyUsed` when it was clicked before. */
    async consume(token: string) {
      const tokenHash = hashToken(token);
      const [claimed] = await db
        .update(emailVerificationLinks)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailVerificationLinks.tokenHash, tokenHash),
            isNull(emailVerificationLinks.usedAt),
          ),
        )
        .returning();
      if (claimed) return { link: claimed, alreadyUsed: false };
      const [used] = await db
        .select()
        .from(emailVerificationLinks)
        .where(eq(emailVerificationLinks.tokenHash, tokenHash));
      return used ? { link: used, alreadyUsed: true } : null;
    },
  };
}

export type VerificationLinks = ReturnType<typeof createVerificationLinks>;
