import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { expectLinkTo } from '@test/web/expect-link';
import { Component, ResetPasswordPage } from './reset-password-page';

function renderReset(entry = '/reset-password?token=reset-tok') {
  return renderRoute(<ResetPasswordPage />, '/reset-password', { at: entry });
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ResetPasswordPage', () => {
  it('is the lazy route component with both password fields and the sign-out choice on', async () => {
    expect(Component).toBe(ResetPasswordPage);
    fakeApi({});
    renderReset();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Set a New Password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sign out of all other devices' })).toBeChecked();
    await waitFor(() => expect(document.title).toBe('Reset password · Nido'));
  });

  it('does not submit mismatched passwords, and says why', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderReset();
    await choose(user, 'secret-one', 'secret-two');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(api.bodiesOf('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('does not submit a password under 6 characters, and says why', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderReset();
    await choose(user, 'abc12', 'abc12');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('updates the password, signing out other devices unless unticked, then opens sign-in', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/auth/reset-password': () => json(200, { ok: true }) });
    renderReset();
    await user.click(screen.getByRole('checkbox', { name: 'Sign out of all other devices' }));
    await choose(user, 'new-secret', 'new-secret');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(api.bodiesOf('POST /api/auth/reset-password')).toEqual([
      { token: 'reset-tok', newPassword: 'new-secret', signOutEverywhere: false },
    ]);
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
  });

  it('signs out other devices by default', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/auth/reset-password': () => json(200, { ok: true }) });
    renderReset();
    await choose(user, 'new-secret', 'new-secret');
    await screen.findByTestId('location');
    expect(api.bodiesOf('POST /api/auth/reset-password')).toEqual([
      { token: 'reset-tok', newPassword: 'new-secret', signOutEverywhere: true },
    ]);
  });

  it.each(['/reset-password', '/reset-password?error=INVALID_TOKEN'])(
    'at %s explains the link is not valid and offers a new one',
    (entry) => {
      fakeApi({});
      renderReset(entry);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Reset Link Not Valid' }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).toBeNull();
      expectLinkTo(screen, 'Request a New Reset Link', '/login?forgot=1');
    },
  );

  it('switches to that state when the server refuses the token', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/reset-password': () =>
        apiError(
          400,
          'TOKEN_INVALID',
          'Invalid verification link. Please check your email and try again.',
        ),
    });
    renderReset();
    await choose(user, 'new-secret', 'new-secret');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset Link Not Valid' }),
    ).toBeInTheDocument();
  });

  it('tells the user when the update fails for another reason', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/reset-password': () => apiError(500, 'INTERNAL', 'Boom') });
    renderReset();
    await choose(user, 'new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not update your password. Please try again.',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
