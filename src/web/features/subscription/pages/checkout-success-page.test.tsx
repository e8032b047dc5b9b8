import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCheckoutResult } from '@shared/subscription/billing-api';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { CHECKOUT_POLL_MS, CHECKOUT_WAIT_MS } from '../api/checkout-confirmation';
import { CheckoutSuccessPage } from './checkout-success-page';

const SESSION = 'cs_test_a1B2';
const CHECKOUT_ROUTE = `GET /api/subscription/checkout/${SESSION}`;
const WAITING: TCheckoutResult = {
  recorded: false,
  plan: null,
  amountCents: null,
  currency: 'USD',
};
const ANNUAL: TCheckoutResult = {
  recorded: true,
  plan: 'annual',
  amountCents: 5900,
  currency: 'USD',
};

function renderSuccess(search = `?session_id=${SESSION}`) {
  return renderRoute(<CheckoutSuccessPage />, '/checkout-success', {
    at: `/checkout-success${search}`,
    signedInAs: sessionUser(),
    screens: [
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/subscription', element: <p>Subscription screen</p> },
    ],
  });
}

/** Moves the fake clock and lets the requests it started answer. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => vi.useRealTimers());

describe('CheckoutSuccessPage', () => {
  it('asks every 1.5 s until the payment is recorded, then confirms the plan and leads to the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = WAITING;
    const server = fakeApi({
      [CHECKOUT_ROUTE]: () => answer,
      'GET /api/subscription': () => ({}),
    });
    const { router } = renderSuccess();
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await vi.waitFor(() => expect(server.callsTo(CHECKOUT_ROUTE)).toHaveLength(1));

    await advance(CHECKOUT_POLL_MS);
    expect(server.callsTo(CHECKOUT_ROUTE)).toHaveLength(2);
    await advance(CHECKOUT_POLL_MS);
    expect(server.callsTo(CHECKOUT_ROUTE)).toHaveLength(3);
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();

    answer = ANNUAL;
    await advance(CHECKOUT_POLL_MS);
    expect(
      await screen.findByRole('heading', { name: "You're on Nido Annual" }),
    ).toBeInTheDocument();
    expect(screen.getByText('$59 per year')).toBeInTheDocument();
    // Confirmed: no more polling.
    await advance(CHECKOUT_POLL_MS * 3);
    expect(server.callsTo(CHECKOUT_ROUTE)).toHaveLength(4);

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('link', { name: 'Continue to dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('refreshes what the app knows of the plan once the payment is recorded', async () => {
    const server = fakeApi({
      [CHECKOUT_ROUTE]: () => ANNUAL,
      'GET /api/subscription': () => ({}),
    });
    const { queryClient } = renderSuccess();
    queryClient.setQueryData(['subscription'], { paymentRequired: true, active: false });
    await screen.findByRole('heading', { name: "You're on Nido Annual" });
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['subscription'])?.isInvalidated).toBe(true),
    );
    expect(server.callsTo(CHECKOUT_ROUTE)).toHaveLength(1);
  });

  it('after 30 s without confirmation says so, and Try again waits once more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = WAITING;
    const server = fakeApi({ [CHECKOUT_ROUTE]: () => answer });
    const { router } = renderSuccess();
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();

    await advance(CHECKOUT_WAIT_MS - 5_000);
    expect(screen.queryByText(/We haven't received confirmation/)).toBeNull();
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    await advance(5_000);
    expect(
      screen.getByText("We haven't received confirmation from our payment processor yet."),
    ).toBeInTheDocument();
    expect(screen.getByText(/please don't pay again/)).toBeInTheDocument();
    // Waiting has stopped: no more requests.
    const asked = server.callsTo(CHECKOUT_ROUTE).length;
    expect(asked).toBeGreaterThanOrEqual(CHECKOUT_WAIT_MS / CHECKOUT_POLL_MS);
    await advance(CHECKOUT_POLL_MS * 4);
    expect(server.callsTo(CHECKOUT_ROUTE)).toHaveLength(asked);
    expectLinkTo(screen, 'Go to Subscription', '/subscription');

    answer = { recorded: true, plan: 'lifetime', amountCents: 29900, currency: 'USD' };
    await act(async () => {
      screen.getByRole('button', { name: 'Try again' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(
      await screen.findByRole('heading', { name: "You're on Nido Lifetime" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout-success');
  });

  it('tracks the conversion once, even when the page is opened again', async () => {
    const server = fakeApi({
      [CHECKOUT_ROUTE]: () => ANNUAL,
      'GET /api/subscription': () => ({}),
    });
    localStorage.setItem('campaign_params', JSON.stringify({ utm_source: 'podcast' }));
    const first = renderSuccess();
    await screen.findByRole('heading', { name: "You're on Nido Annual" });
    await vi.waitFor(() =>
      expect(server.callsTo('POST /api/analytics/conversions')).toHaveLength(1),
    );
    expect(server.bodiesOf('POST /api/analytics/conversions')[0]).toMatchObject({
      conversionType: 'subscription',
      conversionValueCents: 5900,
      currency: 'USD',
      campaign: { utm_source: 'podcast' },
      metadata: { plan: 'annual', checkoutSessionId: SESSION },
    });

    // A reload of the same page: confirmed again, not counted again.
    first.unmount();
    renderSuccess();
    await screen.findByRole('heading', { name: "You're on Nido Annual" });
    expect(server.callsTo(CHECKOUT_ROUTE).length).toBeGreaterThanOrEqual(2);
    expect(server.callsTo('POST /api/analytics/conversions')).toHaveLength(1);
  });

  it('says so when the checkout is not this account’s (404), and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeApi({
      [CHECKOUT_ROUTE]: () => apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    renderSuccess();
    expect(await screen.findByText("We couldn't find this payment")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Subscription' })).toBeInTheDocument();
    await advance(CHECKOUT_POLL_MS * 3);
    expect(server.callsTo(CHECKOUT_ROUTE)).toHaveLength(1);
    expect(server.callsTo('POST /api/analytics/conversions')).toHaveLength(0);
  });

  it('says so when the address has no checkout reference, without asking the server', () => {
    const server = fakeApi({});
    renderSuccess('');
    expect(screen.getByText("We couldn't find this payment")).toBeInTheDocument();
    expect(screen.getByText(/missing its checkout reference/)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/api/subscription'))).toHaveLength(
      0,
    );
  });
});
