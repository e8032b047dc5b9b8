import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json, offline, signedInSession } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { joinedFamilyState } from '@web/lib/invitations/joined-family';
import { sessionKeys, type TSessionAnswer } from '@web/lib/session';
import { expectLinkTo } from '@test/web/expect-link';
import { Component, RegisterPage } from './register-page';

const STRONG = 'Correct-Horse-9';
const usa = () => json(200, { isUSA: true, country: 'US' });
const created = (body: unknown) =>
  json(201, { status: 'verification-sent', email: (body as { email: string }).email });

function renderRegister(entry = '/register') {
  return renderRoute(<RegisterPage />, '/register', { at: entry });
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: {
    name?: string;
    email?: string;
    password?: string;
    confirm?: string;
    terms?: boolean;
  } = {},
) {
  const {
    name = 'Ann Lee',
    email = 'ann@example.com',
    password = STRONG,
    confirm = password,
  } = values;
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  if (values.terms !== false) {
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  }
}

const submit = () => screen.getByRole('button', { name: 'Create Account' });

/** GET /api/invitations/{code} for an invitation that can still be accepted. */
const pendingInvitation = () => ({
  inviterName: 'Maria Rivera',
  inviteeEmail: 'ann@example.com',
  inviteeName: 'Ann Lee',
  status: 'pending',
});

