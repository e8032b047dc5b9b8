import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSessionAnswer } from '@web/lib/session';
import { sessionKeys } from '@web/lib/session';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderSettings } from '../render-settings.test-helper';
import { DangerZoneSection } from './danger-zone-section';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('Delete account', () => {
  it('requires the word DELETE before asking the server', async () => {
    const user = userEvent.setup();
    const server = fakeApi({});
    renderSettings(<DangerZoneSection />);
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Current password'), 'Correct-horse-9');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(
      await within(dialog).findByText('Type DELETE to confirm', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows a wrong password beside the field and keeps the account', async () => {
    const user = userEvent.setup();
    fakeApi({
      'DELETE /api/account': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'The password is incorrect.'),
    });
    const { router } = renderSettings(<DangerZoneSection />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('deletes the account, forgets the user and returns to the landing page', async () => {
    const user = userEvent.setup();
    const server = fakeApi({ 'DELETE /api/account': () => ({ ok: true }) });
    const { queryClient, router } = renderSettings(<DangerZoneSection />);
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Current password'), 'Correct-horse-9');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Landing screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(server.bodiesOf('DELETE /api/account')).toEqual([
      { password: 'Correct-horse-9', confirmation: 'DELETE' },
    ]);
    expect(queryClient.getQueryData<TSessionAnswer>(sessionKeys.all)?.user).toBeNull();
  });
});
