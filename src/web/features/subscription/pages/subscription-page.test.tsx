import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import type { TBillingOverview } from '@shared/subscription/billing-api';
import { apiError, fakeApi, hang, type Handler } from '@test/web/fake-api';
import { FREE_BETA } from '@test/web/fixtures';
import { familySource, ownSource } from '@test/web/data-sources';
import { makeDocument } from '@web/features/documents/testing/document-fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { leaveFor } from '../lib/leave-for';
import { billingOverview, NO_PLAN } from '../testing/billing-fixtures';
import { SubscriptionPage } from './subscription-page';

vi.mock('../lib/leave-for', () => ({ leaveFor: vi.fn() }));

beforeEach(() => vi.mocked(leaveFor).mockClear());

const BETA_BILLING = billingOverview({ planType: 'beta_free', status: 'active', active: true });

function stub(
  status: TSubscriptionStatus,
  billing: TBillingOverview,
  routes: Record<string, Handler> = {},
) {
  return fakeApi({
    'GET /api/subscription': () => status,
    'GET /api/subscription/billing': () => billing,
    ...routes,
  });
}

function renderSubscription(user = sessionUser()) {
  return renderRoute(<SubscriptionPage />, '/subscription', {
    signedInAs: user,
    screens: [
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/', element: <p>Landing screen</p> },
    ],
  });
}

function planCard(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
}

const PAID: TSubscriptionStatus = { ...NO_PLAN, active: true, status: 'active' };

