import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderSettings } from '../render-settings.test-helper';
import { PasswordSection } from './password-section';

const STRONG = 'Sunny-Harbor-2026';

describe('PasswordSection', () => {
  it('refuses a confirmation that does not match, without asking the server', async () => {
    const user = userEvent.setup();
    const server = fakeApi({});
    renderSettings(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'Old-password-1');
    await user.type(screen.getByLabelText('New password'), STRONG);
    await user.type(screen.getByLabelText('Confirm new password'), `${STRONG}!`);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('rates the new password as it is typed', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderSettings(<PasswordSection />);
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAccessibleDescription('Strength: None yet');
    await user.type(field, 'abc');
    expect(field).toHaveAccessibleDescription('Strength: Too weak');
    await user.clear(field);
    await user.type(field, STRONG);
    expect(field).toHaveAccessibleDescription('Strength: Strong');
  });

  it('changes the password, signing out other devices by default', async () => {
    const user = userEvent.setup();
    const server = fakeApi({ 'POST /api/account/password': () => ({ ok: true }) });
    renderSettings(<PasswordSection />);
    expect(screen.getByRole('checkbox', { name: 'Sign out of other devices' })).toBeChecked();

    await user.type(screen.getByLabelText('Current password'), 'Old-password-1');
    await user.type(screen.getByLabelText('New password'), STRONG);
    await user.type(screen.getByLabelText('Confirm new password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(server.bodiesOf('POST /api/account/password')).toEqual([
      { currentPassword: 'Old-password-1', newPassword: STRONG, signOutOtherSessions: true },
    ]);
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('can keep the other devices signed in', async () => {
    const user = userEvent.setup();
    const server = fakeApi({ 'POST /api/account/password': () => ({ ok: true }) });
    renderSettings(<PasswordSection />);
    await user.click(screen.getByRole('checkbox', { name: 'Sign out of other devices' }));
    await user.type(screen.getByLabelText('Current password'), 'Old-password-1');
    await user.type(screen.getByLabelText('New password'), STRONG);
    await user.type(screen.getByLabelText('Confirm new password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Password changed');
    expect(server.callsTo('POST /api/account/password')[0]?.body).toMatchObject({
      signOutOtherSessions: false,
    });
  });

  it('shows a wrong current password beside its field', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/account/password': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'The password is incorrect.'),
    });
    renderSettings(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'Not-my-password-1');
    await user.type(screen.getByLabelText('New password'), STRONG);
    await user.type(screen.getByLabelText('Confirm new password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });
});
