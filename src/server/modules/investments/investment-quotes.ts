import { and, inArray, isNotNull, ne } from 'drizzle-orm';
import type { TQuoteRefreshResult, TQuoteStatus } from '@shared/investments/investment-schemas';
import type { Database } from '../../db/client';
import { holdings } from '../../db/schema';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { mapWithLimit } from '../../platform/map-with-limit';
import type { QuoteProvider } from '../../platform/quotes/quote-provider';
import type { ActivityLog } from '../family/activity-log';
import { recordPrices, type PriceSnapshot } from './holding-prices';

/** Free quote plans allow about a request a second; a refresh asks for this many symbols at most. */
export const MAX_SYMBOLS_PER_REFRESH = 60;
const PARALLEL_QUOTES = 4;

/**
 * Live prices from the optional quote provider (issue 13). Only symbols of households the person
 * may change are asked for; a symbol the provider does not know, or a provider that fails or times
 * out, is reported back and changes nothing.
 */
export function createInvestmentQuotes(deps: {
  db: Database;
  access: Access;
  activity: ActivityLog;
  provider: QuoteProvider | null;
  logger: Logger;
}) {
  const { db, access, activity, provider, logger } = deps;
  return {
    status(): TQuoteStatus {
      return { enabled: provider !== null, provider: provider?.name ?? null };
    },

    async refresh(actor: Actor, requestedOwners?: string[]): Promise<TQuoteRefreshResult> {
      if (!provider)
        throw new AppError('CONFLICT', 'Live prices are off: no quote provider is configured.');
      const writable = await access.writableOwnerIds(actor, 'investments');
      const selected = (
        await access.selectedOwnerIds(actor, requestedOwners, 'investments')
      ).filter((id) => writable.includes(id));
      if (selected.length === 0) throw AppError.notFound('You cannot change these prices.');
      const rows = await db
        .selectDistinct({ userId: holdings.userId, symbol: holdings.symbol })
        .from(holdings)
        .where(
          and(
            inArray(holdings.userId, selected),
            isNotNull(holdings.symbol),
            ne(holdings.assetClass, 'cash'),
          ),
        );
      const symbols = [...new Set(rows.map((row) => row.symbol as string))]
        .sort()
        .slice(0, MAX_SYMBOLS_PER_REFRESH);
      const failed: string[] = [];
      const quotes = await mapWithLimit(symbols, PARALLEL_QUOTES, async (symbol) => {
        try {
          const quote = await provider.quote(symbol);
          if (!quote) failed.push(symbol);
          return quote ? { symbol, ...quote } : null;
        } catch (error) {
          logger.warn({ err: error, symbol }, 'quote provider failed');
          failed.push(symbol);
          return null;
        }
      });
      let updated = 0;
      for (const ownerId of selected) {
        const owned = new Set(
          rows.filter((row) => row.userId === ownerId).map((row) => row.symbol),
        );
        const snapshots: PriceSnapshot[] = quotes
          .filter((quote) => quote !== null && owned.has(quote.symbol))
          .map((quote) => ({
            priceKey: quote!.symbol,
            asOf: quote!.asOf,
            priceMicros: quote!.priceMicros,
            source: 'provider',
          }));
        await recordPrices(db, ownerId, snapshots);
        updated += snapshots.length;
        if (snapshots.length > 0)
          await activity.changed(
            actor,
            ownerId,
            'update',
            'investments',
            `Live prices of ${snapshots.length} ${snapshots.length === 1 ? 'symbol' : 'symbols'}`,
          );
      }
      return { updated, failed: failed.sort() };
    },
  };
}

export type InvestmentQuotes = ReturnType<typeof createInvestmentQuotes>;
