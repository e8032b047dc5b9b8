import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TPriceSource } from '@shared/investments/investment-schemas';
import type { Database } from '../../db/client';
import { priceSnapshots } from '../../db/schema';

export type PriceSnapshot = {
  priceKey: string;
  asOf: string;
  priceMicros: number;
  source: TPriceSource;
};

/** What a holding's prices are kept under: its symbol, or the holding itself when it has none. */
export function priceKeyOf(symbol: string | null, holdingId: string): string {
  return symbol ?? `#${holdingId}`;
}

/** The database or a transaction of it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Records prices (one per key and day: a second price the same day replaces the first), then
 * copies each key's latest two onto the household's holdings of that key, so every holding of a
 * symbol shows the same price and its change since the one before.
 */
export async function recordPrices(
  db: Executor,
  ownerId: string,
  snapshots: readonly PriceSnapshot[],
): Promise<void> {
  if (snapshots.length === 0) return;
  const byKeyAndDay = new Map(snapshots.map((each) => [`${each.priceKey}|${each.asOf}`, each]));
  await db
    .insert(priceSnapshots)
    .values([...byKeyAndDay.values()].map((each) => ({ ...each, userId: ownerId })))
    .onConflictDoUpdate({
      target: [priceSnapshots.userId, priceSnapshots.priceKey, priceSnapshots.asOf],
      set: {
        priceMicros: sql`excluded.price_micros`,
        source: sql`excluded.source`,
        createdAt: sql`now()`,
      },
    });
  await refreshHoldingPrices(db, ownerId, [...new Set(snapshots.map((each) => each.priceKey))]);
}

/** Copies the latest two snapshots of each key onto the owner's holdings of that key. */
export async function refreshHoldingPrices(
  db: Executor,
  ownerId: string,
  priceKeys: readonly string[],
): Promise<void> {
  if (priceKeys.length === 0) return;
  const keys = sql.join(
    priceKeys.map((key) => sql`${key}`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE holdings AS h SET
      price_micros = latest.price_micros,
      price_as_of = latest.as_of,
      price_source = latest.source,
      previous_price_micros = previous.price_micros,
      previous_price_as_of = previous.as_of,
      previous_price_source = previous.source
    FROM holdings AS target
    LEFT JOIN LATERAL (
      SELECT s.price_micros, s.as_of, s.source FROM price_snapshots s
      WHERE s.user_id = target.user_id AND s.price_key = target.price_key
      ORDER BY s.as_of DESC LIMIT 1
    ) AS latest ON true
    LEFT JOIN LATERAL (
      SELECT s.price_micros, s.as_of, s.source FROM price_snapshots s
      WHERE s.user_id = target.user_id AND s.price_key = target.price_key
      ORDER BY s.as_of DESC OFFSET 1 LIMIT 1
    ) AS previous ON true
    WHERE h.id = target.id AND target.user_id = ${ownerId} AND target.price_key IN (${keys})
  `);
}

/** A holding without a symbol keeps its prices under its own key: they go with it. */
export async function forgetOwnPrices(db: Executor, ownerId: string, holdingIds: string[]) {
  if (holdingIds.length === 0) return;
  await db.delete(priceSnapshots).where(
    and(
      eq(priceSnapshots.userId, ownerId),
      inArray(
        priceSnapshots.priceKey,
        holdingIds.map((id) => `#${id}`),
      ),
    ),
  );
}
