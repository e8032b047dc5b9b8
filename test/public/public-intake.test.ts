import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsConversions, analyticsEvents, waitlistEntries } from '@server/db/schema';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, uniqueEmail } from '@test/harness/accounts';

let t: TestApp;
let direct: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  direct = await createTestApp({ trustProxy: false });
});
afterAll(async () => {
  await t.close();
  await direct.close();
});

describe('POST /api/check-country', () => {
  it('places the visitor from the proxy-reported address', async () => {
    const fromUk = await new TestClient(t, { 'X-Forwarded-For': '81.2.69.142' }).post(
      '/api/check-country',
    );
    expect(await fromUk.json()).toEqual({ isUSA: false, country: 'GB' });
    const fromUs = await new TestClient(t, { 'X-Forwarded-For': '8.8.8.8, 10.0.0.1' }).post(
      '/api/check-country',
    );
    expect(await fromUs.json()).toEqual({ isUSA: true, country: 'US' });
  });

  it('counts local addresses as the US', async () => {
    const local = await new TestClient(t, { 'X-Forwarded-For': '192.168.1.20' }).post(
      '/api/check-country',
    );
    expect(await local.json()).toEqual({ isUSA: true, country: 'US' });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const spoofed = await new TestClient(direct, { 'X-Forwarded-For': '81.2.69.142' }).post(
      '/api/check-country',
    );
    expect(await spoofed.json()).toEqual({ isUSA: true, country: 'US' });
  });
});

describe('POST /api/waitlist', () => {
  it('stores a valid entry', async () => {
    const email = uniqueEmail('abroad');
    const response = await new TestClient(t).post('/api/waitlist', {
      name: ' Ana Souza ',
      email: email.toUpperCase(),
      age: '34',
      country: 'BR',
    });
    expect(response.status).toBe(201);
    const rows = await t.database.db.select().from(waitlistEntries);
    expect(rows).toContainEqual(
      expect.objectContaining({ name: 'Ana Souza', email, age: 34, country: 'BR' }),
    );
  });

  it('requires every field, an age of 18 to 120 and a listed country', async () => {
    const response = await new TestClient(t).post('/api/waitlist', {
      name: '',
      email: 'x',
      age: 17,
      country: 'US',
    });
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter a valid email address',
      age: 'You must be between 18 and 120',
      country: 'Please choose your country',
    });
    const old = await new TestClient(t).post('/api/waitlist', {
      name: 'A',
      email: uniqueEmail(),
      age: 121,
      country: 'OTHER',
    });
    expect(old.status).toBe(400);
  });
});

describe('analytics', () => {
  it('records events and conversions with campaign parameters, attributing signed-in users', async () => {
    const user = await newUser(t);
    const event = await user.client.post('/api/analytics/events', {
      eventType: 'conversion',
      eventName: 'registration_completed',
      sessionId: 'session-123',
      campaign: { utm_source: 'newsletter', utm_campaign: 'fall' },
      pageUrl: 'http://localhost:3000/register',
      metadata: { plan: 'beta' },
    });
    expect(event.status).toBe(202);
    const conversion = await new TestClient(t).post('/api/analytics/conversions', {
      conversionType: 'registration',
      sessionId: 'session-123',
      campaign: { utm_source: 'newsletter' },
    });
    expect(conversion.status).toBe(202);

    const [storedEvent] = await t.database.db.select().from(analyticsEvents);
    expect(storedEvent).toMatchObject({
      eventName: 'registration_completed',
      userId: user.id,
      utmSource: 'newsletter',
      utmCampaign: 'fall',
      metadata: { plan: 'beta' },
    });
    const [storedConversion] = await t.database.db.select().from(analyticsConversions);
    expect(storedConversion).toMatchObject({
      conversionType: 'registration',
      currency: 'USD',
      conversionValueCents: 0,
      userId: null,
    });
  });

  it('refuses oversized metadata', async () => {
    const metadata = Object.fromEntries(
      Array.from({ length: 21 }, (_, index) => [`k${index}`, index]),
    );
    const response = await new TestClient(t).post('/api/analytics/events', {
      eventType: 'x',
      eventName: 'y',
      metadata,
    });
    expect(response.status).toBe(400);
  });
});
