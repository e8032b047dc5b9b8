import { eq, sql } from 'drizzle-orm';
import type { ConsentType, TConsentRecord } from '@shared/consent/consent-schemas';
import type { Database } from '../../db/client';
import { userConsent } from '../../db/schema';
import type { Actor } from '../../auth/actor';

const USER_AGENT_MAX = 500;

export function createConsentService(db: Database) {
  /** Spec §3/§4: one row per user and type; granting stamps the time and the browser. */
  async function set(
    actor: Actor,
    consentType: ConsentType,
    consented: boolean,
    userAgent: string | undefined,
  ): Promise<TConsentRecord> {
    const now = new Date();
    const values = {
      consented,
      consentedAt: consented ? now : null,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      updatedAt: now,
    };
    const [row] = await db
      .insert(userConsent)
      .values({ userId: actor.userId, consentType, ...values })
      .onConflictDoUpdate({
        target: [userConsent.userId, userConsent.consentType],
        // Re-granting keeps the first time it was granted; revoking clears it.
        set: {
          ...values,
          consentedAt: consented ? sql`coalesce(${userConsent.consentedAt}, ${now})` : null,
        },
      })
      .returning();
    return {
      consentType,
      consented: row?.consented ?? consented,
      consentedAt: row?.consentedAt?.toISOString() ?? null,
    };
  }

  return {
    async list(actor: Actor): Promise<TConsentRecord[]> {
      const rows = await db.select().from(userConsent).where(eq(userConsent.userId, actor.userId));
      return rows.map((row) => ({
        consentType: row.consentType,
        consented: row.consented,
        consentedAt: row.consentedAt?.toISOString() ?? null,
      }));
    },
    set,
    /** Choices made in the cookie banner before signing in move to the account. */
    async importLocal(
      actor: Actor,
      choices: { marketing: boolean; dataSharing: boolean },
      userAgent: string | undefined,
    ) {
      return [
        await set(actor, 'marketing', choices.marketing, userAgent),
        await set(actor, 'data_sharing', choices.dataSharing, userAgent),
      ];
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
