import { describe, expect, it } from 'vitest';
import { finnhubQuotes } from './finnhub-quotes';

type Call = { url: string; init: RequestInit | undefined };

/** A fetch that answers `body` with `status` and notes what it was asked. */
function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fetch, calls };
}

const BASE = 'https://finnhub.example/api/v1';
const NOW = new Date('2026-01-15T18:30:00Z');

function provider(status: number, body: unknown) {
  const fake = fakeFetch(status, body);
  return {
    quotes: finnhubQuotes({
      apiKey: 'secret-key',
      baseUrl: BASE,
      fetch: fake.fetch,
      now: () => NOW,
    }),
    calls: fake.calls,
  };
}

describe('finnhubQuotes', () => {
  it('is named Finnhub', () => {
    expect(provider(200, {}).quotes.name).toBe('Finnhub');
  });

  it('asks /quote for the symbol with the key in a header, and a time limit', async () => {
    const { quotes, calls } = provider(200, { c: 10, t: 1_765_227_600 });
    await quotes.quote('BRK.B & co');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${BASE}/quote?symbol=BRK.B%20%26%20co`);
    expect(calls[0]!.url).not.toContain('secret-key');
    expect(new Headers(calls[0]!.init?.headers).get('X-Finnhub-Token')).toBe('secret-key');
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reads the current price in micros, dated by the quote's time (UTC day)", async () => {
    // 2025-12-08 21:00 UTC
    const { quotes } = provider(200, { c: 231.555, d: 2.1, dp: 0.9, t: 1_765_227_600 });
    expect(await quotes.quote('AAPL')).toEqual({ priceMicros: 231_555_000, asOf: '2025-12-08' });
  });

  it('rounds to whole micros', async () => {
    const { quotes } = provider(200, { c: 0.12345678, t: 1_765_227_600 });
    expect(await quotes.quote('DOGE')).toMatchObject({ priceMicros: 123_457 });
  });

  it('dates a quote without a time by the clock', async () => {
    expect(await provider(200, { c: 5 }).quotes.quote('X')).toEqual({
      priceMicros: 5_000_000,
      asOf: '2026-01-15',
    });
    expect(await provider(200, { c: 5, t: 0 }).quotes.quote('X')).toMatchObject({
      asOf: '2026-01-15',
    });
  });

  it('answers null for a symbol Finnhub does not know (c: 0)', async () => {
    expect(await provider(200, { c: 0, d: null, dp: null, t: 0 }).quotes.quote('ZZZZ')).toBeNull();
  });

  it('throws when Finnhub answers an error status', async () => {
    await expect(provider(500, { error: 'boom' }).quotes.quote('AAPL')).rejects.toThrow(
      'The quote provider answered 500',
    );
    await expect(provider(429, { error: 'limit' }).quotes.quote('AAPL')).rejects.toThrow(
      'The quote provider answered 429',
    );
  });

  it('throws on a body that is not a quote', async () => {
    await expect(
      provider(200, { error: 'You don’t have access' }).quotes.quote('X'),
    ).rejects.toThrow();
    await expect(provider(200, 'not json').quotes.quote('X')).rejects.toThrow();
  });

  it('passes on a failed request', async () => {
    const quotes = finnhubQuotes({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(quotes.quote('AAPL')).rejects.toThrow('fetch failed');
  });
});
