import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TDataSource } from '@shared/family/family-schemas';
import {
  advisorSource,
  endedGrant,
  familySource,
  guestOwn,
  ownSource,
} from '@test/web/data-sources';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { sessionKeys, type TSessionAnswer } from '@web/lib/session';
import { persistViewedOwners } from '@web/lib/viewed-owners';
import { GuestModeBanner } from './guest-mode-banner';
import { expectToast } from '@test/web/expect-toast';

const GUEST = sessionUser({ accountType: 'guest', invitedBy: 'user-9' });
const MINE: TDataSource = guestOwn('user-1');
const ROSA: TDataSource = familySource('user-9', 'Rosa Diaz');

function renderBanner(user = GUEST) {
  return renderRoute(<GuestModeBanner />, '/dashboard', {
    signedInAs: user,
    screens: [{ path: '/subscription', element: <p>Plans</p> }],
  });
}

describe('GuestModeBanner (spec §2 "Layout")', () => {
  it('tells a guest whose account they are viewing', async () => {
    fakeApi({ 'GET /api/family/sources': () => ({ sources: [MINE, ROSA] }) });
    renderBanner();
    const banner = screen.getByRole('complementary', { name: 'Guest Mode' });
    expect(banner).toHaveTextContent("You are viewing someone else's account.");
    expect(await screen.findByText("You are viewing Rosa Diaz's account.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get Your Own Account' })).toBeVisible();
  });

  it('upgrades the guest, then shows the plans with the session updated', async () => {
    const user = userEvent.setup();
    const upgraded = { ...GUEST, accountType: 'primary' as const };
    const server = fakeApi({
      'GET /api/family/sources': () => ({ sources: [MINE, ROSA] }),
      'POST /api/account/upgrade': () => ({ user: upgraded }),
    });
    const { queryClient } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Get Your Own Account' }));
    expect(await screen.findByText('Plans')).toBeVisible();
    expect(server.callsTo('POST /api/account/upgrade')).toHaveLength(1);
    expect(queryClient.getQueryData<TSessionAnswer>(sessionKeys.all)?.user).toEqual(upgraded);
  });

  it('says so when the upgrade fails, and stays', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [MINE, ROSA] }),
      'POST /api/account/upgrade': () => apiError(500, 'INTERNAL', 'Database down'),
    });
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Get Your Own Account' }));
    await expectToast('Something went wrong');
    expect(screen.getByText('Please try again or contact support.')).toBeVisible();
    expect(screen.queryByText('Plans')).toBeNull();
  });

  it('tells a guest whose access was revoked that it has ended', async () => {
    fakeApi({ 'GET /api/family/sources': () => ({ sources: [MINE] }) });
    renderBanner();
    expect(
      await screen.findByText(/Your access to your family member's account has ended/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get Your Own Account' })).toBeVisible();
  });

  it('is not shown to a primary account viewing their own or a family member’s household', async () => {
    const server = fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1'), ROSA] }),
    });
    renderBanner(sessionUser());
    await waitFor(() => expect(server.callsTo('GET /api/family/sources')).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Your Own Account' })).toBeNull();
  });
});

describe('GuestModeBanner for an advisor (issue 15)', () => {
  const CLIENT = advisorSource('user-9', 'Olivia Owner', {
    sections: ['expenses', 'loans', 'documents'],
  });

  it('tells an advisor whose household, what it shares, view only and until when', async () => {
    fakeApi({ 'GET /api/family/sources': () => ({ sources: [MINE, CLIENT] }) });
    renderBanner();
    const banner = await screen.findByRole('complementary', { name: 'Advisor access' });
    expect(banner).toHaveTextContent(
      "You have advisor access to Olivia Owner's household: Monthly expenses, Loans and Documents. View only, until Jun 15, 2026.",
    );
    expect(document.body).not.toHaveTextContent(/family|Guest Mode/i);
    expect(within(banner).getByRole('button', { name: 'Get Your Own Account' })).toBeVisible();
  });

  it('says whose access ended, when, and whom to ask', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [MINE], endedAdvisorGrants: [endedGrant()] }),
    });
    renderBanner();
    const banner = await screen.findByRole('complementary', { name: 'Advisor access ended' });
    expect(banner).toHaveTextContent(
      "Your access to Olivia Owner's household ended on Mar 1, 2026. Ask Olivia Owner (olivia@example.com) to renew it from their Advisor Contacts.",
    );
    expect(document.body).not.toHaveTextContent(/family member/);
  });

  it('tells a primary account working in a client’s household, only while it is on screen', async () => {
    fakeApi({ 'GET /api/family/sources': () => ({ sources: [ownSource('user-1'), CLIENT] }) });
    persistViewedOwners(['user-1']);
    const { unmount } = renderBanner(sessionUser({ id: 'user-1' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    unmount();
    persistViewedOwners(['user-1', 'user-9']);
    renderBanner(sessionUser({ id: 'user-1' }));
    const banner = await screen.findByRole('complementary', { name: 'Advisor access' });
    expect(banner).toHaveTextContent("You have advisor access to Olivia Owner's household");
    expect(within(banner).queryByRole('button')).toBeNull();
  });
});
