import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsConversions,
  analyticsEvents,
  sessions,
  subscriptions,
  users,
} from '@server/db/schema';
import { ZSegmentsReport, type TSegmentsReport } from '@shared/admin/admin-api';
import { parseCsv } from '@shared/csv';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, expectError } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { insertPerson, minutesAfter, newAdmin } from './admin-helpers';

/**
 * GET /api/admin/segments(.csv) over real rows: people registered across three weeks (one of
 * them quiet) and three campaigns, tracked the ways the web app tracks a registration.
 */
let t: TestApp;
let admin: TestUser;
const DAY = 24 * 60 * 60 * 1000;
const RANGE = 'from=2026-10-05&to=2026-10-25';
const INJECTION = '=HYPERLINK("https://evil.example","Click")';

async function trackRegistration(values: {
  userId?: string | null;
  sessionId: string;
  at: Date;
  source?: string;
  medium?: string;
  campaign?: string;
  as?: 'conversion' | 'event';
}) {
  const columns = {
    userId: values.userId ?? null,
    sessionId: values.sessionId,
    utmSource: values.source ?? null,
    utmMedium: values.medium ?? null,
    utmCampaign: values.campaign ?? null,
    createdAt: values.at,
  };
  if (values.as === 'event')
    await t.database.db
      .insert(analyticsEvents)
      .values({ ...columns, eventType: 'conversion', eventName: 'registration_completed' });
  else
    await t.database.db
      .insert(analyticsConversions)
      .values({ ...columns, conversionType: 'registration' });
}

async function insertSession(userId: string, lastActiveAt: Date) {
  await t.database.db.insert(sessions).values({
    token: randomUUID(),
    userId,
    expiresAt: new Date(Date.now() + DAY),
    lastActiveAt,
  });
}

