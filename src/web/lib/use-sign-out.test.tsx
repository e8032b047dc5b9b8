import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { sessionKeys, type TSessionAnswer } from './session';
import { useSignOut } from './use-sign-out';
import { persistViewedOwners, viewedOwners } from './viewed-owners';

function SignOutProbe() {
  const signOut = useSignOut();
  return <button onClick={() => void signOut()}>Leave</button>;
}

function renderProbe() {
  return renderRoute(<SignOutProbe />, '/settings', {
    signedInAs: sessionUser(),
    screens: [{ path: '/', element: <p>Landing screen</p> }],
  });
}

describe('useSignOut', () => {
  it('ends the session, forgets the user and the households they viewed, returns to the landing page and says so', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/auth/sign-out': () => ({ ok: true }) });
    const { queryClient } = renderProbe();
    persistViewedOwners(['u-1', 'u-2']);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Landing screen')).toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData<TSessionAnswer>(sessionKeys.all)?.user).toBeNull();
    expect(viewedOwners.get()).toBeNull();
    expect(sessionStorage.getItem('nido_view_owners')).toBeNull();
  });

  it('stays put with an error toast when the server cannot sign out', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/sign-out': () => apiError(500, 'INTERNAL', 'Something broke.') });
    const { router } = renderProbe();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('There was an error signing you out.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
