import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignedInLayout } from '@web/app/guards/signed-in-layout';
import type { InitialEntry } from 'react-router';
import type { TSessionUser } from '@shared/auth/session-view';
import { joinedFamilyState } from '@web/lib/invitations/joined-family';
import { sessionKeys, type TSessionAnswer } from '@web/lib/session';
import { apiError, fakeApi, hang } from '@test/web/fake-api';
import { advisorSource, guestOwn } from '@test/web/data-sources';
import { renderRoute, renderRoutes } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { AccountChoicePage, Component } from './account-choice-page';

const GUEST = sessionUser({ id: 'guest-1', accountType: 'guest', invitedBy: 'user-1' });
const PRIMARY = sessionUser({ id: 'user-2', accountType: 'primary', invitedBy: null });

/** As the registration with an invitation arrives: the address and the acceptance's state. */
const AFTER_ACCEPTANCE: InitialEntry = {
  pathname: '/account-choice',
  search: '?inviter_name=Maria+Rivera',
  state: joinedFamilyState('Maria Rivera'),
};

function renderChoice(at: InitialEntry = AFTER_ACCEPTANCE, signedInAs: TSessionUser = GUEST) {
  return renderRoute(<AccountChoicePage />, '/account-choice', {
    at,
    signedInAs,
    screens: [
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/subscription', element: <p>Subscription screen</p> },
    ],
  });
}

const CLIENT = advisorSource('user-1', 'Olivia Owner', {
  sections: ['expenses', 'loans', 'documents'],
});

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

  it('believes no inviter name from the address: a link cannot say who you joined', async () => {
    fakeApi({});
    renderChoice('/account-choice?inviter_name=Mallory');
    // A guest still has the choice to make, in plain words.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Nido' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/joined/)).toBeNull();
    expect(screen.queryByText(/Mallory/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to the family' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Up My Own Account' })).toBeInTheDocument();
  });

  it('sends someone who is no guest, and did not just join, to the dashboard', async () => {
    fakeApi({});
    renderChoice('/account-choice?inviter_name=Mallory', PRIMARY);
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(screen.queryByText(/Mallory/)).toBeNull();
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

  it('tells an advisor whose household, what is shared, view only and until when (issue 15)', async () => {
    fakeApi({ 'GET /api/family/sources': () => ({ sources: [guestOwn('guest-1'), CLIENT] }) });
    renderChoice({
      pathname: '/account-choice',
      state: joinedFamilyState('Olivia Owner', true),
    });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "You have advisor access to Olivia Owner's household",
      }),
    ).toBeInTheDocument();
    const shared = await screen.findByRole('list', { name: 'What Olivia Owner shares with you' });
    expect(shared).toHaveTextContent('Shared with you: Monthly expenses, Loans and Documents');
    expect(shared).toHaveTextContent("View only: you can't change anything");
    expect(shared).toHaveTextContent('Until Jun 15, 2026');
    expect(
      screen.getByRole('link', { name: "Continue to Olivia Owner's household" }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/joined|family|View and manage/i);
    await waitFor(() => expect(document.title).toBe('Welcome to Nido · Nido'));
  });

  it('knows an advisor who comes back later by their households', async () => {
    fakeApi({ 'GET /api/family/sources': () => ({ sources: [guestOwn('guest-1'), CLIENT] }) });
    renderChoice('/account-choice');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "You have advisor access to Olivia Owner's household",
      }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/joined|family|View and manage/i);
  });
});
