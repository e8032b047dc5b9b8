import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';
import { useSession } from '@web/lib/session';
import { apiError, fakeApi } from '@test/web/fake-api';
import { sessionUser } from '@test/web/session-user';
import { renderSettings } from '../render-settings.test-helper';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => vi.restoreAllMocks());

const TOTP_URI =
  'otpauth://totp/Nido:maria%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Nido&algorithm=SHA1&digits=6&period=30';
const BACKUP_CODES = ['ab12c-d34ef', 'gh56i-j78kl', 'mn90o-p12qr', 'st34u-v56wx'];

/** As the settings page does: the section follows the signed-in user's twoFactorEnabled. */
function SectionFromSession() {
  const user = useSession().data?.user;
  return user ? <TwoFactorSection enabled={user.twoFactorEnabled} email={user.email} /> : null;
}

/** The server's side of enrolment, with the session turning two-factor on after a good code. */
function twoFactorServer(initial: TSessionUser) {
  let user = initial;
  return fakeApi({
    'GET /api/auth/session': () => ({ user, signedOutReason: null }),
    'POST /api/account/two-factor/setup': (body) =>
      (body as { password: string }).password === 'Correct-horse-9'
        ? { totpURI: TOTP_URI, backupCodes: BACKUP_CODES }
        : apiError(401, 'INVALID_CREDENTIALS', 'The password is incorrect.'),
    'POST /api/account/two-factor/confirm': (body) => {
      if ((body as { code: string }).code !== '123456') {
        return apiError(401, 'TWO_FACTOR_INVALID', 'That code is not right. Try the current one.');
      }
      user = { ...user, twoFactorEnabled: true };
      return { ok: true };
    },
    'POST /api/account/two-factor/disable': () => {
      user = { ...user, twoFactorEnabled: false };
      return { ok: true };
    },
    'POST /api/account/two-factor/backup-codes': () => ({
      backupCodes: ['new01-aaaaa', 'new02-bbbbb'],
    }),
  });
}

describe('TwoFactorSection', () => {
  it('enrols: password, then the QR code, key and backup codes, then a code turns it on', async () => {
    const user = userEvent.setup();
    const server = twoFactorServer(sessionUser());
    renderSettings(<SectionFromSession />);

    expect(screen.getByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor' }));
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveFocus();

    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    const svg = decodeURIComponent((qr.getAttribute('src') ?? '').split(',')[1] ?? '');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const codes = within(screen.getByRole('list', { name: 'Backup codes' })).getAllByRole(
      'listitem',
    );
    expect(codes.map((code) => code.textContent)).toEqual(BACKUP_CODES);
    expect(screen.getByText('Store these backup codes safely')).toBeInTheDocument();

    const code = screen.getByLabelText('6-digit code from your app');
    const turnOn = screen.getByRole('button', { name: 'Turn on two-factor' });
    await user.type(code, '12a34-5');
    expect(code).toHaveValue('12345');
    expect(turnOn).toBeDisabled();
    await user.type(code, '6');
    expect(turnOn).toBeEnabled();
    await user.click(turnOn);

    expect(await screen.findByText('Two-factor authentication is on')).toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/account/two-factor/confirm')[0]?.body).toEqual({
      code: '123456',
    });
  });

  it('clears a wrong code and says why', async () => {
    const user = userEvent.setup();
    twoFactorServer(sessionUser());
    renderSettings(<SectionFromSession />);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor' }));
    await user.type(screen.getByLabelText('Current password'), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const code = await screen.findByLabelText('6-digit code from your app');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));

    expect(
      await screen.findByText('That code is not right. Try the current one.'),
    ).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('can be left before the end, with two-factor still off and focus back on the button', async () => {
    const user = userEvent.setup();
    const server = twoFactorServer(sessionUser());
    renderSettings(<SectionFromSession />);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor' }));
    await user.type(screen.getByLabelText('Current password'), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('6-digit code from your app');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Set up two-factor' })).toHaveFocus();
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(server.callsTo('POST /api/account/two-factor/confirm')).toHaveLength(0);
  });

  it('copies and downloads the backup codes', async () => {
    const user = userEvent.setup();
    twoFactorServer(sessionUser());
    const files: Blob[] = [];
    // jsdom has no object URLs; record the file instead.
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:backup-codes';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSettings(<SectionFromSession />);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor' }));
    await user.type(screen.getByLabelText('Current password'), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toContain(BACKUP_CODES.join('\n'));
    expect(await screen.findByText('Backup codes copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'nido-backup-codes.txt');
    expect(await files[0]?.text()).toContain('ab12c-d34ef\ngh56i-j78kl');
  });

  it('turns two-factor off after the password, in a confirmation dialog', async () => {
    const user = userEvent.setup();
    const signedIn = sessionUser({ twoFactorEnabled: true });
    const server = twoFactorServer(signedIn);
    renderSettings(<SectionFromSession />, signedIn);

    expect(screen.getByText('On')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn off two-factor authentication?',
    });
    await user.type(within(dialog).getByLabelText('Current password'), 'Correct-horse-9');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' }));

    expect(await screen.findByText('Two-factor authentication is off')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(server.callsTo('POST /api/account/two-factor/disable')[0]?.body).toEqual({
      password: 'Correct-horse-9',
    });
  });

  it('makes new backup codes after the password and shows them', async () => {
    const user = userEvent.setup();
    const signedIn = sessionUser({ twoFactorEnabled: true });
    twoFactorServer(signedIn);
    renderSettings(<SectionFromSession />, signedIn);

    await user.click(screen.getByRole('button', { name: 'New backup codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New backup codes' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Correct-horse-9');
    await user.click(within(dialog).getByRole('button', { name: 'Create new codes' }));

    const list = await within(dialog).findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['new01-aaaaa', 'new02-bbbbb']);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