describe('RegisterPage', () => {
  it('is the lazy route component, titled Create Account with the spec subtitle', async () => {
    expect(Component).toBe(RegisterPage);
    fakeApi({});
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Join Nido and create your family hub')).toBeInTheDocument();
    expectLinkTo(screen, 'Sign In Instead', '/login');
    expectLinkTo(screen, 'Terms of Service', '/terms');
    expectLinkTo(screen, 'Privacy Policy', '/privacy');
    await waitFor(() => expect(document.title).toBe('Create account · Nido'));
  });

  it('keeps the invitation: its subtitle and the sign-in link carry it', () => {
    fakeApi({ 'GET /api/invitations/abc123': pendingInvitation });
    renderRegister('/register?invitation=abc123');
    expect(
      screen.getByText('Complete your registration to accept the invitation'),
    ).toBeInTheDocument();
    expectLinkTo(screen, 'Sign In Instead', '/login?invitation=abc123');
  });

  it('sends a signed-in user without an invitation to the dashboard', async () => {
    fakeApi({ 'GET /api/auth/session': signedInSession(sessionUser()) });
    renderRegister();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('keeps the submit button disabled until the terms box is ticked', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderRegister();
    await fillIn(user, { terms: false });
    expect(submit()).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: /I agree/ });
    await user.click(terms);
    expect(submit()).toBeEnabled();
    await user.click(terms);
    expect(submit()).toBeDisabled();
  });

  it('shows every broken password rule joined with ". ", a mismatch and a bad email, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderRegister();
    await fillIn(user, { email: 'ann@example', password: 'abc', confirm: 'abd' });
    await user.click(submit());

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    const passwordError =
      'Password must be at least 10 characters. Must contain an uppercase letter. Must contain a number. Must contain a special character';
    expect(screen.getByText(passwordError)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    // Each message is tied to its field.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(passwordError);
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the live strength of the password as it is typed', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderRegister();
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Too weak');
    await user.type(screen.getByLabelText('Password'), 'Abcdefghij1');
    expect(meter).toHaveAttribute('aria-valuetext', 'Fair');
    await user.type(screen.getByLabelText('Password'), '!xy');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
  });

  it('sends visitors outside the USA to the waitlist without creating an account', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/check-country': () => json(200, { isUSA: false, country: 'CA' }),
    });
    renderRegister();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByTestId('location')).toHaveTextContent('/waitlist');
    expect(api.bodiesOf('POST /api/auth/sign-up')).toHaveLength(0);
  });

  it('registers anyway when the country check fails', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/check-country': offline, 'POST /api/auth/sign-up': created });
    renderRegister();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByTestId('location')).toHaveTextContent('/registration-success');
    expect(api.bodiesOf('POST /api/auth/sign-up')).toHaveLength(1);
  });

  it('on success normalises the input, remembers the address, toasts, tracks the conversion and moves on', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/check-country': usa, 'POST /api/auth/sign-up': created });
    renderRegister();
    await fillIn(user, { name: '  Ann <Lee>  ', email: '  Ann@Example.COM ' });
    await user.click(submit());

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration-success');
    expect(api.bodiesOf('POST /api/auth/sign-up')).toEqual([
      { fullName: 'Ann Lee', email: 'ann@example.com', password: STRONG, acceptedTerms: true },
    ]);
    expect(localStorage.getItem('registration_email')).toBe('ann@example.com');
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email to confirm your account.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/analytics/conversions')).toEqual([
      expect.objectContaining({
        conversionType: 'registration',
        conversionValueCents: 0,
        currency: 'USD',
        metadata: {},
      }),
    ]);
    expect(api.bodiesOf('POST /api/analytics/events')).toEqual([
      expect.objectContaining({
        eventType: 'conversion',
        eventName: 'registration_completed',
        metadata: {},
      }),
    ]);
  });

  it('shows server field errors at their fields with a Sign Up Failed toast', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/check-country': usa,
      'POST /api/auth/sign-up': () =>
        apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
          fullName: 'Please enter your full name',
        }),
    });
    renderRegister();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Sign Up Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Please enter your full name',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it.each([
    [
      'a refusal with a message',
      () =>
        apiError(
          429,
          'RATE_LIMITED',
          'Too many accounts created from your network. Please try again in an hour.',
        ),
      'Too many accounts created from your network. Please try again in an hour.',
    ],
    [
      'a server failure',
      () => apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
      'Unable to complete signup. Please try again or contact support.',
    ],
    ['no connection', offline, 'An unexpected error occurred. Please try again.'],
  ])(
    'after %s shows the reason at the email field and toasts Sign Up Failed',
    async (_case, answer, message) => {
      const user = userEvent.setup();
      fakeApi({ 'POST /api/check-country': usa, 'POST /api/auth/sign-up': answer });
      renderRegister();
      await fillIn(user);
      await user.click(submit());
      expect(await screen.findByText('Sign Up Failed')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message),
      );
      expect(localStorage.getItem('registration_email')).toBeNull();
      expect(screen.queryByTestId('location')).toBeNull();
    },
  );

  describe('with an invitation', () => {
    const AT = '/register?invitation=abc123';
    const guest = sessionUser({
      id: 'guest-1',
      email: 'ann@example.com',
      fullName: 'Ann Lee',
      accountType: 'guest',
      invitedBy: 'user-1',
      onboardingCompleted: false,
    });
    const joined = () => json(201, { success: true, user: guest, inviterName: 'Maria Rivera' });

    /** The invited address is filled in by the page; the visitor types the rest. */
    async function fillInInvited(user: ReturnType<typeof userEvent.setup>) {
      await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com'));
      await fillIn(user, { email: '' });
    }

    it('fills in the invited address', async () => {
      fakeApi({ 'GET /api/invitations/abc123': pendingInvitation });
      renderRegister(AT);
      await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com'));
    });

    it('creates the account and accepts at once, signs in, and ends at the account choice', async () => {
      const user = userEvent.setup();
      const api = fakeApi({
        'GET /api/invitations/abc123': pendingInvitation,
        'POST /api/check-country': usa,
        'POST /api/auth/sign-up-and-accept': joined,
      });
      const { queryClient, router } = renderRegister(AT);
      await fillInInvited(user);
      await user.click(submit());

      expect(await screen.findByTestId('location')).toHaveTextContent(
        '/account-choice?inviter_name=Maria+Rivera',
      );
      // The account choice says who was joined only from this state, never from the address.
      expect(router.state.location.state).toEqual(joinedFamilyState('Maria Rivera'));
      expect(api.bodiesOf('POST /api/auth/sign-up-and-accept')).toEqual([
        {
          fullName: 'Ann Lee',
          email: 'ann@example.com',
          password: STRONG,
          invitationCode: 'abc123',
          acceptedTerms: true,
        },
      ]);
      expect(api.bodiesOf('POST /api/auth/sign-up')).toHaveLength(0);
      expect(queryClient.getQueryData<TSessionAnswer>(sessionKeys.all)?.user).toEqual(guest);
      expect(localStorage.getItem('registration_email')).toBeNull();
    });

    it.each([
      [
        'an accepted invitation',
        () => apiError(409, 'CONFLICT', 'This invitation has already been accepted'),
        'Already Accepted',
        'This invitation has already been accepted.',
      ],
      [
        'an existing account',
        () =>
          apiError(
            409,
            'CONFLICT',
            'An account with this email already exists. Sign in to accept the invitation.',
          ),
        'Invitation Error',
        'An account with this email already exists. Sign in to accept the invitation.',
      ],
      [
        'no connection',
        offline,
        'Invitation Error',
        'Failed to accept invitation. Please try again or contact support',
      ],
    ])('after %s toasts as an acceptance failure and stays', async (_case, answer, title, text) => {
      const user = userEvent.setup();
      fakeApi({
        'GET /api/invitations/abc123': pendingInvitation,
        'POST /api/check-country': usa,
        'POST /api/auth/sign-up-and-accept': answer,
      });
      renderRegister(AT);
      await fillInInvited(user);
      await user.click(submit());
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByText('Sign Up Failed')).toBeNull();
      expect(screen.queryByTestId('location')).toBeNull();
    });

    it('shows server field errors at their fields', async () => {
      const user = userEvent.setup();
      fakeApi({
        'GET /api/invitations/abc123': pendingInvitation,
        'POST /api/check-country': usa,
        'POST /api/auth/sign-up-and-accept': () =>
          apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
            fullName: 'Please enter your full name',
          }),
      });
      renderRegister(AT);
      await fillInInvited(user);
      await user.click(submit());
      expect(await screen.findByText('Invitation Error')).toBeInTheDocument();
      expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
        'Please enter your full name',
      );
    });
    /** The spec's invalid-invitation message, shown above the form. */
    async function expectInvalidInvitation() {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Invalid Invitation');
      expect(alert).toHaveTextContent(
        'This invitation has already been accepted or is no longer valid',
      );
      expect(screen.getByText('Join Nido and create your family hub')).toBeInTheDocument();
      expectLinkTo(screen, 'Sign In Instead', '/login');
    }

    it.each([
      ['an unknown code', () => apiError(404, 'NOT_FOUND', 'Invalid or expired invitation code')],
      [
        'an invitation no longer pending',
        () => ({ inviterName: '', inviteeEmail: '', inviteeName: '', status: 'expired' }),
      ],
    ])('says %s is invalid, and Create Account registers without it', async (_case, details) => {
      const user = userEvent.setup();
      const api = fakeApi({
        'GET /api/invitations/abc123': details,
        'POST /api/check-country': usa,
        'POST /api/auth/sign-up': created,
      });
      renderRegister(AT);
      await expectInvalidInvitation();
      await fillIn(user);
      await user.click(submit());
      expect(await screen.findByTestId('location')).toHaveTextContent('/registration-success');
      expect(api.bodiesOf('POST /api/auth/sign-up')).toEqual([
        { fullName: 'Ann Lee', email: 'ann@example.com', password: STRONG, acceptedTerms: true },
      ]);
      expect(api.bodiesOf('POST /api/auth/sign-up-and-accept')).toHaveLength(0);
    });

    it('refused on submit (looked up offline), says so instead of failing, and the next submit registers without it', async () => {
      const user = userEvent.setup();
      const api = fakeApi({
        'GET /api/invitations/abc123': offline,
        'POST /api/check-country': usa,
        'POST /api/auth/sign-up-and-accept': () =>
          apiError(404, 'NOT_FOUND', 'Invalid or expired invitation code'),
        'POST /api/auth/sign-up': created,
      });
      renderRegister(AT);
      await fillIn(user);
      await user.click(submit());
      await expectInvalidInvitation();
      expect(screen.queryByText('Already Accepted')).toBeNull();
      expect(screen.queryByTestId('location')).toBeNull();
      await user.click(submit());
      expect(await screen.findByTestId('location')).toHaveTextContent('/registration-success');
      expect(api.bodiesOf('POST /api/auth/sign-up-and-accept')).toHaveLength(1);
      expect(api.bodiesOf('POST /api/auth/sign-up')).toHaveLength(1);
    });
  });
});
