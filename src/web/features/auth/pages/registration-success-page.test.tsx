import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { expectLinkTo } from '@test/web/expect-link';
import { Component, RegistrationSuccessPage } from './registration-success-page';

function renderSuccess() {
  return renderRoute(<RegistrationSuccessPage />, '/registration-success');
}

const resend = () => screen.getByRole('button', { name: 'Resend Verification Email' });

describe('RegistrationSuccessPage', () => {
  it('shows where the email went, the next steps, tips and support', async () => {
    expect(Component).toBe(RegistrationSuccessPage);
    localStorage.setItem('registration_email', 'ann@example.com');
    fakeApi({});
    renderSuccess();
    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    expectLinkTo(screen, 'Go to Sign In', '/login');
    expect(screen.getByText(/spam or junk folder/)).toBeInTheDocument();
    expect(screen.getByText(/Wait a few minutes/)).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling of your email address/)).toBeInTheDocument();
    expectLinkTo(screen, 'support@nido.family', 'mailto:support@nido.family');
    await waitFor(() => expect(document.title).toBe('Check your email · Nido'));
  });

  it('resends the verification email to the stored address', async () => {
    const user = userEvent.setup();
    localStorage.setItem('registration_email', 'ann@example.com');
    const api = fakeApi({ 'POST /api/auth/resend-verification': () => json(200, { ok: true }) });
    renderSuccess();
    await user.click(resend());
    expect(await screen.findByText('Email Sent!')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your inbox for the verification link.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/resend-verification')).toEqual([
      { email: 'ann@example.com' },
    ]);
  });

  it('toasts Failed to Resend when the server refuses', async () => {
    const user = userEvent.setup();
    localStorage.setItem('registration_email', 'ann@example.com');
    fakeApi({
      'POST /api/auth/resend-verification': () =>
        apiError(429, 'RATE_LIMITED', 'Too many emails requested for this address.'),
    });
    renderSuccess();
    await user.click(resend());
    expect(await screen.findByText('Failed to Resend')).toBeInTheDocument();
    expect(screen.getByText('Too many emails requested for this address.')).toBeInTheDocument();
  });

  it('without a stored address offers registering again, and resending explains why it cannot', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderSuccess();
    expect(screen.getByText(/no record of a recent registration/)).toBeInTheDocument();
    expectLinkTo(screen, 'Register again', '/register');
    await user.click(resend());
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Email address not found. Please try registering again.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/resend-verification')).toHaveLength(0);
  });
});
