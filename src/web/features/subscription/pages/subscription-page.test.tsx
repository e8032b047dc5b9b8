import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import { apiError, fakeApi } from '@test/web/fake-api';
import { FREE_BETA } from '@test/web/fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { SubscriptionPage } from './subscription-page';

const NO_PLAN: TSubscriptionStatus = {
  paymentRequired: true,
  active: false,
  planType: null,
  status: null,
  currentPeriodStart: null,
};

function renderSubscription() {
  return renderRoute(<SubscriptionPage />, '/subscription', {
    signedInAs: sessionUser(),
    screens: [
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/', element: <p>Landing screen</p> },
    ],
  });
}

describe('SubscriptionPage', () => {
  it('shows both published plans with their prices', async () => {
    fakeApi({ 'GET /api/subscription': () => FREE_BETA });
    renderSubscription();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Nido plan' })).toBeInTheDocument();
    const annual = screen.getByRole('heading', { level: 3, name: 'Annual' }).closest('li');
    const lifetime = screen.getByRole('heading', { level: 3, name: 'Lifetime' }).closest('li');
    expect(annual).toHaveTextContent('$59 per year');
    expect(lifetime).toHaveTextContent('$299 one-time');
    await screen.findByText('Free beta: full access');
  });

  it('on the free beta: full access and a way to the dashboard, no payment', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/subscription': () => FREE_BETA });
    const { router } = renderSubscription();
    expect(await screen.findByText('Free beta: full access')).toBeInTheDocument();
    expect(screen.queryByText(/Card payment is not available/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('when a plan is required and there is none: says checkout is unavailable and gives support', async () => {
    const user = userEvent.setup();
    let status = NO_PLAN;
    const server = fakeApi({
      'GET /api/subscription': () => status,
      'POST /api/auth/sign-out': () => ({ ok: true }),
    });
    const { router } = renderSubscription();

    expect(
      await screen.findByText(/Card payment is not available in this installation yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@nido.family' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@nido\.family/),
    );
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: /checkout|buy|pay/i })).toBeNull();

    // Support has set the plan up: checking again lets the household in.
    status = { ...NO_PLAN, active: true, planType: 'annual', status: 'active' };
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Annual plan: active')).toBeInTheDocument();
    const annual = screen.getByRole('heading', { level: 3, name: 'Annual' }).closest('li');
    expect(within(annual as HTMLElement).getByText('Your plan')).toBeInTheDocument();

    status = NO_PLAN;
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landing screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(server.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('shows an error with a retry when the status cannot be loaded', async () => {
    const user = userEvent.setup();
    let failures = 1;
    fakeApi({
      'GET /api/subscription': () =>
        failures-- > 0 ? apiError(500, 'INTERNAL', 'Something went wrong.') : FREE_BETA,
    });
    renderSubscription();
    expect(await screen.findByText("We couldn't load your subscription")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free beta: full access')).toBeInTheDocument();
  });
});
