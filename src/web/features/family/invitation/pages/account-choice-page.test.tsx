import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignedInLayout } from '@web/app/guards/signed-in-layout';
import { sessionKeys, type TSessionAnswer } from '@web/lib/session';
import { apiError, fakeApi, hang } from '@test/web/fake-api';
import { renderRoute, renderRoutes } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { AccountChoicePage, Component } from './account-choice-page';

const GUEST = sessionUser({ id: 'guest-1', accountType: 'guest', invitedBy: 'user-1' });

function renderChoice(at = '/account-choice?inviter_name=Maria+Rivera') {
  return renderRoute(<AccountChoicePage />, '/account-choice', {
    at,
    signedInAs: GUEST,
    screens: [
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/subscription', element: <p>Subscription screen</p> },
    ],
  });
}

describe('AccountChoicePage', () => {
  it('is the lazy route component and welcomes the new member to the inviter’s family', async () => {
    expect(Component).toBe(AccountChoicePage);
    fakeApi({});
    renderChoice();
    expect(
      screen.getByRole('heading', { level: 1, name: "You've joined Maria Rivera's family!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "Use the family's account" })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Start your own household' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Welcome to the family · Nido'));
  });

  it('continues to the family’s dashboard as a guest', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderChoice();
    await user.click(screen.getByRole('link', { name: "Continue to Maria Rivera's family" }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/upgrade')).toHaveLength(0);
  });

  it('sets up an own account: upgrades, updates the session and opens the subscription', async () => {
    const user = userEvent.setup();
    const upgraded = { ...GUEST, accountType: 'primary' as const };
    const api = fakeApi({ 'POST /api/account/upgrade': () => ({ user: upgraded }) });
    const { queryClient } = renderChoice();
    await user.click(screen.getByRole('button', { name: 'Set Up My Own Account' }));
    expect(await screen.findByText('Subscription screen')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/upgrade')).toHaveLength(1);
    expect(queryClient.getQueryData<TSessionAnswer>(sessionKeys.all)?.user).toEqual(upgraded);
  });

  it('shows the upgrade as busy and cannot be pressed twice', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/account/upgrade': hang });
    renderChoice();
    await user.click(screen.getByRole('button', { name: 'Set Up My Own Account' }));
    const busy = await screen.findByRole('button', { name: 'Setting Up…' });
    expect(busy).toBeDisabled();
    expect(api.callsTo('POST /api/account/upgrade')).toHaveLength(1);
  });

  it('says when the upgrade fails and stays', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/account/upgrade': () => apiError(500, 'INTERNAL', 'Something went wrong.'),
    });
    renderChoice();
    await user.click(screen.getByRole('button', { name: 'Set Up My Own Account' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Up My Own Account' })).toBeEnabled();
    expect(screen.queryByText('Subscription screen')).toBeNull();
  });

  it('without an inviter name still reads well', () => {
    fakeApi({});
    renderChoice('/account-choice');
    expect(
      screen.getByRole('heading', { level: 1, name: "You've joined the family!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the family' })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login', async () => {
    fakeApi({});
    renderRoutes(
      [
        { path: '/login', element: <p>Login screen</p> },
        {
          element: <SignedInLayout />,
          children: [{ path: '/account-choice', element: <AccountChoicePage /> }],
        },
      ],
      { at: '/account-choice?inviter_name=Maria' },
    );
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});
