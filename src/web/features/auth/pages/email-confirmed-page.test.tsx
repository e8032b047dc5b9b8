import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  fakeApi,
  json,
  offline,
  signedInSession,
  type Handler,
} from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { Component, EmailConfirmedPage } from './email-confirmed-page';

const LINK = '/email-confirmed?token=tok123&type=signup';
const verified =
  (status: string, email = 'ann@example.com') =>
  () =>
    json(200, { status, email });

function renderConfirmed(entry: string = LINK) {
  return renderRoute(<EmailConfirmedPage />, '/email-confirmed', { at: entry });
}

/** Shown on the card and announced through the status region. */
function expectAlreadyVerifiedText() {
  const text = 'This email has already been verified. You can sign in now.';
  expect(screen.getByText(text, { selector: 'div' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(text);
}

describe('EmailConfirmedPage', () => {
  it('is the lazy route component and shows a loading state while the link is checked', async () => {
    expect(Component).toBe(EmailConfirmedPage);
    fakeApi({ 'POST /api/auth/verify-email': () => new Promise<Response>(() => {}) });
    renderConfirmed();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifying Your Email' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Email confirmation · Nido'));
  });

  /** Advances the fake clock through the spec's 5-second countdown, checking each second. */
  function countDown(sentence: RegExp) {
    expect(screen.getByText(sentence)).toHaveTextContent('in 5 seconds');
    for (const left of ['4 seconds', '3 seconds', '2 seconds', '1 second']) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByText(sentence)).toHaveTextContent(`in ${left}…`);
    }
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }

  it('signed in by the link (spec §4): counts down 5 seconds to account setup, then opens onboarding', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // As the server does: nobody is signed in until the link is checked, then its owner is.
    let verifiedHere = false;
    const api = fakeApi({
      'POST /api/auth/verify-email': () => {
        verifiedHere = true;
        return json(200, { status: 'verified', email: 'ann@example.com', invitation: null });
      },
      'GET /api/auth/session': () => ({
        user: verifiedHere ? sessionUser({ onboardingCompleted: false }) : null,
        signedOutReason: null,
      }),
    });
    renderConfirmed();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/verify-email')).toEqual([{ token: 'tok123' }]);
    // Never "sign in", not even for a moment: the session is read again before the card shows.
    expect(screen.queryByText('Sign in to continue')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Email verified. You will be taken to account setup in a few seconds.',
    );
    expectLinkTo(screen, 'Continue Now', '/onboarding');
    // No note for a sign-in form this person will not see.
    expect(localStorage.getItem('email_just_verified')).toBeNull();
    expect(localStorage.getItem('verified_email')).toBeNull();
    countDown(/Taking you to set up your account in/);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/onboarding$/);
  });

  it('when the link signed no one in (an account with a second factor) says to sign in, counts down 5 seconds, then opens the sign-in form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /api/auth/verify-email': verified('verified') });
    renderConfirmed();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    // Notes for the sign-in form: "Email verified successfully!" and the address filled in.
    expect(localStorage.getItem('email_just_verified')).toBe('true');
    expect(localStorage.getItem('verified_email')).toBe('ann@example.com');
    expect(screen.getByText('Sign in to continue')).toBeVisible();
    expect(screen.queryByText(/set up your account/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/Sign in to continue/);
    expectLinkTo(screen, 'Sign In Now', '/login');
    countDown(/Taking you to the sign-in page in/);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('checks the single-use token only once under StrictMode', async () => {
    const api = fakeApi({ 'POST /api/auth/verify-email': verified('verified') });
    const queryClient = new QueryClient();
    window.history.replaceState(null, '', LINK);
    const router = createBrowserRouter([
      { path: '/email-confirmed', element: <EmailConfirmedPage /> },
    ]);
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/verify-email')).toHaveLength(1);
    // SECURITY-CHECKLIST 19: the token is not left in the address bar.
    expect(window.location.pathname).toBe('/email-confirmed');
    expect(window.location.search).toBe('');
    router.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('says an already verified address can sign in', async () => {
    fakeApi({ 'POST /api/auth/verify-email': verified('already-verified') });
    renderConfirmed();
    expect(await screen.findByRole('heading', { name: 'Already Verified' })).toBeInTheDocument();
    expectAlreadyVerifiedText();
    expectLinkTo(screen, 'Go to Sign In', '/login');
    expect(localStorage.getItem('email_just_verified')).toBeNull();
  });

  it('confirms a changed address and links to settings', async () => {
    fakeApi({ 'POST /api/auth/verify-email': verified('email-changed', 'new@example.com') });
    renderConfirmed('/email-confirmed?token=tok123&type=email_change');
    expect(
      await screen.findByRole('heading', { name: 'Email Address Updated' }),
    ).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expectLinkTo(screen, 'Go to Settings', '/settings');
  });

  it.each([
    [
      'an expired token',
      () => apiError(400, 'TOKEN_EXPIRED', 'Expired'),
      'This verification link has expired. Please request a new one.',
    ],
    [
      'a link opened a second time',
      () =>
        apiError(
          400,
          'TOKEN_INVALID',
          'This verification link has expired or has already been used. Please request a new verification email.',
        ),
      'This verification link has expired or has already been used. Please request a new verification email.',
    ],
    [
      'an invalid token',
      () =>
        apiError(
          400,
          'TOKEN_INVALID',
          'Invalid verification link. Please check your email and try again.',
        ),
      'Invalid verification link. Please check your email and try again.',
    ],
    [
      'a server failure',
      () => apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
      'Unable to verify email. Please try again or contact support.',
    ],
    ['no connection', offline, 'An unexpected error occurred. Please try again.'],
  ])('explains %s', async (_case, answer, message) => {
    fakeApi({ 'POST /api/auth/verify-email': answer });
    renderConfirmed();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toBeInTheDocument();
  });

  it.each([
    [
      'an otp_expired error in the hash',
      '/email-confirmed#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
      'This verification link has expired or has already been used. Please request a new verification email.',
    ],
    [
      'another error in the hash',
      '/email-confirmed#error=server_error&error_description=Whatever+an+attacker+wrote',
      'Unable to verify your email. Please try again or contact support.',
    ],
    [
      'a token without a type',
      '/email-confirmed?token=tok123',
      'Invalid verification link. Please check your email and try again.',
    ],
    [
      'no token and no session',
      '/email-confirmed',
      'Invalid verification link. Please check your email and try again.',
    ],
  ])('shows the spec error for %s without calling the server', async (_case, entry, message) => {
    const api = fakeApi({});
    renderConfirmed(entry);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/attacker/)).toBeNull();
    expect(api.bodiesOf('POST /api/auth/verify-email')).toHaveLength(0);
  });

  it('lets the visitor request a new verification email from the error state', async () => {
    const user = userEvent.setup();
    localStorage.setItem('registration_email', 'ann@example.com');
    const api = fakeApi({
      'POST /api/auth/verify-email': () => apiError(400, 'TOKEN_EXPIRED', 'Expired'),
      'POST /api/auth/resend-verification': () => json(200, { ok: true }),
    });
    renderConfirmed();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Email Sent!')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/resend-verification')).toEqual([
      { email: 'ann@example.com' },
    ]);
  });

  it('sends a signed-in, verified user who has not onboarded to onboarding', async () => {
    fakeApi({
      'GET /api/auth/session': signedInSession(sessionUser({ onboardingCompleted: false })),
    });
    renderConfirmed('/email-confirmed');
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding');
  });

  it('tells a signed-in, verified, onboarded user the address is already verified', async () => {
    fakeApi({ 'GET /api/auth/session': signedInSession(sessionUser()) });
    renderConfirmed('/email-confirmed');
    expect(await screen.findByRole('heading', { name: 'Already Verified' })).toBeInTheDocument();
    expectAlreadyVerifiedText();
  });

  describe('when an invitation awaits the address', () => {
    const withInvitation = () =>
      json(200, {
        status: 'verified',
        email: 'ann@example.com',
        invitation: { code: 'fam42xyz', inviterName: 'Maria Rivera' },
      });

    function renderFound(routes: Record<string, Handler> = {}) {
      const api = fakeApi({
        'POST /api/auth/verify-email': withInvitation,
        'GET /api/invitations/fam42xyz': () => ({
          inviterName: 'Maria Rivera',
          inviteeEmail: 'ann@example.com',
          inviteeName: 'Ann Lee',
          status: 'pending',
          role: 'guest',
          advisorGrant: null,
        }),
        ...routes,
      });
      const view = renderRoute(<EmailConfirmedPage />, '/email-confirmed', {
        at: LINK,
        screens: [{ path: '/dashboard', element: <p>Dashboard screen</p> }],
      });
      return { api, ...view };
    }

    it('names the inviter and offers both choices instead of the countdown', async () => {
      renderFound();
      expect(
        await screen.findByRole('heading', { level: 1, name: "You've Been Invited!" }),
      ).toBeInTheDocument();
      expect(screen.getByText('Maria Rivera')).toBeInTheDocument();
      expect(
        await screen.findByText(/has invited you to join their family on Nido/),
      ).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Email verified. Maria Rivera has sent you an invitation.',
      );
      expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeInTheDocument();
      expect(screen.queryByText(/Taking you to set up your account/)).toBeNull();
    });

    it('sends someone the link did not sign in (a second factor) to sign in with the invitation', async () => {
      const user = userEvent.setup();
      const { api } = renderFound();
      await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/login?invitation=fam42xyz');
      expect(api.callsTo('POST /api/family/invitations/accept')).toHaveLength(0);
    });

    it('accepts for a signed-in user and says they joined the family', async () => {
      const user = userEvent.setup();
      const { api } = renderFound({
        'GET /api/auth/session': signedInSession(sessionUser({ emailVerified: false })),
        'POST /api/family/invitations/accept': () => ({
          success: true,
          inviterName: 'Maria Rivera',
        }),
      });
      await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
      expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
      expect(await screen.findByText("You've joined Maria Rivera's family!")).toBeInTheDocument();
      expect(api.bodiesOf('POST /api/family/invitations/accept')).toEqual([
        { invitation: 'fam42xyz' },
      ]);
    });

    it('says accepting failed and keeps both choices', async () => {
      const user = userEvent.setup();
      renderFound({
        'GET /api/auth/session': signedInSession(sessionUser({ emailVerified: false })),
        'POST /api/family/invitations/accept': offline,
      });
      await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
      expect(await screen.findByText('Failed to accept invitation')).toBeInTheDocument();
      expect(screen.getByText('Invitation Error')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeEnabled();
    });

    it('tells an advisor what the access offers and toasts the grant, never the family (issue 15)', async () => {
      const user = userEvent.setup();
      renderFound({
        'GET /api/invitations/fam42xyz': () => ({
          inviterName: 'Maria Rivera',
          inviteeEmail: 'ann@example.com',
          inviteeName: 'Ann Lee',
          status: 'pending',
          role: 'advisor',
          advisorGrant: { level: 'read', days: 30, sections: ['documents'], revealNumbers: true },
        }),
        'GET /api/auth/session': signedInSession(sessionUser({ emailVerified: false })),
        'POST /api/family/invitations/accept': () => ({
          success: true,
          inviterName: 'Maria Rivera',
          role: 'advisor',
          advisorGrant: {
            level: 'read',
            expiresAt: '2026-06-15T12:00:00.000Z',
            active: true,
            sections: ['documents'],
            revealNumbers: true,
          },
        }),
      });
      expect(
        await screen.findByText(/has given you advisor access to their household on Nido/),
      ).toBeInTheDocument();
      const offered = screen.getByRole('list', { name: 'What Maria Rivera shares with you' });
      expect(offered).toHaveTextContent('Shared with you: Documents');
      expect(offered).toHaveTextContent('You may reveal full account and policy numbers.');
      expect(offered).toHaveTextContent('For 30 days from when you accept');
      expect(document.body).not.toHaveTextContent(/family/i);
      await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
      expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
      expect(
        await screen.findByText(
          "You have advisor access to Maria Rivera's household: Documents. View only, until Jun 15, 2026.",
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/joined/)).toBeNull();
    });

    it('sets up an own account as the success state would: sign in first without a session', async () => {
      const user = userEvent.setup();
      renderFound();
      await user.click(await screen.findByRole('link', { name: 'Set Up My Own Account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    });

    it('sets up an own account as the success state would: onboarding when signed in', async () => {
      const user = userEvent.setup();
      renderFound({
        'GET /api/auth/session': signedInSession(sessionUser({ emailVerified: false })),
      });
      await user.click(await screen.findByRole('link', { name: 'Set Up My Own Account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding');
    });
  });
});
