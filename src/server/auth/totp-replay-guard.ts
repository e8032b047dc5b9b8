import { and, eq, lt } from 'drizzle-orm';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { BetterAuthPlugin } from 'better-auth';
import type { Database } from '../db/client';
import { usedTotpCodes } from '../db/schema';

const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
/** A TOTP code is valid for at most three 30-second steps; we remember it a little longer. */
const REMEMBER_MS = 5 * 60 * 1000;
const TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user a TOTP check is for: the signed-in user (enrolment) or the pending sign-in's user. */
async function twoFactorUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/**
 * better-auth accepts a TOTP code as often as it likes while it is valid. This claims each code
 * per user before the check (a unique index makes the claim atomic) and releases it when the code
 * turns out wrong, so an accepted code can never be used a second time.
 */
export function totpReplayGuard(db: Database): BetterAuthPlugin {
  return {
    id: 'nido-totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            const userId = await twoFactorUserId(ctx);
            if (typeof code !== 'string' || !userId) return;
            await db
              .delete(usedTotpCodes)
              .where(lt(usedTotpCodes.usedAt, new Date(Date.now() - REMEMBER_MS)));
            const claimed = await db
              .insert(usedTotpCodes)
              .values({ userId, code })
              .onConflictDoNothing()
              .returning();
            if (claimed.length === 0) {
              throw new APIError('UNAUTHORIZED', {
                code: 'CODE_ALREADY_USED',
                message:
                  'This code has already been used. Wait for the next code in your authenticator app.',
              });
            }
            return { context: { nidoTotpClaim: { userId, code } } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const claim = (ctx as unknown as { nidoTotpClaim?: { userId: string; code: string } })
              .nidoTotpClaim;
            if (!claim || !isAPIError(ctx.context.returned)) return;
            await db
              .delete(usedTotpCodes)
              .where(
                and(eq(usedTotpCodes.userId, claim.userId), eq(usedTotpCodes.code, claim.code)),
              );
          }),
        },
      ],
    },
  };
}
