import path from 'node:path';
import { z } from 'zod';
import { ModelConfigError, readModelConfig, type ModelConfig } from './modules/ai-insights/model';
import type { PaymentsConfig } from './platform/payments/payments-config';
import type { PasswordHashing } from './auth/password-hashing';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const PROXY_COUNT_MESSAGE =
  'must be true, false, yes, no, or the number of proxies in front (0 to 10)';

/** How many reverse proxies in front of Nido append to X-Forwarded-For: true is one, false none. */
const trustedProxyCount = z
  .string()
  .regex(/^(true|false|yes|no|[0-9]|10)$/, PROXY_COUNT_MESSAGE)
  .transform((value) => {
    if (value === 'true' || value === 'yes') return 1;
    if (value === 'false' || value === 'no') return 0;
    return Number(value);
  });

/** LIST_CACHE_MB when not set. */
export const DEFAULT_LIST_CACHE_MB = 48;

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  // Loopback unless configured: a development start must not be reachable from the network.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  APP_URL: z.url({ error: 'must be an absolute URL such as https://nido.example.com' }).optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  TRUST_PROXY: trustedProxyCount.default(0),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/.+/,
      'must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com:465',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default('Nido <no-reply@nido.family>'),
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (generate one with: openssl rand -base64 48)')
    .optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9+/]{43}=$/,
      'must be 32 random bytes in base64 (generate one with: openssl rand -base64 32)',
    )
    .optional(),
  LOCAL_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US')
    .default('US'),
  // Optional live quotes for investments (issue 13); off unless a key is configured.
  FINNHUB_API_KEY: z.string().min(1).optional(),
  FINNHUB_BASE_URL: z.url('must be a URL such as https://finnhub.io/api/v1').optional(),
  // Issue 15: how often the triggering-event job runs, and the browser tests' movable clock.
  EVENT_JOB_INTERVAL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds (1000 to 3600000)' })
    .int('must be a whole number of milliseconds (1000 to 3600000)')
    .min(1000, 'must be a whole number of milliseconds (1000 to 3600000)')
    .max(3_600_000, 'must be a whole number of milliseconds (1000 to 3600000)')
    .default(60_000),
  NIDO_DEV_CLOCK: z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).default('0'),
  // Test suites only: passwords hashed at a trivial cost (auth/password-hashing.ts).
  NIDO_FAST_PASSWORD_HASH_FOR_TESTS: z
    .enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' })
    .default('0'),
  // Memory kept for unchanged list answers (http/list-answer-cache.ts); 0 keeps none.
  LIST_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes (0 to 4096)' })
    .int('must be a whole number of megabytes (0 to 4096)')
    .min(0, 'must be a whole number of megabytes (0 to 4096)')
    .max(4096, 'must be a whole number of megabytes (0 to 4096)')
    .default(DEFAULT_LIST_CACHE_MB),
  // Issue 16: an optional OpenAI-compatible model for the AI Insights chat; off unless both set.
  AI_BASE_URL: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  // Issue 18: Stripe. Payments are off until all four are set; the API_* three point the SDK
  // elsewhere than api.stripe.com (a proxy or a test stand-in).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_ANNUAL: z
    .string()
    .regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_LIFETIME: z
    .string()
    .regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { error: 'must be http or https' }).optional(),
  NIDO_FAKE_STRIPE: z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).default('0'),
  NIDO_FAKE_STRIPE_PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(0),
});

const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ANNUAL',
  'STRIPE_PRICE_LIFETIME',
] as const;

