import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfig, userConsent } from '@server/db/schema';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, STRONG_PASSWORD, uniqueEmail, verificationToken } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('consent', () => {
  it('records a grant with its time and browser, and a revocation', async () => {
    const user = await newUser(t);
    const granted = await user.client.request('/api/consent/marketing', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Firefox/140' },
      body: JSON.stringify({ consented: true }),
    });
    expect(await granted.json()).toMatchObject({
      consentType: 'marketing',
      consented: true,
      consentedAt: expect.any(String) as unknown,
    });
    const [row] = await t.database.db
      .select()
      .from(userConsent)
      .where(eq(userConsent.userId, user.id));
    expect(row).toMatchObject({ consented: true, userAgent: 'Firefox/140' });

    const revoked = await user.client.put('/api/consent/marketing', { consented: false });
    expect(await revoked.json()).toMatchObject({ consented: false, consentedAt: null });
    expect(await (await user.client.get('/api/consent')).json()).toEqual({
      consents: [{ consentType: 'marketing', consented: false, consentedAt: null }],
    });
  });

  it('keeps one row per user and type', async () => {
    const user = await newUser(t);
    for (const consented of [true, false, true])
      await user.client.put('/api/consent/data_sharing', { consented });
    expect(
      await t.database.db.select().from(userConsent).where(eq(userConsent.userId, user.id)),
    ).toHaveLength(1);
  });

  it('imports the choices made before signing in', async () => {
    const user = await newUser(t);
    const response = await user.client.post('/api/consent/import', {
      marketing: false,
      dataSharing: true,
    });
    expect(await response.json()).toMatchObject({
      consents: [
        { consentType: 'marketing', consented: false },
        { consentType: 'data_sharing', consented: true },
      ],
    });
  });

  it('refuses unknown consent types and anonymous callers', async () => {
    const user = await newUser(t);
    expect((await user.client.put('/api/consent/selling', { consented: true })).status).toBe(400);
    expect(
      (await new TestClient(t).put('/api/consent/marketing', { consented: true })).status,
    ).toBe(401);
  });
});

describe('subscription', () => {
  it('reports the free beta subscription created at sign-up', async () => {
    const user = await newUser(t);
    expect(await (await user.client.get('/api/subscription')).json()).toMatchObject({
      paymentRequired: false,
      active: true,
      planType: 'beta_free',
      status: 'active',
    });
  });

  it('creates no free subscription while payment is required', async () => {
    await t.database.db
      .update(appConfig)
      .set({ value: { enabled: true } })
      .where(eq(appConfig.key, 'payment_required'));
    try {
      const email = uniqueEmail('paying');
      const client = new TestClient(t);
      await client.post('/api/auth/sign-up', {
        fullName: 'Pat Paying',
        email,
        password: STRONG_PASSWORD,
        acceptedTerms: true,
      });
      await client.post('/api/auth/verify-email', { token: verificationToken(t, email) });
      await client.post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
      expect(await (await client.get('/api/subscription')).json()).toEqual({
        paymentRequired: true,
        active: false,
        planType: null,
        status: null,
        currentPeriodStart: null,
        otherHouseholdsWithPlan: false,
      });
    } finally {
      await t.database.db
        .update(appConfig)
        .set({ value: { enabled: false } })
        .where(eq(appConfig.key, 'payment_required'));
    }
  });
});
