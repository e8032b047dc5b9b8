import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { subscriptions, users } from '@server/db/schema';
import {
  startFakeStripe,
  type FakeStripe,
} from '@server/platform/payments/fake-stripe/fake-stripe-server';
import type {
  TBillingOverview,
  TPaidPlan,
  TPaymentSetting,
  TPaymentSettingView,
} from '@shared/subscription/billing-api';
import { STRONG_PASSWORD, newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

export type BillingWorld = { t: TestApp; fake: FakeStripe; close(): Promise<void> };

/**
 * The real app with payments configured against the fake Stripe, whose signed events are
 * delivered to the app's webhook in process (as Stripe would post them: no Origin, no cookie).
 */
export async function createBillingTestApp(): Promise<BillingWorld> {
  // The app is made after the fake (it needs the fake's address); deliveries come later.
  const target: { app?: TestApp } = {};
  const fake = await startFakeStripe({
    webhook: async (payload, signature) => {
      const response = await postWebhook(target.app!, payload, signature);
      await response.text();
      return response.status;
    },
  });
  const t = await createFamilyTestApp({ payments: fake.payments });
  target.app = t;
  return {
    t,
    fake,
    close: async () => {
      await fake.close();
      await t.close();
    },
  };
}

export function postWebhook(t: TestApp, payload: string, signature?: string) {
  return t.request('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === undefined ? {} : { 'Stripe-Signature': signature }),
    },
    body: payload,
  });
}

/** Starts buying a plan as the user; answers the Checkout Session id the fake made. */
export async function startCheckout(
  user: TestUser,
  plan: TPaidPlan,
  campaign?: Record<string, string>,
): Promise<string> {
  const response = await user.client.post('/api/subscription/checkout', {
    plan,
    ...(campaign ? { campaign } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return new URL(url).pathname.split('/').pop()!;
}

/** The fake checkout page's Pay button; answers where the browser is sent next. */
export async function pay(fake: FakeStripe, sessionId: string): Promise<string> {
  const response = await fetch(`${fake.url}/fake-checkout/${sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

/** A /fake-control/* call: the event it sent and the webhook's answer. */
export async function control(fake: FakeStripe, action: string, body: Record<string, string>) {
  const response = await fetch(`${fake.url}/fake-control/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { eventId: string; type: string; webhookStatus: number };
}

/** Buys a plan end to end: Checkout, Pay, the webhook. Answers the Checkout Session id. */
export async function buy(world: BillingWorld, user: TestUser, plan: TPaidPlan) {
  const sessionId = await startCheckout(user, plan);
  await pay(world.fake, sessionId);
  return sessionId;
}

export async function subscriptionRow(t: TestApp, userId: string) {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row;
}

export async function statusOf(user: TestUser) {
  const response = await user.client.get('/api/subscription');
  expect(response.status).toBe(200);
  return (await response.json()) as {
    paymentRequired: boolean;
    active: boolean;
    planType: string | null;
    status: string | null;
  };
}

/** What the subscription screen reads: the plan, and what it offers next. */
export async function overviewOf(user: TestUser): Promise<TBillingOverview> {
  const response = await user.client.get('/api/subscription/billing');
  expect(response.status).toBe(200);
  return (await response.json()) as TBillingOverview;
}

/**
 * An account given the admin role as `nido create-admin` gives it, signed in afterwards (the
 * role is read when the session is).
 */
export async function newAdminUser(t: TestApp): Promise<TestUser> {
  const admin = await newUser(t, { fullName: 'Ada Admin', signedIn: false });
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
  const signIn = await admin.client.post('/api/auth/sign-in', {
    email: admin.email,
    password: STRONG_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  return { ...admin, id: ((await signIn.json()) as { user: { id: string } }).user.id };
}

/** The admin sets the payment switch; answers what the server now says it is. */
export async function setPaymentSetting(admin: TestUser, setting: TPaymentSetting) {
  const response = await admin.client.put('/api/admin/payment-setting', setting);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TPaymentSettingView;
}
