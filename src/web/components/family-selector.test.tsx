import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FamilySelector, selectorFooter, selectorLabel } from './family-selector';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { defaultSelection } from '@web/lib/owner-selection';
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

const me = ownSource('me');
const mom = familySource('mom', 'Rosa Diaz');
const user = (patch: Partial<TSessionUser>): TSessionUser => ({
  id: 'me',
  email: 'me@example.com',
  fullName: 'Me',
  emailVerified: true,
  twoFactorEnabled: false,
  isAdmin: false,
  accountType: 'primary',
  invitedBy: null,
  onboardingCompleted: true,
  isFirstLogin: false,
  ...patch,
});

describe('family selector texts (spec §2)', () => {
  it('names the one source, counts several, or asks', () => {
    expect(selectorLabel([me, mom], ['me'])).toBe('My Account');
    expect(selectorLabel([me, mom], ['me', 'mom'])).toBe('2 sources selected');
    expect(selectorLabel([me, mom], [])).toBe('Select data to view');
  });

  it('says what is being viewed', () => {
    expect(selectorFooter([me, mom], ['mom'])).toBe('Viewing: Rosa Diaz');
    expect(selectorFooter([me, mom], ['me', 'mom'])).toBe(
      'Viewing merged data from: My Account, Rosa Diaz',
    );
  });
});

describe('defaultSelection (spec §4 "Family view")', () => {
  it('is the own household by default', () => {
    expect(defaultSelection(user({}), [me])).toEqual(['me']);
  });

  it("is only the inviter's for a guest, and both for a primary user with an inviter", () => {
    expect(defaultSelection(user({ accountType: 'guest', invitedBy: 'mom' }), [me, mom])).toEqual([
      'mom',
    ]);
    expect(defaultSelection(user({ invitedBy: 'mom' }), [me, mom])).toEqual(['me', 'mom']);
  });

  it('ignores an inviter the user is no longer connected to', () => {
    expect(defaultSelection(user({ invitedBy: 'mom' }), [me])).toEqual(['me']);
  });
});

/** The selector on a data screen; each test has its own user, as the choice outlives a render. */
function renderSelector(
  signedInAs: TSessionUser,
  sources: unknown[],
  endedAdvisorGrants: unknown[] = [],
) {
  fakeApi({ 'GET /api/family/sources': () => ({ sources, endedAdvisorGrants }) });
  return renderRoute(
    <TooltipProvider>
      <FamilySelector />
    </TooltipProvider>,
    '/expenses',
    { signedInAs, screens: [{ path: '/subscription', element: <p>Plans</p> }] },
  );
}

describe('FamilySelector', () => {
  it('offers the households from the server and merges a second one', async () => {
    const user = userEvent.setup();
    renderSelector(sessionUser({ id: 'fs-1' }), [
      ownSource('fs-1'),
      familySource('mom', 'Rosa Diaz', 'viewer'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    const mine = screen.getByRole('checkbox', { name: 'My Account' });
    expect(mine).toBeChecked();
    // The last household in view cannot be taken away.
    expect(mine).toBeDisabled();
    expect(screen.getByText('Viewing: My Account')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Rosa Diaz' }));
    expect(screen.getByRole('button', { name: '2 sources selected' })).toBeVisible();
    expect(screen.getByText('Viewing merged data from: My Account, Rosa Diaz')).toBeVisible();
    expect(mine).toBeEnabled();
  });

  it("keeps a guest's own checkbox off, says why, and leads to the upgrade", async () => {
    const user = userEvent.setup();
    renderSelector(sessionUser({ id: 'fs-2', accountType: 'guest', invitedBy: 'mom' }), [
      guestOwn('fs-2'),
      familySource('mom', 'Rosa Diaz'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Rosa Diaz' }));
    const mine = screen.getByRole('checkbox', { name: 'My Account' });
    expect(mine).not.toBeChecked();
    expect(mine).toHaveAttribute('aria-disabled', 'true');
    await user.hover(mine);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Upgrade to view your own data');
    await user.click(mine);
    expect(await screen.findByText('Plans')).toBeVisible();
  });

  it('says what a client’s household shares with an advisor, view only and until when', async () => {
    const user = userEvent.setup();
    renderSelector(sessionUser({ id: 'fs-3' }), [
      ownSource('fs-3'),
      advisorSource('client', 'Olivia Owner', { sections: ['expenses', 'loans'] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(screen.getByRole('checkbox', { name: 'Olivia Owner' })).toHaveAccessibleDescription(
      'Advisor access, view only, until Jun 15, 2026: Monthly expenses and Loans',
    );
    expect(screen.getByRole('checkbox', { name: 'My Account' })).not.toHaveAccessibleDescription();
  });

  it('tells an advisor whose access ended whom to ask', async () => {
    const user = userEvent.setup();
    renderSelector(
      sessionUser({ id: 'fs-4', accountType: 'guest', invitedBy: 'owner-9' }),
      [guestOwn('fs-4')],
      [endedGrant()],
    );
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      "Your access to Olivia Owner's household ended on Mar 1, 2026. Ask Olivia Owner (olivia@example.com) to renew it from their Advisor Contacts.",
    );
  });
});
