import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';
import type { TOnboardingState } from '@shared/onboarding/onboarding-schemas';
import { apiError, fakeApi } from '@test/web/fake-api';
import { FREE_BETA, finishedOnboarding } from '@test/web/fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { DashboardPage } from './dashboard-page';

const EMPTY_HOUSEHOLD: TDashboardSummary = {
  monthly: { totalCents: 0, count: 0, byCategory: [] },
  netWorth: {
    accountsCents: 0,
    liabilitiesCents: 0,
    propertiesCents: 0,
    loansCents: 0,
    investmentsCents: 0,
    totalCents: 0,
  },
  upcoming: [],
  attention: [],
  counts: { expenses: 0, assets: 0, loans: 0, properties: 0, investments: 0 },
};

const HOUSEHOLD: TDashboardSummary = {
  monthly: {
    totalCents: 300_000,
    count: 3,
    byCategory: [
      { category: 'home', monthlyCents: 240_000, count: 2, share: 0.8 },
      { category: 'auto', monthlyCents: 0, count: 0, share: 0 },
      { category: 'insurance', monthlyCents: 0, count: 0, share: 0 },
      { category: 'kids', monthlyCents: 0, count: 0, share: 0 },
      { category: 'other', monthlyCents: 60_000, count: 1, share: 0.2 },
    ],
  },
  netWorth: {
    accountsCents: 5_000_000,
    liabilitiesCents: 100_000,
    propertiesCents: 40_000_000,
    loansCents: 30_000_000,
    investmentsCents: 0,
    totalCents: 14_900_000,
  },
  upcoming: [
    {
      expenseId: 'e1',
      vendor: 'Wells Fargo Mortgage',
      category: 'home',
      dueDate: '2026-12-01',
      amountCents: 210_000,
      isAutoPay: true,
    },
    {
      expenseId: 'e2',
      vendor: 'Gym',
      category: 'other',
      dueDate: '2026-12-05',
      amountCents: 60_000,
      isAutoPay: false,
    },
  ],
  attention: [{ kind: 'loan-without-payment', id: 'l1', title: 'Credit Union' }],
  counts: { expenses: 3, assets: 2, loans: 1, properties: 1, investments: 0 },
};

function dashboardApi(
  summary: TDashboardSummary | (() => unknown) = HOUSEHOLD,
  onboarding: TOnboardingState = finishedOnboarding(),
) {
  return fakeApi({
    'GET /api/onboarding': () => onboarding,
    'GET /api/subscription': () => FREE_BETA,
    'GET /api/dashboard': typeof summary === 'function' ? summary : () => summary,
  });
}

function renderDashboard(user = sessionUser()) {
  return renderRoute(<DashboardPage />, '/dashboard', { signedInAs: user });
}

describe('DashboardPage', () => {
  it('greets the user by first name and names the household', async () => {
    dashboardApi();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeInTheDocument();
    expect(await screen.findByText('The Rivera family')).toBeInTheDocument();
  });

  it('says plain "Welcome" when the account has no name', async () => {
    dashboardApi(HOUSEHOLD, finishedOnboarding({ householdName: null }));
    renderDashboard(sessionUser({ fullName: '  ' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    await screen.findByText('1 of 6 done');
  });

  it('shows the monthly total, net worth and what falls due in 30 days', async () => {
    const api = dashboardApi();
    renderDashboard();
    const monthly = (await screen.findByText('Monthly obligations')).parentElement!;
    expect(within(monthly).getByText('$3,000.00')).toBeInTheDocument();
    expect(within(monthly).getByText('3 obligations, as monthly amounts')).toBeInTheDocument();
    const netWorth = screen.getByText('Net worth').parentElement!;
    expect(within(netWorth).getByText('$149,000.00')).toBeInTheDocument();
    expect(within(netWorth).getByText('$450,000.00 owned − $301,000.00 owed')).toBeInTheDocument();
    const due = screen.getByText('Due in the next 30 days', { selector: 'dt' }).parentElement!;
    expect(within(due).getByText('$2,700.00')).toBeInTheDocument();
    // The visitor's own day goes with the request, so "30 days" follow their calendar.
    const [request] = api.callsTo('GET /api/dashboard');
    expect(request?.search).toMatch(/[?&]today=\d{4}-\d{2}-\d{2}$/);
  });

  it('lists upcoming payments by date and the categories that have obligations', async () => {
    dashboardApi();
    renderDashboard();
    const upcoming = (
      await screen.findByRole('heading', { level: 2, name: 'Due in the next 30 days' })
    ).closest('div.rounded-xl') as HTMLElement;
    const rows = within(upcoming).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Wells Fargo Mortgage$2,100.00Tue, Dec 1HomeAuto-pay',
      'Gym$600.00Sat, Dec 5OtherPay manually',
    ]);
    const categories = screen
      .getByRole('heading', { level: 2, name: 'Monthly obligations by category' })
      .closest('div.rounded-xl') as HTMLElement;
    expectLinkTo(within(categories), 'Home', '/expenses?category=home');
    expect(within(categories).getByText('80.0%', { exact: false })).toBeInTheDocument();
    expect(within(categories).queryByRole('link', { name: 'Auto' })).toBeNull();
  });

  it('says what needs attention and where to fix it', async () => {
    dashboardApi();
    renderDashboard();
    const link = await screen.findByRole('link', { name: 'Credit Union: no monthly payment' });
    expect(link).toHaveAttribute('href', '/loans');
  });

  it('invites a new household to add its first obligation', async () => {
    dashboardApi(EMPTY_HOUSEHOLD);
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your household at a glance' }),
    ).toBeInTheDocument();
    expectLinkTo(screen, 'Add your first obligation', '/expenses');
    expect(screen.queryByText('Net worth')).toBeNull();
  });

  it('shows the figures of a household whose only account is a 401(k) (kept with investments)', async () => {
    dashboardApi({
      ...EMPTY_HOUSEHOLD,
      netWorth: { ...EMPTY_HOUSEHOLD.netWorth, investmentsCents: 8_000_000, totalCents: 8_000_000 },
      counts: { ...EMPTY_HOUSEHOLD.counts, investments: 1 },
    });
    renderDashboard();
    expect(await screen.findByText('Net worth')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your household at a glance' })).toBeNull();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let fail = true;
    dashboardApi(() =>
      fail ? apiError(500, 'INTERNAL', 'Something went wrong on our side.') : HOUSEHOLD,
    );
    renderDashboard();
    await screen.findByText("We couldn't load your household figures");
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Net worth')).toBeInTheDocument();
  });

  it('puts the overview, checklist, shortcuts, security and subscription in order', async () => {
    dashboardApi();
    renderDashboard();
    await screen.findByText('Net worth');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Due in the next 30 days',
      'Monthly obligations by category',
      'Needs attention',
      'Getting started',
      'Quick actions',
      'Security',
      'Subscription',
    ]);
    expectLinkTo(screen, 'Add a loan', '/loans');
  });
});