describe('SubscriptionPage', () => {
  it('offers a household without a plan its data to take away: the CSV files, the binder and each document (issue 35)', async () => {
    const user = userEvent.setup();
    const me = sessionUser();
    const server = stub(NO_PLAN, billingOverview(), {
      // A guest elsewhere in a household with a plan: still their own household's data is offered.
      'GET /api/family/sources': () => ({
        sources: [{ ...ownSource(me.id), hasPlan: false }, familySource('mom', 'Rosa Diaz')],
      }),
      'GET /api/documents': () => ({
        documents: [makeDocument({ id: 'doc-1', name: 'Deed', ownerId: me.id })],
      }),
      'POST /api/documents/doc-1/link': () => ({
        url: '/api/files/signed-token',
        expiresAt: '2026-11-29T00:00:00.000Z',
      }),
    });
    renderSubscription(me);
    await screen.findByRole('heading', { name: 'Your data is still yours' });
    const exports = within(document.body);
    expect(exports.getByRole('link', { name: 'Monthly expenses (CSV)' })).toHaveAttribute(
      'href',
      `/api/expenses/export?owners=${me.id}`,
    );
    expect(exports.getByRole('link', { name: 'Family binder (PDF)' })).toHaveAttribute(
      'href',
      `/api/binder?owners=${me.id}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Download Deed' }));
    expect(server.callsTo('POST /api/documents/doc-1/link')).toHaveLength(1);
  });

  it('shows both published plans with their prices', async () => {
    stub(FREE_BETA, BETA_BILLING);
    renderSubscription();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Nido plan' })).toBeInTheDocument();
    await screen.findByText('Free beta: full access');
    expect(planCard('Annual')).toHaveTextContent('$59 per year');
    expect(planCard('Lifetime')).toHaveTextContent('$299 one-time');
  });

  it('on the free beta: full access, a way to the dashboard, and nothing to buy', async () => {
    const user = userEvent.setup();
    stub(FREE_BETA, BETA_BILLING);
    const { router } = renderSubscription();
    expect(await screen.findByText(/There is nothing to pay/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('buying Annual posts the plan with the kept campaign and goes to the checkout page', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'campaign_params',
      JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'spring' }),
    );
    let answer: Handler = () => ({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const server = stub(NO_PLAN, billingOverview(), {
      'POST /api/subscription/checkout': (body, init) => answer(body, init),
    });
    renderSubscription();
    expect(await screen.findByText('A plan is needed to continue')).toBeInTheDocument();

    // While the checkout is being created, the button says so and neither can be pressed again.
    answer = hang;
    await user.click(within(planCard('Annual')).getByRole('button', { name: 'Choose Annual' }));
    expect(await screen.findByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
    expect(
      within(planCard('Lifetime')).getByRole('button', { name: 'Choose Lifetime' }),
    ).toBeDisabled();
    expect(server.bodiesOf('POST /api/subscription/checkout')).toEqual([
      { plan: 'annual', campaign: { utm_source: 'newsletter', utm_campaign: 'spring' } },
    ]);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('sends the browser to the URL the server answered, busy on the way until the page is shown again', async () => {
    const user = userEvent.setup();
    const server = stub(NO_PLAN, billingOverview(), {
      'POST /api/subscription/checkout': () => ({
        url: 'https://checkout.stripe.com/c/pay/cs_test_2',
      }),
    });
    renderSubscription();
    await user.click(await screen.findByRole('button', { name: 'Choose Lifetime' }));
    await vi.waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_2'),
    );
    expect(server.bodiesOf('POST /api/subscription/checkout')).toMatchObject([
      { plan: 'lifetime' },
    ]);
    expect(screen.getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();

    // Back from Stripe, restored from the back/forward cache: the buttons work again.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(await screen.findByRole('button', { name: 'Choose Lifetime' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Annual' })).toBeEnabled();
  });

  it('a refused checkout says why and lets the person try again', async () => {
    const user = userEvent.setup();
    stub(NO_PLAN, billingOverview(), {
      'POST /api/subscription/checkout': () =>
        apiError(503, 'UNAVAILABLE', 'Payments are not set up on this server yet.'),
    });
    renderSubscription();
    await user.click(await screen.findByRole('button', { name: 'Choose Annual' }));
    expect(await screen.findByText("We couldn't start the checkout")).toBeInTheDocument();
    expect(screen.getByText('Payments are not set up on this server yet.')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Choose Annual' })).toBeEnabled();
  });

  it('when payments are not set up: says so plainly, offers no buy button, and gives support', async () => {
    const user = userEvent.setup();
    let status = NO_PLAN;
    let billing = billingOverview({ paymentsConfigured: false });
    fakeApi({
      'GET /api/subscription': () => status,
      'GET /api/subscription/billing': () => billing,
      'POST /api/auth/sign-out': () => ({ ok: true }),
    });
    renderSubscription();

    expect(
      await screen.findByText("Payments aren't set up on this server yet."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'support@nido.family' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@nido\.family/),
    );
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();

    // Support has set the plan up: checking again lets the household in.
    status = PAID;
    billing = billingOverview({
      paymentsConfigured: false,
      planType: 'annual',
      status: 'active',
      active: true,
    });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Annual plan: active')).toBeInTheDocument();
    expect(within(planCard('Annual')).getByText('Your plan')).toBeInTheDocument();
    expect(screen.queryByText("Payments aren't set up on this server yet.")).toBeNull();
  });

  it('an active annual plan shows its renewal date and opens billing management', async () => {
    const user = userEvent.setup();
    const server = stub(
      { ...PAID, planType: 'annual' },
      billingOverview({
        planType: 'annual',
        status: 'active',
        active: true,
        currentPeriodEnd: '2027-11-26T12:00:00.000Z',
        canManageBilling: true,
      }),
      {
        'POST /api/subscription/portal': () => ({ url: 'https://billing.stripe.com/p/session_1' }),
      },
    );
    renderSubscription();
    expect(await screen.findByText('Annual plan: active')).toBeInTheDocument();
    expect(screen.getByText('Renews on November 26, 2027.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session_1'),
    );
    expect(server.callsTo('POST /api/subscription/portal')).toHaveLength(1);
  });

  it('an annual plan that renews may switch to Lifetime, told first what happens to its year', async () => {
    const user = userEvent.setup();
    const server = stub(
      { ...PAID, planType: 'annual' },
      billingOverview({
        planType: 'annual',
        status: 'active',
        active: true,
        currentPeriodEnd: '2027-11-26T12:00:00.000Z',
        canManageBilling: true,
        canPurchase: false,
        canSwitchToLifetime: true,
      }),
      {
        'POST /api/subscription/checkout': () => ({
          url: 'https://checkout.stripe.com/c/pay/cs_test_2',
        }),
      },
    );
    renderSubscription();
    await screen.findByRole('heading', { level: 2, name: 'Switch to Lifetime' });
    expect(
      screen.getByText(
        'Your Annual plan is canceled as soon as Lifetime is paid: it will not renew on November 26, 2027, and the unused part of the year you paid for is not refunded or credited.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Pay $299 once and keep every feature for good, with nothing to renew.'),
    ).toBeInTheDocument();
    // The plan cards still offer nothing to buy: the switch is the one way to Lifetime.
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Switch to Lifetime' }));
    await vi.waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_2'),
    );
    expect(server.bodiesOf('POST /api/subscription/checkout')).toMatchObject([
      { plan: 'lifetime' },
    ]);
  });

  it('a cancelled annual plan says until when it lasts, and offers Lifetime only', async () => {
    stub(
      { ...PAID, planType: 'annual' },
      billingOverview({
        planType: 'annual',
        status: 'active',
        active: true,
        currentPeriodEnd: '2027-01-15T12:00:00.000Z',
        cancelAtPeriodEnd: true,
        canManageBilling: true,
      }),
    );
    renderSubscription();
    expect(await screen.findByText('Annual plan: canceled')).toBeInTheDocument();
    expect(screen.getByText(/keeps full access until January 15, 2027/)).toBeInTheDocument();
    expect(screen.getByText(/resume the plan in Manage billing/)).toBeInTheDocument();
    expect(within(planCard('Annual')).queryByRole('button')).toBeNull();
    expect(
      within(planCard('Lifetime')).getByRole('button', { name: 'Choose Lifetime' }),
    ).toBeEnabled();
  });

  it('an overdue renewal says what to do, through billing management', async () => {
    stub(
      { ...NO_PLAN, planType: 'annual', status: 'past_due' },
      billingOverview({ planType: 'annual', status: 'past_due', canManageBilling: true }),
    );
    renderSubscription();
    expect(await screen.findByText("Your payment didn't go through")).toBeInTheDocument();
    expect(screen.getByText(/Update your card in Manage billing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
  });

  it('a refunded lifetime purchase says access ended and offers both plans again', async () => {
    stub(
      { ...NO_PLAN, planType: 'lifetime', status: 'refunded' },
      billingOverview({ planType: 'lifetime', status: 'refunded', canManageBilling: true }),
    );
    renderSubscription();
    expect(await screen.findByText('Your Lifetime purchase was refunded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Annual' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Lifetime' })).toBeEnabled();
    expect(within(planCard('Lifetime')).queryByText('Your plan')).toBeNull();
  });

  it('when the admin asks free beta users to subscribe: says the beta ended and offers both plans', async () => {
    stub(
      { ...NO_PLAN, planType: 'beta_free', status: 'active' },
      billingOverview({ planType: 'beta_free', status: 'active' }),
    );
    renderSubscription();
    expect(await screen.findByText('The free beta has ended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Annual' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Lifetime' })).toBeEnabled();
  });

  it("tells a guest that the inviter's plan covers them, with nothing to buy", async () => {
    stub(
      { ...PAID, planType: 'annual' },
      billingOverview({ planType: 'annual', status: 'active', active: true, canPurchase: false }),
      {
        'GET /api/family/sources': () => ({
          sources: [
            {
              id: 'owner-9',
              name: 'Ana Rivera',
              isSelf: false,
              role: 'guest',
              canWrite: true,
              canAdd: true,
              hasPlan: true,
            },
          ],
        }),
      },
    );
    renderSubscription(sessionUser({ accountType: 'guest', invitedBy: 'owner-9' }));
    expect(await screen.findByText("Covered by Ana Rivera's plan")).toBeInTheDocument();
    expect(screen.getByText(/their Annual plan covers you/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Your Own Account' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
  });

  it('shows an error with a retry when the status cannot be loaded', async () => {
    const user = userEvent.setup();
    let failures = 1;
    stub(FREE_BETA, BETA_BILLING, {
      'GET /api/subscription/billing': () =>
        failures-- > 0 ? apiError(500, 'INTERNAL', 'Something went wrong.') : BETA_BILLING,
    });
    renderSubscription();
    expect(await screen.findByText("We couldn't load your subscription")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free beta: full access')).toBeInTheDocument();
  });
});
