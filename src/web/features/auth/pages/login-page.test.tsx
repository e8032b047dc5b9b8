import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';
import { sessionKeys, type TSessionAnswer } from '@web/lib/session';
import { apiError, fakeApi, hang, json, signedInSession } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { Component, LoginPage } from './login-page';

const signedIn =
  (user: TSessionUser = sessionUser({ email: 'ann@example.com' })) =>
  () =>
    json(200, { status: 'signed-in', user });
const twoFactorRequired = () => json(200, { status: 'two-factor-required' });

function renderLogin(entry: InitialEntry = '/login') {
  return renderRoute(<LoginPage />, '/login', { at: entry });
}

async function signInAs(user: ReturnType<typeof userEvent.setup>, email = 'ann@example.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'not-my-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const location = () => screen.findByTestId('location');

describe('LoginPage', () => {
  it('is the lazy route component with the spec links', async () => {
    expect(Component).toBe(LoginPage);
    fakeApi({});
    renderLogin('/login?invitation=xyz');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expectLinkTo(screen, 'Create New Account', '/register?invitation=xyz');
    expectLinkTo(screen, 'Back to Home', '/');
    await waitFor(() => expect(document.title).toBe('Sign in · Nido'));
  });

  it('normalises the email and signs in: toast, session set, history replaced', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/auth/sign-in': signedIn() });
    const { router, queryClient } = renderLogin();
    await signInAs(user, '  Ann@Example.COM ');
    expect(await location()).toHaveTextContent('/dashboard');
    expect(api.bodiesOf('POST /api/auth/sign-in')).toEqual([
      { email: 'ann@example.com', password: 'not-my-password' },
    ]);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(screen.getByText('signed in successfully')).toBeInTheDocument();
    expect(queryClient.getQueryData<TSessionAnswer>(sessionKeys.all)?.user?.email).toBe(
      'ann@example.com',
    );
    expect(router.state.historyAction).toBe('REPLACE');
    // The browser's analytics session is tied to the person (the admin funnel's campaigns).
    expect(api.bodiesOf('POST /api/analytics/events')).toEqual([
      expect.objectContaining({ eventType: 'auth', eventName: 'signed_in' }),
    ]);
  });

  it.each([
    ['an invitation', '/login?invitation=inv42', undefined, sessionUser(), '/?invitation=inv42'],
    [
      'a guest',
      '/login',
      { pathname: '/loans', search: '?view=grid' },
      sessionUser({ accountType: 'guest', onboardingCompleted: false }),
      '/loans?view=grid',
    ],
    ['a from-path', '/login', { pathname: '/expenses', search: '' }, sessionUser(), '/expenses'],
    [
      'onboarding not finished',
      '/login',
      { pathname: '/expenses', search: '' },
      sessionUser({ onboardingCompleted: false }),
      '/onboarding',
    ],
  ])('after sign-in with %s goes to the spec target', async (_case, url, from, account, target) => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/sign-in': signedIn(account) });
    const [pathname, search = ''] = url.split('?');
    renderLogin({ pathname, search: search && `?${search}`, state: from ? { from } : null });
    await signInAs(user);
    expect(await location()).toHaveTextContent(target);
  });

  it('says above the form why another screen sent the visitor to sign in, then goes back there', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/sign-in': signedIn() });
    renderLogin({
      pathname: '/login',
      state: {
        from: { pathname: '/triggering-event', search: '?stop=e1' },
        notice: 'For your safety, sign in again to stop this report.',
      },
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('For your safety, sign in again to stop this report.');
    // Above the form, where it is read before the password is asked for.
    expect(
      notice.compareDocumentPosition(screen.getByLabelText('Email')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await signInAs(user);
    expect(await location()).toHaveTextContent('/triggering-event?stop=e1');
  });

  it.each([
    ['no notice', { from: { pathname: '/expenses', search: '' } }],
    ['a notice that is not text', { notice: { html: '<b>x</b>' } }],
    ['an empty notice', { notice: '   ' }],
    ['a notice far too long to be a reason', { notice: 'x'.repeat(301) }],
  ])('shows no notice for %s', (_case, state) => {
    fakeApi({});
    renderLogin({ pathname: '/login', state });
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('redirects a user who is already signed in the same way', async () => {
    fakeApi({
      'GET /api/auth/session': signedInSession(sessionUser({ onboardingCompleted: false })),
    });
    renderLogin();
    expect(await location()).toHaveTextContent('/onboarding');
  });

  it('toasts Sign In Failed with the server message for a wrong password', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/sign-in': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    renderLogin();
    await signInAs(user);
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('passes on the rate limit message', async () => {
    const user = userEvent.setup();
    const message =
      'Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.';
    fakeApi({ 'POST /api/auth/sign-in': () => apiError(429, 'RATE_LIMITED', message) });
    renderLogin();
    await signInAs(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('toasts Unexpected Error when the server fails', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/sign-in': () => apiError(500, 'INTERNAL', 'Something went wrong.') });
    renderLogin();
    await signInAs(user);
    expect(await screen.findByText('Unexpected Error')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('for an unverified email offers Resend Email, which sends the verification again', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/auth/sign-in': () =>
        apiError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please check your email and click the verification link before signing in.',
        ),
      'POST /api/auth/resend-verification': () => json(200, { ok: true }),
    });
    renderLogin();
    await signInAs(user, 'Ann@Example.com');
    expect(await screen.findByText('Email Not Verified')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please check your email and click the verification link before signing in.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your inbox for the verification link.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/resend-verification')).toEqual([
      { email: 'ann@example.com' },
    ]);
  });

  it('says so when the verification email cannot be resent', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/sign-in': () => apiError(403, 'EMAIL_NOT_VERIFIED', 'Not verified'),
      'POST /api/auth/resend-verification': () => apiError(429, 'RATE_LIMITED', 'Too many emails'),
    });
    renderLogin();
    await signInAs(user);
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Failed to resend verification email.')).toBeInTheDocument();
  });

  it('gives up after 30 seconds without an answer and toasts Request Timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const api = fakeApi({ 'POST /api/auth/sign-in': hang });
    renderLogin();
    await signInAs(user);
    expect(await screen.findByRole('button', { name: 'Signing In…' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.queryByText('Request Timeout')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(await screen.findByText('Request Timeout')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The sign in request took too long. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/auth/sign-in')?.signal?.aborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the verified notice for 10 seconds with the address filled in, once', () => {
    vi.useFakeTimers();
    localStorage.setItem('email_just_verified', 'true');
    localStorage.setItem('verified_email', 'ann@example.com');
    fakeApi({});
    renderLogin();
    const notice = 'Email verified successfully! You can now sign in to your account.';
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(localStorage.getItem('email_just_verified')).toBeNull();
    expect(localStorage.getItem('verified_email')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByText(notice)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('shows no notice without the flag', () => {
    fakeApi({});
    renderLogin();
    expect(screen.queryByText(/Email verified successfully/)).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  describe('Forgot Password', () => {
    it('asks for the address and sends a reset link', async () => {
      const user = userEvent.setup();
      const api = fakeApi({ 'POST /api/auth/forgot-password': () => json(200, { ok: true }) });
      renderLogin();
      await user.type(screen.getByLabelText('Email'), 'ann@example.com');
      await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      const dialog = screen.getByRole('dialog', { name: 'Reset Your Password' });
      const email = within(dialog).getByLabelText('Email');
      expect(email).toHaveValue('ann@example.com');
      await user.clear(email);
      await user.type(email, ' Bob@Example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
      expect(await screen.findByText('Check your email')).toBeInTheDocument();
      expect(api.bodiesOf('POST /api/auth/forgot-password')).toEqual([
        { email: 'bob@example.com' },
      ]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('Cancel closes the dialog without sending', async () => {
      const user = userEvent.setup();
      const api = fakeApi({});
      renderLogin();
      await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.bodiesOf('POST /api/auth/forgot-password')).toHaveLength(0);
    });

    it('opens by itself from the "you already have an account" email (?forgot=1)', () => {
      fakeApi({});
      renderLogin('/login?forgot=1');
      expect(screen.getByRole('dialog', { name: 'Reset Your Password' })).toBeInTheDocument();
    });
  });

  describe('two-factor step', () => {
    async function reachTwoFactor(user: ReturnType<typeof userEvent.setup>) {
      await signInAs(user);
      return screen.findByRole('heading', { level: 1, name: 'Two-Factor Authentication' });
    }

    it('replaces the form, keeps digits only and enables Verify at exactly 6', async () => {
      const user = userEvent.setup();
      const api = fakeApi({
        'POST /api/auth/sign-in': twoFactorRequired,
        'POST /api/auth/two-factor/verify': signedIn(),
      });
      const { router } = renderLogin();
      await reachTwoFactor(user);
      expect(screen.queryByLabelText('Password')).toBeNull();
      const code = screen.getByLabelText('Authentication code');
      expect(code).toHaveFocus();
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      const verify = screen.getByRole('button', { name: 'Verify' });
      await user.type(code, '12a 3-45');
      expect(code).toHaveValue('12345');
      expect(verify).toBeDisabled();
      await user.type(code, '6789');
      expect(code).toHaveValue('123456');
      expect(verify).toBeEnabled();
      await user.click(verify);
      expect(await location()).toHaveTextContent('/dashboard');
      expect(api.bodiesOf('POST /api/auth/two-factor/verify')).toEqual([{ code: '123456' }]);
      expect(await screen.findByText('Welcome back')).toBeInTheDocument();
      // Spec §4: only a sign-in without the second factor replaces the history entry.
      expect(router.state.historyAction).toBe('PUSH');
    });

    it('clears the code and shows the reason when it is wrong', async () => {
      const user = userEvent.setup();
      const message = 'That code is not right. Check your authenticator app and try again.';
      fakeApi({
        'POST /api/auth/sign-in': twoFactorRequired,
        'POST /api/auth/two-factor/verify': () => apiError(401, 'TWO_FACTOR_INVALID', message),
      });
      renderLogin();
      await reachTwoFactor(user);
      const code = screen.getByLabelText('Authentication code');
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(code).toHaveValue(''));
      expect(code).toHaveAccessibleDescription(message);
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
      expect(screen.queryByTestId('location')).toBeNull();
    });

    it('Cancel returns to the email and password form', async () => {
      const user = userEvent.setup();
      fakeApi({ 'POST /api/auth/sign-in': twoFactorRequired });
      renderLogin();
      await reachTwoFactor(user);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });

    it('accepts a backup code instead', async () => {
      const user = userEvent.setup();
      const api = fakeApi({
        'POST /api/auth/sign-in': twoFactorRequired,
        'POST /api/auth/two-factor/verify': signedIn(),
      });
      renderLogin();
      await reachTwoFactor(user);
      await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
      await user.type(screen.getByLabelText('Backup code'), ' abcd-efgh-12 ');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await location()).toHaveTextContent('/dashboard');
      expect(api.bodiesOf('POST /api/auth/two-factor/verify')).toEqual([
        { backupCode: 'abcd-efgh-12' },
      ]);
    });
  });
});
