import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';
import { apiError, fakeApi } from '@test/web/fake-api';
import { api } from '@web/lib/api';
import { usePlanRequiredHandling } from '../session-end';
import { renderRoutes } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { SignedInLayout } from './signed-in-layout';
import { HouseholdGuard } from './household-guard';
import { AdminGuard } from './admin-guard';

const USER = sessionUser();

type Answers = {
  user: TSessionUser | null;
  paymentRequired?: boolean;
  active?: boolean;
  otherHouseholdsWithPlan?: boolean;
};

function stubServer({
  user,
  paymentRequired = false,
  active = true,
  otherHouseholdsWithPlan = false,
}: Answers) {
  fakeApi({
    'GET /api/auth/session': () => ({ user, signedOutReason: null }),
    'GET /api/subscription': () => ({
      paymentRequired,
      active,
      planType: active ? 'beta_free' : null,
      status: active ? 'active' : null,
      currentPeriodStart: null,
      otherHouseholdsWithPlan,
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
            children: [
              { path: '/dashboard', element: <p>dashboard</p> },
              { path: '/triggering-event', element: <p>triggering event</p> },
            ],
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

  it('let guests skip onboarding, and ride on the inviter’s active plan', async () => {
    stubServer({
      user: { ...USER, accountType: 'guest', invitedBy: 'owner', onboardingCompleted: false },
      paymentRequired: true,
      active: true,
    });
    renderAt('/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('send a guest whose inviter has no active plan to /subscription when payment is required', async () => {
    stubServer({
      user: { ...USER, accountType: 'guest', invitedBy: 'owner' },
      paymentRequired: true,
      active: false,
    });
    renderAt('/dashboard');
    expect(await screen.findByText('at /subscription')).toBeInTheDocument();
  });

  it('let someone without a plan of their own open the households that have one (an advisor)', async () => {
    stubServer({ user: USER, paymentRequired: true, active: false, otherHouseholdsWithPlan: true });
    renderAt('/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('let an owner without a plan open the triggering event, to stop a report about them', async () => {
    stubServer({ user: USER, paymentRequired: true, active: false });
    renderAt('/triggering-event?stop=event-1');
    expect(await screen.findByText('triggering event')).toBeInTheDocument();
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

/** Mounts the app's handling of a 402 as the data layout does. */
function PlanWatcher() {
  usePlanRequiredHandling();
  return <Outlet />;
}

function ExpensesScreen() {
  const expenses = useQuery({ queryKey: ['expenses'], queryFn: () => api('/expenses') });
  return <p>{expenses.isError ? 'expenses failed' : 'expenses'}</p>;
}

describe('a plan that ends while the app is open (issue 35)', () => {
  it('sends the person to /subscription as soon as a request is answered 402', async () => {
    let active = true;
    fakeApi({
      'GET /api/auth/session': () => ({ user: USER, signedOutReason: null }),
      'GET /api/subscription': () => ({
        paymentRequired: true,
        active,
        planType: 'annual',
        status: active ? 'active' : 'canceled',
        currentPeriodStart: null,
        otherHouseholdsWithPlan: false,
      }),
      'GET /api/expenses': () => {
        active = false;
        return apiError(402, 'SUBSCRIPTION_REQUIRED', 'Your household needs an active plan.');
      },
    });
    renderRoutes(
      [
        { path: '/subscription', element: <Where /> },
        {
          element: <SignedInLayout />,
          children: [
            {
              element: <PlanWatcher />,
              children: [
                {
                  element: <HouseholdGuard />,
                  children: [{ path: '/expenses', element: <ExpensesScreen /> }],
                },
              ],
            },
          ],
        },
      ],
      { at: '/expenses' },
    );
    expect(await screen.findByText('at /subscription')).toBeInTheDocument();
  });
});
