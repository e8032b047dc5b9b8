import { z } from 'zod';
import { MICROS_PER_DOLLAR } from '@shared/investments/investment-schemas';
import type { Quote, QuoteProvider } from './quote-provider';

/** Each quote request gives up after this long, so a hung provider cannot hold a refresh. */
export const QUOTE_TIMEOUT_MS = 3_000;

/**
 * Finnhub `/quote` (https://finnhub.io/docs/api/quote): `c` current price, `dp` percent change,
 * `t` the quote's Unix time. An unknown symbol answers `c: 0`.
 */
const ZFinnhubQuote = z.object({ c: z.number(), t: z.number().optional() });

export function finnhubQuotes(options: {
  apiKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
}): QuoteProvider {
  const request = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  return {
    name: 'Finnhub',
    async quote(symbol: string): Promise<Quote | null> {
      const url = `${options.baseUrl}/quote?symbol=${encodeURIComponent(symbol)}`;
      const response = await request(url, {
        headers: { 'X-Finnhub-Token': options.apiKey },
        signal: AbortSignal.timeout(QUOTE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The quote provider answered ${response.status}`);
      const body = ZFinnhubQuote.parse(await response.json());
      if (!(body.c > 0)) return null;
      const at = body.t ? new Date(body.t * 1000) : now();
      return {
        priceMicros: Math.round(body.c * MICROS_PER_DOLLAR),
        asOf: at.toISOString().slice(0, 10),
      };
    },
  };
}
