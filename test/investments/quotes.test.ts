import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuoteRefreshResult } from '@shared/investments/investment-schemas';
import { finnhubQuotes, QUOTE_TIMEOUT_MS } from '@server/platform/quotes/finnhub-quotes';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { newConnectedMember } from '@test/harness/family';
import {
  addAccount,
  addHolding,
  listAccounts,
  listedHolding,
  micros,
  snapshotsOf,
} from './investments-api';

const API_KEY = 'test-finnhub-key';
/** 2025-12-08 21:00 UTC, as Finnhub's `t` (Unix seconds). */
const QUOTE_TIME = Date.UTC(2025, 11, 8, 21) / 1000;

type Answer = { status: number; body: unknown } | 'hang';

/**
 * A stand-in for Finnhub's /quote on 127.0.0.1: answers each symbol as `answers` says (unknown
 * symbols `c: 0`, as Finnhub does), and notes every request it gets.
 */
class FinnhubStandIn {
  readonly answers = new Map<string, Answer>();
  readonly requests: Array<{ symbol: string; token: string | undefined }> = [];
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v1`;
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const symbol = url.searchParams.get('symbol') ?? '';
    const token = request.headers['x-finnhub-token'];
    this.requests.push({ symbol, token: Array.isArray(token) ? token[0] : token });
    if (url.pathname !== '/api/v1/quote') {
      response.writeHead(404).end();
      return;
    }
    const answer = this.answers.get(symbol) ?? { status: 200, body: { c: 0, d: null, t: 0 } };
    if (answer === 'hang') return; // Never answers.
    response
      .writeHead(answer.status, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(answer.body));
  }

  symbolsAsked(): string[] {
    return [...new Set(this.requests.map((request) => request.symbol))].sort();
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

/** Waits (polling, no fixed sleep) until `condition` holds, or fails after `timeoutMs`. */
async function waitUntil(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const finnhub = new FinnhubStandIn();
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  const baseUrl = await finnhub.start();
  t = await createTestApp({ quotes: finnhubQuotes({ apiKey: API_KEY, baseUrl }) });
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
});
afterAll(async () => {
  await t?.close();
  await finnhub.stop();
});

function refresh(user: TestUser, query = ''): Promise<Response> {
  return user.client.post(`/api/investments/quotes/refresh${query}`);
}

describe('live quotes from Finnhub', () => {
  it('are reported on', async () => {
    const response = await owner.client.get('/api/investments/quotes');
    expect(await response.json()).toEqual({ enabled: true, provider: 'Finnhub' });
  });

  it("record the household's prices as provider snapshots, and report unknown symbols and failures", async () => {
    const brokerage = (await addAccount(owner)).id;
    const roth = (await addAccount(owner, { type: 'roth_ira', accountName: 'Roth' })).id;
    const apple = await addHolding(owner, brokerage, {
      symbol: 'AAPL',
      name: 'Apple',
      assetClass: 'stock',
      quantity: 10,
      priceMicros: micros(200),
      priceAsOf: '2025-12-01',
    });
    const appleInRoth = await addHolding(owner, roth, {
      symbol: 'AAPL',
      name: 'Apple',
      assetClass: 'stock',
      quantity: 1,
    });
    const berkshire = await addHolding(owner, roth, {
      symbol: 'BRK.B',
      name: 'Berkshire Hathaway B',
      assetClass: 'stock',
      quantity: 2,
    });
    const unknown = await addHolding(owner, brokerage, {
      symbol: 'ZZZZ',
      name: 'Delisted',
      assetClass: 'stock',
      quantity: 5,
      priceMicros: micros(1),
      priceAsOf: '2025-12-01',
    });
    await addHolding(owner, brokerage, {
      symbol: 'BOOM',
      name: 'Provider fails',
      assetClass: 'stock',
      quantity: 1,
    });
    // Cash and holdings without a symbol are not asked for.
    await addHolding(owner, brokerage, {
      symbol: 'SPAXX',
      name: 'Money market',
      assetClass: 'cash',
      quantity: 100,
    });
    await addHolding(owner, brokerage, { name: 'Private fund', assetClass: 'other', quantity: 1 });
    // Another household's symbol is not asked for, and its price of AAPL is its own.
    const strangers = await addHolding(stranger, (await addAccount(stranger)).id, {
      symbol: 'AAPL',
      name: 'Apple',
      assetClass: 'stock',
      quantity: 3,
      priceMicros: micros(150),
      priceAsOf: '2025-11-01',
    });
    await addHolding(stranger, (await addAccount(stranger, { accountName: 'Other' })).id, {
      symbol: 'NVDA',
      name: 'Nvidia',
      assetClass: 'stock',
      quantity: 3,
    });

    finnhub.answers.set('AAPL', { status: 200, body: { c: 231.555, dp: 1.2, t: QUOTE_TIME } });
    finnhub.answers.set('BRK.B', { status: 200, body: { c: 493.57, t: QUOTE_TIME } });
    finnhub.answers.set('BOOM', { status: 500, body: { error: 'Internal error' } });

    const response = await refresh(owner);
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()) as TQuoteRefreshResult).toEqual({
      updated: 2,
      failed: ['BOOM', 'ZZZZ'],
    });
    expect(finnhub.symbolsAsked()).toEqual(['AAPL', 'BOOM', 'BRK.B', 'ZZZZ']);
    expect(finnhub.requests.every((request) => request.token === API_KEY)).toBe(true);

    const provider = (dollars: number) => ({
      priceMicros: micros(dollars),
      asOf: '2025-12-08',
      source: 'provider',
    });
    for (const id of [apple.id, appleInRoth.id])
      expect(await listedHolding(owner, id)).toMatchObject({
        price: provider(231.555),
        previousPrice: { priceMicros: micros(200), asOf: '2025-12-01', source: 'manual' },
      });
    expect((await listedHolding(owner, berkshire.id)).price).toEqual(provider(493.57));
    expect((await listedHolding(owner, unknown.id)).price).toEqual({
      priceMicros: micros(1),
      asOf: '2025-12-01',
      source: 'manual',
    });
    expect((await snapshotsOf(t, owner.id)).filter((each) => each.source === 'provider')).toEqual([
      { priceKey: 'AAPL', ...provider(231.555) },
      { priceKey: 'BRK.B', ...provider(493.57) },
    ]);
    expect(await listedHolding(stranger, strangers.id)).toMatchObject({
      price: { priceMicros: micros(150), asOf: '2025-11-01', source: 'manual' },
      previousPrice: null,
    });
    expect(await snapshotsOf(t, stranger.id)).toEqual([
      { priceKey: 'AAPL', priceMicros: micros(150), asOf: '2025-11-01', source: 'manual' },
    ]);
    expect(t.logs.text()).toContain('quote provider failed');
  });

  it('cannot be refreshed for a household the person may only view', async () => {
    const viewer = await newConnectedMember(t, owner, 'viewer');
    const asked = finnhub.requests.length;
    const before = await listAccounts(owner);
    expect((await refresh(viewer, `?owners=${owner.id}`)).status).toBe(404);
    expect(finnhub.requests.length).toBe(asked);
    expect(await listAccounts(owner)).toEqual(before);
  });

  it(`give up on a provider that never answers (after ${QUOTE_TIMEOUT_MS} ms) while the app keeps answering`, async () => {
    const slow = await newUser(t, { fullName: 'Sloane Slow' });
    const account = (await addAccount(slow)).id;
    const hung = await addHolding(slow, account, {
      symbol: 'HANG',
      name: 'Never answers',
      assetClass: 'stock',
      quantity: 1,
      priceMicros: micros(10),
      priceAsOf: '2025-12-01',
    });
    await addHolding(slow, account, {
      symbol: 'AAPL',
      name: 'Apple',
      assetClass: 'stock',
      quantity: 1,
    });
    finnhub.answers.set('HANG', 'hang');

    const started = Date.now();
    let settled = false;
    const pending = refresh(slow).finally(() => (settled = true));
    await waitUntil(
      () => finnhub.requests.some((request) => request.symbol === 'HANG'),
      'the stand-in is asked for HANG',
    );
    // The refresh is waiting on the provider; the app still answers everyone else.
    const list = await owner.client.get('/api/investments');
    expect(settled).toBe(false);
    expect(list.status).toBe(200);
    expect((await slow.client.get('/api/investments/quotes')).status).toBe(200);

    const response = await pending;
    const elapsed = Date.now() - started;
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ updated: 1, failed: ['HANG'] });
    expect(elapsed).toBeGreaterThanOrEqual(QUOTE_TIMEOUT_MS - 100);
    expect((await listedHolding(slow, hung.id)).price).toEqual({
      priceMicros: micros(10),
      asOf: '2025-12-01',
      source: 'manual',
    });
  });
});
