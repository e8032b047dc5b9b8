import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: 0,
      host: '127.0.0.1',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/nido',
      DATABASE_URL: 'postgres://nido@db:5432/nido',
      APP_URL: 'https://nido.example.com/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/nido',
      databaseUrl: 'postgres://nido@db:5432/nido',
      appUrl: 'https://nido.example.com',
      logLevel: 'warn',
      trustProxy: 1,
    });
  });

  it('counts trusted proxies: true is one, false none, or a number', () => {
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(ConfigError);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('lists every bad value in one readable message', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe', APP_URL: 'not a url' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('invalid configuration');
    expect(message).toContain('PORT: must be a whole number between 0 and 65535 (got "abc")');
    expect(message).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(message).toContain(
      'TRUST_PROXY: must be true, false, yes, no, or the number of proxies in front (0 to 10) (got "maybe")',
    );
    expect(message).toContain('APP_URL: must be an absolute URL');
  });

  it('refuses out-of-range ports', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '3.5' })).toThrow(/PORT/);
  });

  it('never echoes a database URL, which may hold a password', () => {
    const wrongScheme = 'mysql://user:hunter2@db/nido'; // secret-scan: allow (a made-up password)
    expect(() => loadConfig({ DATABASE_URL: wrongScheme })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    try {
      loadConfig({ DATABASE_URL: wrongScheme });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});

describe('production configuration', () => {
  it('requires SMTP_URL, so that mail never stays in a local folder', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: must be set in production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com:465' }).smtpUrl,
    ).toBe('smtps://mail.example.com:465');
  });

  it('refuses the dev clock, which lets a request move the server clock', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com:465' };
    expect(() => loadConfig({ ...production, NIDO_DEV_CLOCK: '1' })).toThrow(
      /NIDO_DEV_CLOCK: must not be set in production/,
    );
    expect(loadConfig({ ...production, NIDO_DEV_CLOCK: '0' }).devClock).toBe(false);
    expect(loadConfig({ NIDO_DEV_CLOCK: '1' }).devClock).toBe(true);
  });

  it('hashes passwords at the real cost unless a test suite asks, and never fast in production', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com:465' };
    expect(loadConfig(production).passwordHashing).toBe('standard');
    expect(loadConfig({}).passwordHashing).toBe('standard');
    expect(() => loadConfig({ ...production, NIDO_FAST_PASSWORD_HASH_FOR_TESTS: '1' })).toThrow(
      /NIDO_FAST_PASSWORD_HASH_FOR_TESTS: must not be set in production/,
    );
    expect(loadConfig({ NIDO_FAST_PASSWORD_HASH_FOR_TESTS: '1' }).passwordHashing).toBe(
      'fast-for-tests',
    );
  });

  it('runs the triggering-event job every minute unless told otherwise', () => {
    expect(loadConfig({}).eventJobIntervalMs).toBe(60_000);
    expect(loadConfig({ EVENT_JOB_INTERVAL_MS: '1000' }).eventJobIntervalMs).toBe(1000);
    expect(() => loadConfig({ EVENT_JOB_INTERVAL_MS: '10' })).toThrow(/EVENT_JOB_INTERVAL_MS/);
  });

  it('keeps up to 48 MB of unchanged list answers unless told otherwise (0: none)', () => {
    expect(loadConfig({}).listCacheBytes).toBe(48 * 1024 * 1024);
    expect(loadConfig({ LIST_CACHE_MB: '0' }).listCacheBytes).toBe(0);
    expect(() => loadConfig({ LIST_CACHE_MB: '-1' })).toThrow(
      /LIST_CACHE_MB: must be a whole number of megabytes/,
    );
  });

  it('validates the secrets and the local country', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ ENCRYPTION_KEY: 'not-base64' })).toThrow(
      /ENCRYPTION_KEY: must be 32 random bytes/,
    );
    expect(() => loadConfig({ LOCAL_COUNTRY: 'usa' })).toThrow(/LOCAL_COUNTRY/);
    expect(loadConfig({}).localCountry).toBe('US');
  });

  describe('Stripe (issue 18)', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PRICE_ANNUAL: 'price_annual1',
      STRIPE_PRICE_LIFETIME: 'price_lifetime1',
    };

    it('takes payments only when all four values are set', () => {
      expect(loadConfig({}).payments).toBeNull();
      expect(loadConfig(stripe).payments).toEqual({
        secretKey: 'sk_test_abc123',
        webhookSecret: 'whsec_abc123',
        priceAnnual: 'price_annual1',
        priceLifetime: 'price_lifetime1',
      });
    });

    it('refuses half a configuration, naming what is missing and echoing no secret', () => {
      const attempt = () =>
        loadConfig({ STRIPE_SECRET_KEY: 'sk_live_secret999', STRIPE_PRICE_ANNUAL: 'price_a' });
      expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET: must be set too/);
      expect(attempt).toThrow(/STRIPE_PRICE_LIFETIME: must be set too/);
      const wrongKey = () => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_oops' });
      expect(wrongKey).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
      expect(wrongKey).not.toThrow(/pk_live_oops/);
      expect(attempt).not.toThrow(/sk_live_secret999/);
    });

    it('points the SDK at another host when told to', () => {
      const config = loadConfig({
        ...stripe,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'http',
      });
      expect(config.payments?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    });

    it('starts the fake Stripe on request, never in production nor beside a real account', () => {
      expect(loadConfig({}).fakeStripe).toBeNull();
      expect(loadConfig({ NIDO_FAKE_STRIPE: '1' }).fakeStripe).toEqual({ port: 0 });
      expect(
        loadConfig({ NIDO_FAKE_STRIPE: '1', NIDO_FAKE_STRIPE_PORT: '12112' }).fakeStripe,
      ).toEqual({ port: 12112 });
      const production = { NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com:465' };
      expect(() => loadConfig({ ...production, NIDO_FAKE_STRIPE: '1' })).toThrow(
        /NIDO_FAKE_STRIPE: must not be set in production/,
      );
      expect(() => loadConfig({ ...stripe, NIDO_FAKE_STRIPE: '1' })).toThrow(
        /NIDO_FAKE_STRIPE: must not be set together with STRIPE_SECRET_KEY/,
      );
    });
  });
});
