import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { sessionKeys, type TSessionAnswer } from './session';
import { useSignOut } from './use-sign-out';

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
  it('ends the session, forgets the user, returns to the landing page and says so', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/auth/sign-out': () => ({ ok: true }) });
    const { queryClient } = renderProbe();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Landing screen')).toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData<TSessionAnswer>(sessionKeys.all)?.user).toBeNull();
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
