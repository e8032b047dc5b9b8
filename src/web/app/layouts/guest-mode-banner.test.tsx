import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TDataSource } from '@shared/family/family-schemas';
import { familySource, guestOwn } from '@test/web/data-sources';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { sessionKeys, type TSessionAnswer } from '@web/lib/session';
import { GuestModeBanner } from './guest-mode-banner';

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
    expect(banner).toHaveTextContent("You are viewing a family member's account.");
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
    expect(await screen.findByText('Something went wrong')).toBeVisible();
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

  it('is not shown to a primary account', () => {
    const server = fakeApi({ 'GET /api/family/sources': () => ({ sources: [MINE] }) });
    renderBanner(sessionUser());
    expect(screen.queryByText('Guest Mode')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Your Own Account' })).toBeNull();
    expect(server.callsTo('GET /api/family/sources')).toHaveLength(0);
  });
});
