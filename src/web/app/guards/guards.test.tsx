import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';
import { fakeApi } from '@test/web/fake-api';
import { renderRoutes } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { SignedInLayout } from './signed-in-layout';
import { HouseholdGuard } from './household-guard';
import { AdminGuard } from './admin-guard';

const USER = sessionUser();

type Answers = { user: TSessionUser | null; paymentRequired?: boolean; active?: boolean };

function stubServer({ user, paymentRequired = false, active = true }: Answers) {
  fakeApi({
    'GET /api/auth/session': () => ({ user, signedOutReason: null }),
    'GET /api/subscription': () => ({
      paymentRequired,
      active,
      planType: active ? 'beta_free' : null,
      status: active ? 'active' : null,
      currentPeriodStart: null,
    }),
  });
}

function Where() {
  const location = useLocation();
  const state = location.state as { from?: { pathname: string; search: string } } | null;
  const from = state?.from && `${state.from.pathname}${state.from.search}`;
  return <p>{`at ${location.pathname}${from ? ` from ${from}` : ''}`}</p>;
}

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/login', element: <Where /> },
      { path: '/onboarding', element: <Where /> },
      { path: '/subscription', element: <Where /> },
      {
        element: <SignedInLayout />,
        children: [
          {
            element: <HouseholdGuard />,
            children: [{ path: '/dashboard', element: <p>dashboard</p> }],
          },
          {
            element: <AdminGuard />,
            children: [{ path: '/segments-admin', element: <p>admin tools</p> }],
          },
        ],
      },
    ],
    { at: path },
  );
}

describe('signed-in routes', () => {
  it('send visitors to /login carrying where they came from', async () => {
    stubServer({ user: null });
    renderAt('/dashboard');
    expect(await screen.findByText('at /login from /dashboard')).toBeInTheDocument();
  });

  it('keep the query string of where visitors came from (the email’s one-click stop)', async () => {
    stubServer({ user: null });
    renderAt('/dashboard?stop=event-1');
    expect(await screen.findByText('at /login from /dashboard?stop=event-1')).toBeInTheDocument();
  });

  it('send a primary user who has not finished onboarding to /onboarding', async () => {
    stubServer({ user: { ...USER, onboardingCompleted: false } });
    renderAt('/dashboard');
    expect(await screen.findByText('at /onboarding')).toBeInTheDocument();
  });

  it('let guests skip onboarding and payment', async () => {
    stubServer({
      user: { ...USER, accountType: 'guest', invitedBy: 'owner', onboardingCompleted: false },
      paymentRequired: true,
      active: false,
    });
    renderAt('/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('send a primary user without an active subscription to /subscription when payment is required', async () => {
    stubServer({ user: USER, paymentRequired: true, active: false });
    renderAt('/dashboard');
    expect(await screen.findByText('at /subscription')).toBeInTheDocument();
  });

  it('show the dashboard to an onboarded user when payment is not required', async () => {
    stubServer({ user: USER, paymentRequired: false, active: false });
    renderAt('/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
});

describe('admin routes', () => {
  it('show Access Denied to non-admins', async () => {
    stubServer({ user: USER });
    renderAt('/segments-admin');
    expect(
      await screen.findByText("You don't have permission to access this page."),
    ).toBeInTheDocument();
  });

  it('let admins through', async () => {
    stubServer({ user: { ...USER, isAdmin: true } });
    renderAt('/segments-admin');
    expect(await screen.findByText('admin tools')).toBeInTheDocument();
  });
});
