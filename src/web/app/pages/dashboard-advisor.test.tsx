import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADVISOR_SECTIONS } from '@shared/advisors/advisor-scope';
import { advisorSource, endedGrant, guestOwn } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { apiError, fakeApi } from '@test/web/fake-api';
import { FREE_BETA, finishedOnboarding } from '@test/web/fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { DashboardPage } from './dashboard-page';

const ADVISOR = sessionUser({ id: 'adv-1', accountType: 'guest', invitedBy: 'client' });

function advisorDashboard(sources: unknown[], endedAdvisorGrants: unknown[] = []) {
  const api = fakeApi({
    'GET /api/onboarding': () => finishedOnboarding(),
    'GET /api/subscription': () => FREE_BETA,
    'GET /api/family/sources': () => ({ sources, endedAdvisorGrants }),
    // What the server answers a household whose grant does not open the figures (issue 35).
    'GET /api/dashboard': () => apiError(404, 'NOT_FOUND', 'There is no household data to show.'),
  });
  renderRoute(<DashboardPage />, '/dashboard', { signedInAs: ADVISOR });
  return api;
}

/** Issue 15: an advisor's dashboard speaks of their grant, and of its end. */
describe('DashboardPage for an advisor', () => {
  it('shows what a client shares when the grant does not cover the figures, and links to it', async () => {
    const api = advisorDashboard([
      guestOwn('adv-1'),
      advisorSource('client', 'Olivia Owner', { sections: ['expenses', 'documents'] }),
    ]);
    const shared = await screen.findByRole('region', {
      name: 'What Olivia Owner shares with you',
    });
    expect(shared).toHaveTextContent('Shared with you: Monthly expenses and Documents');
    expect(shared).toHaveTextContent("View only: you can't change anything");
    expect(shared).toHaveTextContent('Until Jun 15, 2026');
    expectLinkTo(within(shared), 'Monthly expenses', '/expenses');
    expectLinkTo(within(shared), 'Documents', '/nido-hub');
    expect(screen.queryByText("We couldn't load your household figures")).toBeNull();
    expect(api.callsTo('GET /api/dashboard')).toHaveLength(0);
  });

  it('shows the figures of a client whose grant covers them', async () => {
    const api = advisorDashboard([
      guestOwn('adv-1'),
      advisorSource('client', 'Olivia Owner', { sections: [...ADVISOR_SECTIONS] }),
    ]);
    await screen.findByText("We couldn't load your household figures");
    expect(api.callsTo('GET /api/dashboard')).toHaveLength(1);
  });

  it('says whose access ended and whom to ask, instead of "couldn\'t load"', async () => {
    advisorDashboard([guestOwn('adv-1')], [endedGrant()]);
    expect(
      await screen.findByRole('heading', { name: 'Your advisor access has ended' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Your access to Olivia Owner's household ended on Mar 1, 2026. Ask Olivia Owner (olivia@example.com) to renew it from their Advisor Contacts.",
      ),
    ).toBeVisible();
    expect(screen.queryByText("We couldn't load your household figures")).toBeNull();
  });

  it('offers a bookkeeper quick actions only for the sections the client shares', async () => {
    advisorDashboard([
      guestOwn('adv-1'),
      advisorSource('client', 'Olivia Owner', {
        sections: ['expenses', 'documents'],
        level: 'read_write',
      }),
    ]);
    await screen.findByRole('heading', { name: 'Quick actions' });
    expect(screen.getAllByRole('link', { name: /^Add / }).map((link) => link.textContent)).toEqual([
      'Add an obligation',
    ]);
  });
});
