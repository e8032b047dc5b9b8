import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADVISOR_SECTIONS, type TAdvisorSection } from '@shared/advisors/advisor-scope';
import type { TSessionUser } from '@shared/auth/session-view';
import {
  advisorSource,
  endedGrant,
  familySource,
  guestOwn,
  ownSource,
} from '@test/web/data-sources';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { SidebarProvider } from '@web/components/ui/sidebar';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { persistViewedOwners } from '@web/lib/viewed-owners';
import { AppSidebar } from './app-sidebar';
import { ScopeGate } from './scope-gate';

const ADVISOR = sessionUser({ id: 'adv-1', accountType: 'guest', invitedBy: 'client' });
const client = (sections: TAdvisorSection[]) =>
  advisorSource('client', 'Olivia Owner', { sections });

function renderGate(
  at: string,
  sources: unknown[],
  user: TSessionUser = ADVISOR,
  ended: unknown[] = [],
) {
  const server = fakeApi({
    'GET /api/family/sources': () => ({ sources, endedAdvisorGrants: ended }),
  });
  const view = renderRoute(
    <TooltipProvider>
      <ScopeGate>
        <p>The screen itself</p>
      </ScopeGate>
    </TooltipProvider>,
    '*',
    { at, signedInAs: user },
  );
  return { ...view, server };
}

/** Issue 35: a screen a client did not share says so, instead of failing. */
describe('ScopeGate', () => {
  it('says a section was not shared, by whom, with the selector to choose another', async () => {
    renderGate('/loans', [guestOwn('adv-1'), client(['expenses', 'documents'])]);
    expect(
      await screen.findByText(
        'Olivia Owner hasn’t shared Loans with you. Ask Olivia Owner if you need it, or choose another household in the selector above.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Not shared with you' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Olivia Owner' })).toBeVisible();
    expect(screen.queryByText('The screen itself')).toBeNull();
  });

  it('covers a screen’s own pages, such as a Legal Wizard draft', async () => {
    renderGate('/legal-wizard/draft-1', [guestOwn('adv-1'), client(['expenses'])]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Not shared with you' }),
    ).toBeVisible();
    expect(screen.queryByText('The screen itself')).toBeNull();
  });

  it('shows a section the grant shares', async () => {
    renderGate('/expenses', [guestOwn('adv-1'), client(['expenses', 'documents'])]);
    expect(await screen.findByText('The screen itself')).toBeVisible();
  });

  it('opens the estate plan for a grant with policies but not the plan', async () => {
    const { server } = renderGate('/estate-plan', [guestOwn('adv-1'), client(['policies'])]);
    await waitFor(() => expect(server.callsTo('GET /api/family/sources')).toHaveLength(1));
    // Once the households are known (the selector shows the client's), the screen is still there.
    expect(await screen.findByText('The screen itself')).toBeVisible();
    expect(screen.queryByText('Not shared with you')).toBeNull();
  });

  it('shows one’s own and a family member’s households whole', async () => {
    persistViewedOwners(['me', 'mom']);
    const server = fakeApi({
      'GET /api/family/sources': () => ({
        sources: [ownSource('me'), familySource('mom', 'Rosa Diaz', 'viewer')],
      }),
    });
    renderRoute(
      <ScopeGate>
        <p>The screen itself</p>
      </ScopeGate>,
      '*',
      { at: '/ai-insights', signedInAs: sessionUser({ id: 'me' }) },
    );
    await waitFor(() => expect(server.callsTo('GET /api/family/sources')).toHaveLength(1));
    expect(await screen.findByText('The screen itself')).toBeVisible();
  });

  it('keeps AI Insights closed while a client’s household that shared only part is on screen', async () => {
    persistViewedOwners(['me', 'client']);
    renderGate('/ai-insights', [ownSource('me'), client(['expenses'])], sessionUser({ id: 'me' }));
    expect(
      await screen.findByText(
        /AI Insights answers from everything in a household, and Olivia Owner shares only part of it with you/,
      ),
    ).toBeVisible();
  });

  it('opens AI Insights over a client’s household that shares everything', async () => {
    renderGate('/ai-insights', [guestOwn('adv-1'), client([...ADVISOR_SECTIONS])]);
    expect(await screen.findByText('The screen itself')).toBeVisible();
  });

  it('tells an advisor whose access ended whom to ask, on every household screen', async () => {
    renderGate('/expenses', [guestOwn('adv-1')], ADVISOR, [endedGrant()]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your advisor access has ended' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Your access to Olivia Owner's household ended on Mar 1, 2026. Ask Olivia Owner (olivia@example.com) to renew it from their Advisor Contacts.",
      ),
    ).toBeVisible();
  });

  it('leaves screens without a section alone', async () => {
    renderGate('/settings', [guestOwn('adv-1'), client(['expenses'])]);
    expect(await screen.findByText('The screen itself')).toBeVisible();
  });
});

describe('the sidebar for an advisor', () => {
  it('offers only the screens a client’s household shares', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({
        sources: [guestOwn('adv-1'), client(['expenses', 'loans', 'documents'])],
      }),
    });
    renderRoute(
      <TooltipProvider>
        <SidebarProvider>
          <AppSidebar />
        </SidebarProvider>
      </TooltipProvider>,
      '*',
      { at: '/dashboard', signedInAs: ADVISOR },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Financial Accounts' })).toBeNull(),
    );
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Nido',
      'Dashboard',
      'Documents',
      'Monthly Expenses',
      'Loans',
      'Triggering Event',
    ]);
  });
});