async function segments(query: string): Promise<TSegmentsReport> {
  const response = await admin.client.get(`/api/admin/segments?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ZSegmentsReport.parse(await response.json());
}

beforeAll(async () => {
  t = await createFamilyTestApp();
  admin = await newAdmin(t);

  // Ann registered through the API with an invitation's kind of session: her registration was
  // tracked signed in (with her id) from a Google campaign. Verified, onboarded, on Annual.
  const ann = await newUser(t, { fullName: 'Ann Early' });
  const annRegistered = new Date('2026-10-06T09:00:00Z');
  await t.database.db.update(users).set({ createdAt: annRegistered }).where(eq(users.id, ann.id));
  expect((await ann.client.post('/api/onboarding/complete')).status).toBe(200);
  await t.database.db
    .update(subscriptions)
    .set({ planType: 'annual', status: 'active' })
    .where(eq(subscriptions.userId, ann.id));
  const tracked = await ann.client.post('/api/analytics/conversions', {
    conversionType: 'registration',
    conversionValueCents: 0,
    sessionId: 'browser-ann',
    campaign: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fall-family' },
  });
  expect(tracked.status).toBe(202);

  // Ben registered signed out (the common path): the conversion has no user id, but his browser
  // later tracked something signed in as him. An older registration from the same browser (someone
  // else's, before Ben's account existed) must not become his.
  const benRegistered = new Date('2026-10-07T18:00:00Z');
  const ben = await insertPerson(t, {
    registeredAt: benRegistered,
    verified: true,
    subscription: { planType: 'beta_free', status: 'active' },
  });
  await trackRegistration({
    sessionId: 'browser-ben',
    at: minutesAfter(benRegistered, -90),
    source: 'bing',
    medium: 'cpc',
    campaign: 'someone-else',
  });
  await trackRegistration({
    sessionId: 'browser-ben',
    at: minutesAfter(benRegistered, 0.05),
    source: 'google',
    medium: 'cpc',
    campaign: 'fall-family',
  });
  await t.database.db.insert(analyticsEvents).values({
    eventType: 'navigation',
    eventName: 'dashboard_viewed',
    sessionId: 'browser-ben',
    userId: ben,
    createdAt: minutesAfter(benRegistered, 60 * 24),
  });
  await insertSession(ben, new Date(Date.now() - 10 * DAY));

  // Cam never verified; his browser never tracked anything signed in: no campaign.
  const camRegistered = new Date('2026-10-20T08:00:00Z');
  const cam = await insertPerson(t, { registeredAt: camRegistered });
  await trackRegistration({
    sessionId: 'browser-cam',
    at: minutesAfter(camRegistered, 0.05),
    source: 'facebook',
  });
  await t.database.db.insert(analyticsEvents).values({
    eventType: 'navigation',
    eventName: 'landing_viewed',
    userId: cam,
    createdAt: new Date(Date.now() - 40 * DAY),
  });

  // Dee bought Lifetime and was refunded: she held a paid plan. Her campaign text is a formula.
  const deeRegistered = new Date('2026-10-21T12:00:00Z');
  const dee = await insertPerson(t, {
    registeredAt: deeRegistered,
    verified: true,
    onboardedAt: minutesAfter(deeRegistered, 30),
    subscription: { planType: 'lifetime', status: 'refunded', stripePaymentIntentId: 'pi_123' },
  });
  await trackRegistration({
    userId: dee,
    sessionId: 'browser-dee',
    at: minutesAfter(deeRegistered, 0.05),
    source: 'newsletter',
    medium: 'email',
    campaign: INJECTION,
    as: 'event',
  });
  await t.database.db.insert(analyticsEvents).values({
    eventType: 'navigation',
    eventName: 'dashboard_viewed',
    userId: dee,
    createdAt: new Date(Date.now() - 20 * DAY),
  });

  // Flo registered in the range's last second; Eve and Gus just outside it.
  const flo = await insertPerson(t, { registeredAt: new Date('2026-10-25T23:59:59Z') });
  await insertSession(flo, new Date(Date.now() - 31 * DAY));
  await insertPerson(t, { registeredAt: new Date('2026-10-26T00:00:00Z'), verified: true });
  await insertPerson(t, { registeredAt: new Date('2026-10-04T23:59:59Z'), verified: true });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/admin/segments', () => {
  it('counts the funnel of each week of registration, Monday first, quiet weeks as zeros', async () => {
    const report = await segments(RANGE);
    expect(report.from).toBe('2026-10-05');
    expect(report.to).toBe('2026-10-25');
    expect(report.byWeek).toEqual([
      { weekStart: '2026-10-05', registered: 2, verified: 2, onboarded: 1, subscribed: 1 },
      { weekStart: '2026-10-12', registered: 0, verified: 0, onboarded: 0, subscribed: 0 },
      { weekStart: '2026-10-19', registered: 3, verified: 1, onboarded: 1, subscribed: 1 },
    ]);
  });

  it('counts each campaign people registered under, and those who gave none as one row', async () => {
    const report = await segments(RANGE);
    expect(report.byCampaign).toEqual([
      {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'fall-family',
        registered: 2,
        verified: 2,
        onboarded: 1,
        subscribed: 1,
      },
      {
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        registered: 2,
        verified: 0,
        onboarded: 0,
        subscribed: 0,
      },
      {
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: INJECTION,
        registered: 1,
        verified: 1,
        onboarded: 1,
        subscribed: 1,
      },
    ]);
  });

  it('shows the plans of active subscriptions, and the people active in 7 and 30 days', async () => {
    const report = await segments(RANGE);
    // Ben's and the admin's free beta, Ann's Annual; Dee's refunded Lifetime is not active.
    expect(report.planMix).toEqual([
      { planType: 'beta_free', users: 2 },
      { planType: 'annual', users: 1 },
    ]);
    // 7 days: the admin and Ann (signed in now). 30: also Ben (a session 10 days ago) and Dee
    // (an event 20 days ago); not Flo (31 days) or Cam (40 days).
    expect(report.activeUsers).toEqual({ last7Days: 2, last30Days: 4 });
  });

  it('answers a range with nobody in it with empty weeks and no campaigns', async () => {
    const report = await segments('from=2025-01-06&to=2025-01-19');
    expect(report.byWeek).toEqual([
      { weekStart: '2025-01-06', registered: 0, verified: 0, onboarded: 0, subscribed: 0 },
      { weekStart: '2025-01-13', registered: 0, verified: 0, onboarded: 0, subscribed: 0 },
    ]);
    expect(report.byCampaign).toEqual([]);
  });

  it('defaults to the last 12 weeks, up to today (UTC)', async () => {
    const report = await segments('');
    const today = new Date().toISOString().slice(0, 10);
    expect(report.to).toBe(today);
    expect(report.byWeek).toHaveLength(12);
    expect(report.byWeek[0]?.weekStart).toBe(report.from);
    expect(new Date(`${report.from}T00:00:00Z`).getUTCDay()).toBe(1);
    // The admin registered today.
    expect(report.byWeek.at(-1)?.registered).toBeGreaterThanOrEqual(1);
  });

  it('refuses dates that are not dates, a start after the end, and more than two years', async () => {
    const get = (query: string) => admin.client.get(`/api/admin/segments?${query}`);
    await expectError(await get('from=2026-02-30'), 400, {
      code: 'VALIDATION_FAILED',
      message: '"2026-02-30" is not a date. Use a date like 2026-11-26.',
      fields: { from: 'Use a real date like 2026-11-26.' },
    });
    await expectError(await get('to=yesterday'), 400, {
      code: 'VALIDATION_FAILED',
      fields: { to: 'Use a date like 2026-11-26.' },
    });
    await expectError(await get('from=2026-11-02&to=2026-11-01'), 400, {
      message: 'The start date must be on or before the end date.',
    });
    await expectError(await get('from=2020-01-01&to=2026-11-01'), 400, {
      fields: { from: 'Choose at most two years.' },
    });
  });
});

describe('GET /api/admin/segments.csv', () => {
  it('downloads the week and campaign rows as a CSV named for the range', async () => {
    const response = await admin.client.get(`/api/admin/segments.csv?${RANGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="nido-segments-2026-10-05-2026-10-25.csv"',
    );
    const rows = parseCsv(await response.text());
    expect(rows).toEqual([
      [
        'segment',
        'week_start',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'registered',
        'verified',
        'onboarded',
        'subscribed',
      ],
      ['week', '2026-10-05', '', '', '', '2', '2', '1', '1'],
      ['week', '2026-10-12', '', '', '', '0', '0', '0', '0'],
      ['week', '2026-10-19', '', '', '', '3', '1', '1', '1'],
      ['campaign', '', 'google', 'cpc', 'fall-family', '2', '2', '1', '1'],
      ['campaign', '', '', '', '', '2', '0', '0', '0'],
      // The formula a visitor put in a link is text in a spreadsheet, not something it runs.
      ['campaign', '', 'newsletter', 'email', `'${INJECTION}`, '1', '1', '1', '1'],
    ]);
  });

  it('refuses a bad range like the report does', async () => {
    await expectError(await admin.client.get('/api/admin/segments.csv?from=2026-13-01'), 400, {
      code: 'VALIDATION_FAILED',
    });
  });
});
