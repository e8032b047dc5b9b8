import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { useBrowser } from './support/browser';
import { useOwnServer } from './support/own-server';
import { requirePayment } from './support/payment-switch';
import { e2eEmail } from './support/users';

const browser = useBrowser();
// Its own server: payment is required there from the start (set in its database before it
// starts, as an operator would), and it takes payments against the local fake Stripe.
const server = useOwnServer({ NIDO_FAKE_STRIPE: '1' }, { prepare: requirePayment });

/** A new primary account, past onboarding: with payment required it lands on /subscription. */
async function newAccountAtPlans(prefix: string): Promise<Page> {
  const page = await server().newPage(browser());
  await readyUser(page, e2eEmail(prefix));
  await page.waitForURL('**/subscription');
  await page.getByRole('heading', { level: 2, name: 'A plan is needed to continue' }).waitFor();
  return page;
}

/**
 * Chooses a plan, pays on the fake Stripe's hosted Checkout page and waits for /checkout-success
 * to confirm it; returns the checkout session id and the fake Stripe's address.
 */
async function buy(
  page: Page,
  plan: 'Annual' | 'Lifetime',
  price: string,
): Promise<{ sessionId: string; stripeOrigin: string }> {
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await page.waitForURL('**/fake-checkout/**');
  const stripeOrigin = new URL(page.url()).origin;
  expect(stripeOrigin).not.toBe(new URL(server().url).origin);
  // Stripe's page, not ours: no axe check here.
  await page.getByText(price, { exact: true }).waitFor();
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page.waitForURL('**/checkout-success?session_id=*');
  const sessionId = new URL(page.url()).searchParams.get('session_id');
  if (!sessionId) throw new Error('No session_id on /checkout-success');
  await page.getByRole('heading', { level: 2, name: `You're on Nido ${plan}` }).waitFor();
  return { sessionId, stripeOrigin };
}

/** Continues from the confirmation to the dashboard, whose plan card shows the plan active. */
async function continueToDashboard(page: Page, plan: 'Annual' | 'Lifetime'): Promise<void> {
  await page.getByRole('link', { name: 'Continue to dashboard' }).click();
  await page.waitForURL('**/dashboard');
  const card = page.getByRole('heading', { level: 2, name: 'Subscription' }).locator('../..');
  await card.getByText(plan, { exact: true }).waitFor();
  await card.getByText('Active', { exact: true }).waitFor();
}

describe('buying a plan', () => {
  // The Annual purchase and its cancellation share one account: cancelling needs the plan.
  let annual: Page;

  it('Annual: from the plans to Stripe, paid, confirmed, and into the dashboard', async () => {
    const page = await newAccountAtPlans('checkout-annual');
    annual = page;
    await expectAccessible(page, '/subscription, no plan');

    await buy(page, 'Annual', '$59.00');
    await expectAccessible(page, '/checkout-success, confirmed');
    await continueToDashboard(page, 'Annual');

    // The plans page now shows the plan renewing a year on, and nothing more to buy.
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 2, name: 'Annual plan: active' }).waitFor();
    await page.getByText(/^Renews on \w+ \d{1,2}, \d{4}\.$/).waitFor();
    expect(await page.getByRole('button', { name: /^Choose/ }).count()).toBe(0);
    await expectAccessible(page, '/subscription, annual plan');
  });

  it('Manage billing: cancelling in the portal keeps access until the period ends', async () => {
    const page = annual;
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL('**/fake-portal/**');
    // Stripe's page, not ours: no axe check here.
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByText(/Cancels on/).waitFor();
    await page.getByRole('link', { name: 'Return to Nido' }).click();
    await page.waitForURL('**/subscription');
    await page.getByRole('heading', { level: 2, name: 'Annual plan: canceled' }).waitFor();
    await page.getByText(/keeps full access until \w+ \d{1,2}, \d{4}\.$/).waitFor();
    // Access lasts: the dashboard still opens.
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Subscription' }).waitFor();
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Choose Lifetime' }).waitFor();
    await expectAccessible(page, '/subscription, annual plan cancelled');
  });

  // The Lifetime purchase and its refund share one account: the refund needs the purchase.
  let lifetime: { page: Page; sessionId: string; stripeOrigin: string };

  it('Lifetime: paid once, confirmed, and into the dashboard', async () => {
    const page = await newAccountAtPlans('checkout-lifetime');
    const { sessionId, stripeOrigin } = await buy(page, 'Lifetime', '$299.00');
    lifetime = { page, sessionId, stripeOrigin };
    await continueToDashboard(page, 'Lifetime');
  });

  it('a refund of the Lifetime purchase ends its access on the next load', async () => {
    const { page, sessionId, stripeOrigin } = lifetime;
    const response = await fetch(`${stripeOrigin}/fake-control/refund`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ checkoutSessionId: sessionId }),
    });
    const delivered = (await response.json()) as { type: string; webhookStatus: number };
    expect(response.status).toBe(200);
    expect(delivered).toMatchObject({ type: 'charge.refunded', webhookStatus: 200 });

    await page.goto('/dashboard');
    await page.waitForURL('**/subscription');
    await page
      .getByRole('heading', { level: 2, name: 'Your Lifetime purchase was refunded' })
      .waitFor();
    await page.getByRole('button', { name: 'Choose Lifetime' }).waitFor();
    await expectAccessible(page, '/subscription, refunded');
  });
});

describe('a household without a plan (issue 35)', () => {
  it('keeps its data to take away, while the server refuses everything else', async () => {
    const page = await newAccountAtPlans('checkout-lapsed');
    await page.getByRole('heading', { level: 2, name: 'Your data is still yours' }).waitFor();
    await page.getByText('No documents are stored in your hub.').waitFor();
    await expectAccessible(page, '/subscription, taking the data away');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Monthly expenses (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    // The browser's guard is not the only one: the API itself answers 402 to this household.
    const answers = await page.evaluate(async () => {
      const status = async (path: string, init?: RequestInit) =>
        (await fetch(path, { credentials: 'same-origin', ...init })).status;
      return {
        list: await status('/api/expenses'),
        create: await status('/api/expenses', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ category: 'other', vendor: 'Hulu', costCents: 999 }),
        }),
        binder: await status('/api/binder'),
        exported: await status('/api/expenses/export'),
      };
    });
    expect(answers).toEqual({ list: 402, create: 402, binder: 200, exported: 200 });
  });
});
