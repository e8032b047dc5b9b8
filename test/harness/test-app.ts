import { createBillReader, type BillReader } from '@server/modules/bills/extraction/extract-bill';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { createLogger } from '@server/logger';
import { DEFAULT_LIST_CACHE_MB } from '@server/env';
import type { DatabaseHandle } from '@server/db/client';
import type { PasswordHashing } from '@server/auth/password-hashing';
import { createTestDatabase } from './test-database';
import { LogCapture } from './log-capture';
import { MemoryMailer } from './memory-mailer';
import type { Mailer } from '@server/platform/mail/mailer';
import type { ObjectStorage } from '@server/platform/storage/object-storage';
import { createObjectStorage } from '@server/platform/storage/create-object-storage';

export const TEST_APP_URL = 'http://localhost:3000';
/** A fixed key, so tests can open what the app sealed (and check that the table does not hold plaintext). */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

export type TestApp = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  logs: LogCapture;
  mailer: MemoryMailer;
  /** The app's document storage (encrypted, local) and the temporary folder it writes to. */
  storage: ObjectStorage;
  dataDir: string;
  /** Calls the app in process, as a browser on TEST_APP_URL would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

type Options = {
  webRoot?: string;
  /** Trust X-Forwarded-* from this many proxies (true: one). */
  trustProxy?: boolean | number;
  mailer?: Mailer;
  nodeEnv?: 'test' | 'production';
  /** The public address (https to test secure cookies); requests still go in process. */
  appUrl?: string;
  routePreloads?: Record<string, string[]>;
  /** Renders the signed-in screens' first screens (the web app's renderer, from its sources). */
  firstScreenRenderer?: Parameters<typeof createApp>[0]['firstScreenRenderer'];
  /** The clock of signed file links, for tests of their expiry. */
  now?: () => Date;
  /** A database of the test's own (closed with the app) instead of a fresh in-memory one. */
  database?: DatabaseHandle;
  /** Live investment quotes (none unless given), e.g. Finnhub against a local stand-in. */
  quotes?: Parameters<typeof createApp>[0]['quotes'];
  /** The AI Insights chat's optional model, e.g. a fake OpenAI-compatible server. */
  aiModel?: Parameters<typeof createApp>[0]['aiModel'];
  /** The assistant's per-person limit (benchmarks lift it). */
  aiRequestsPerMinute?: number;
  /** Stripe (issue 18), e.g. the fake Stripe's configuration; payments are off without it. */
  payments?: Parameters<typeof createApp>[0]['payments'];
  /** Overrides of the API's admission limits, e.g. a server with no free slot. */
  admission?: Parameters<typeof createApp>[0]['admission'];
  /** Memory for unchanged list answers (LIST_CACHE_MB in bytes; the default unless given). */
  listCacheBytes?: number;
  /** The bill reader (closed with the app), e.g. one a test holds mid-read; a real one otherwise. */
  billReader?: BillReader;
  /** How passwords are hashed (the auth tests that check the production cost pass 'standard'). */
  passwordHashing?: PasswordHashing;
  /** Document storage instead of local files in the temporary folder (e.g. on a full disk). */
  storage?: ObjectStorage;
};

/** The real Hono app on a fresh database, for one test file (create in beforeAll). */
export async function createTestApp(options: Options = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const logs = new LogCapture();
  const logger = createLogger({ logLevel: 'debug' }, logs);
  const mailer = new MemoryMailer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nido-test-'));
  // Local files whatever the environment says: tests never write to a real bucket.
  const storage =
    options.storage ??
    createObjectStorage({ dataDir, encryptionKey: TEST_ENCRYPTION_KEY, env: {} });
  // Its own reader, so the OCR threads it may start end with the app.
  const billReader = options.billReader ?? createBillReader();
  const app = createApp({
    config: {
      appUrl: options.appUrl ?? TEST_APP_URL,
      trustProxy: Number(options.trustProxy ?? 0),
      nodeEnv: options.nodeEnv ?? 'test',
      localCountry: 'US',
      listCacheBytes: options.listCacheBytes ?? DEFAULT_LIST_CACHE_MB * 1024 * 1024,
      // Thousands of sign-ups and sign-ins: scrypt at the real cost would be minutes of CPU.
      passwordHashing: options.passwordHashing ?? 'fast-for-tests',
    },
    logger,
    database,
    mailer: options.mailer ?? mailer,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    encryptionKey: TEST_ENCRYPTION_KEY,
    storage,
    billReader,
    quotes: options.quotes ?? null,
    aiModel: options.aiModel ?? null,
    payments: options.payments ?? null,
    ...(options.aiRequestsPerMinute ? { aiRequestsPerMinute: options.aiRequestsPerMinute } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.routePreloads ? { routePreloads: options.routePreloads } : {}),
    ...(options.firstScreenRenderer ? { firstScreenRenderer: options.firstScreenRenderer } : {}),
    ...(options.admission ? { admission: options.admission } : {}),
  });
  return {
    app,
    database,
    logs,
    mailer,
    storage,
    dataDir,
    request: async (url, init) => app.request(new URL(url, TEST_APP_URL).toString(), init),
    close: async () => {
      await billReader.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON request options with a same-origin Origin header, like the web app sends. */
export function jsonBody(body: unknown, method = 'POST'): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Origin: TEST_APP_URL },
    body: JSON.stringify(body),
  };
}