// Values that may carry credentials are never echoed back in error messages.
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'AUTH_SECRET',
  'ENCRYPTION_KEY',
  'FINNHUB_API_KEY',
  'AI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * The number of reverse proxies in front of Nido (0: none). Their X-Forwarded-* headers are
   * believed, and the client's address is the one the outermost trusted proxy appended.
   */
  trustProxy: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string | undefined;
  encryptionKey: string | undefined;
  /** The country loopback and private addresses count as (the country check cannot place them). */
  localCountry: string;
  /** Live investment quotes: configured only with an API key (platform/quotes). */
  quotes: { apiKey: string; baseUrl: string } | null;
  /** How often the triggering-event job (reminders, unlocks) runs. */
  eventJobIntervalMs: number;
  /** LIST_CACHE_MB in bytes: the most that unchanged list answers may take in memory (0: none). */
  listCacheBytes: number;
  /**
   * NIDO_DEV_CLOCK=1: the app's clock can be moved forward at POST /dev/clock (browser tests of
   * a waiting period). Refused in production.
   */
  devClock: boolean;
  /** NIDO_FAST_PASSWORD_HASH_FOR_TESTS=1 (never in production): see auth/password-hashing.ts. */
  passwordHashing: PasswordHashing;
  /** The AI Insights chat's optional language model (AI_BASE_URL, AI_MODEL, AI_API_KEY). */
  aiModel: ModelConfig | null;
  /** Stripe (issue 18): set only when all four STRIPE_* values are; null means payments are off. */
  payments: PaymentsConfig | null;
  /**
   * NIDO_FAKE_STRIPE=1 (never in production): main.ts starts the local fake Stripe on this port
   * (0: any free one) and takes payments against it, so the whole flow can be tried offline.
   */
  fakeStripe: { port: number } | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads configuration from the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (PORT=) means "not set", as in most shells' .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const given = env[name];
      const shown = given === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${given}")`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Nido cannot start: invalid configuration\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.SMTP_URL) {
    throw new ConfigError(
      'Nido cannot start: invalid configuration\n  SMTP_URL: must be set in production (email cannot stay in a local mailbox)',
    );
  }
  if (values.NODE_ENV === 'production' && values.NIDO_DEV_CLOCK === '1') {
    throw new ConfigError(
      'Nido cannot start: invalid configuration\n  NIDO_DEV_CLOCK: must not be set in production (it lets a request move the server clock, for browser tests only)',
    );
  }
  if (values.NODE_ENV === 'production' && values.NIDO_FAST_PASSWORD_HASH_FOR_TESTS === '1') {
    throw new ConfigError(
      'Nido cannot start: invalid configuration\n  NIDO_FAST_PASSWORD_HASH_FOR_TESTS: must not be set in production (it stores passwords with a hash anyone could reverse, for test suites only)',
    );
  }
  const payments = paymentsOf(values);
  if (values.NIDO_FAKE_STRIPE === '1') {
    if (values.NODE_ENV === 'production')
      throw new ConfigError(
        'Nido cannot start: invalid configuration\n  NIDO_FAKE_STRIPE: must not be set in production (it takes pretend payments, for local trials and tests only)',
      );
    if (payments)
      throw new ConfigError(
        'Nido cannot start: invalid configuration\n  NIDO_FAKE_STRIPE: must not be set together with STRIPE_SECRET_KEY (choose the fake Stripe or a real account)',
      );
  }
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    authSecret: values.AUTH_SECRET,
    encryptionKey: values.ENCRYPTION_KEY,
    localCountry: values.LOCAL_COUNTRY,
    quotes: values.FINNHUB_API_KEY
      ? {
          apiKey: values.FINNHUB_API_KEY,
          baseUrl: (values.FINNHUB_BASE_URL ?? 'https://finnhub.io/api/v1').replace(/\/+$/, ''),
        }
      : null,
    eventJobIntervalMs: values.EVENT_JOB_INTERVAL_MS,
    listCacheBytes: values.LIST_CACHE_MB * 1024 * 1024,
    devClock: values.NIDO_DEV_CLOCK === '1',
    passwordHashing:
      values.NIDO_FAST_PASSWORD_HASH_FOR_TESTS === '1' ? 'fast-for-tests' : 'standard',
    aiModel: aiModelOf({
      AI_BASE_URL: values.AI_BASE_URL,
      AI_MODEL: values.AI_MODEL,
      AI_API_KEY: values.AI_API_KEY,
    }),
    payments,
    fakeStripe: values.NIDO_FAKE_STRIPE === '1' ? { port: values.NIDO_FAKE_STRIPE_PORT } : null,
  };
}

/** All four STRIPE_* values, or none: half a configuration stops the start, naming what is missing. */
function paymentsOf(values: z.infer<typeof ConfigSchema>): PaymentsConfig | null {
  const missing = STRIPE_REQUIRED.filter((name) => !values[name]);
  if (missing.length === STRIPE_REQUIRED.length) return null;
  if (missing.length > 0) {
    const lines = missing.map(
      (name) => `  ${name}: must be set too (payments need all of ${STRIPE_REQUIRED.join(', ')})`,
    );
    throw new ConfigError(`Nido cannot start: invalid configuration\n${lines.join('\n')}`);
  }
  const api = values.STRIPE_API_HOST
    ? {
        host: values.STRIPE_API_HOST,
        port: values.STRIPE_API_PORT ?? (values.STRIPE_API_PROTOCOL === 'http' ? 80 : 443),
        protocol: values.STRIPE_API_PROTOCOL ?? 'https',
      }
    : undefined;
  return {
    secretKey: values.STRIPE_SECRET_KEY!,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
    priceAnnual: values.STRIPE_PRICE_ANNUAL!,
    priceLifetime: values.STRIPE_PRICE_LIFETIME!,
    ...(api ? { api } : {}),
  };
}

function aiModelOf(values: Record<string, string | undefined>): ModelConfig | null {
  try {
    return readModelConfig(values);
  } catch (error) {
    if (!(error instanceof ModelConfigError)) throw error;
    throw new ConfigError(`Nido cannot start: invalid configuration\n  ${error.message}`);
  }
}
