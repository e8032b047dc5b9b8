import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOnboardingState } from '@shared/onboarding/onboarding-schemas';
import { fakeApi } from '@test/web/fake-api';
import { FREE_BETA, finishedOnboarding } from '@test/web/fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { DashboardPage } from './dashboard-page';

function dashboardApi(onboarding: TOnboardingState = finishedOnboarding()) {
  return fakeApi({
    'GET /api/onboarding': () => onboarding,
    'GET /api/subscription': () => FREE_BETA,
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
    dashboardApi(finishedOnboarding({ householdName: null }));
    renderDashboard(sessionUser({ fullName: '  ' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    await screen.findByText('1 of 6 done');
  });

  it('puts the checklist, security and subscription cards under the greeting', async () => {
    dashboardApi();
    renderDashboard();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Getting started', 'Security', 'Subscription']);
    expect(await screen.findByText('1 of 6 done')).toBeInTheDocument();
    expect(await screen.findByText('Free beta')).toBeInTheDocument();
  });
});
