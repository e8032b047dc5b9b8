import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@test/web/fake-api';
import { sessionUser } from '@test/web/session-user';
import { renderSettings } from '../render-settings.test-helper';
import { ProfileSection } from './profile-section';

describe('ProfileSection', () => {
  it('saves the cleaned-up name, confirms it and refreshes the signed-in user', async () => {
    const user = userEvent.setup();
    const server = fakeApi({
      'PATCH /api/account/profile': (body) => ({
        user: sessionUser({ fullName: (body as { fullName: string }).fullName }),
      }),
      'GET /api/auth/session': () => ({ user: sessionUser(), signedOutReason: null }),
    });
    const { queryClient } = renderSettings(<ProfileSection fullName="Maria Rivera" />);

    const name = screen.getByLabelText('Full name');
    expect(name).toHaveValue('Maria Rivera');
    await user.clear(name);
    await user.type(name, '  Maria <b>Rivera-Lopez  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(server.bodiesOf('PATCH /api/account/profile')).toEqual([
      { fullName: 'Maria bRivera-Lopez' },
    ]);
    expect(queryClient.getQueryState(['session'])?.isInvalidated).toBe(true);
  });

  it('refuses an empty name without asking the server', async () => {
    const user = userEvent.setup();
    const server = fakeApi({});
    renderSettings(<ProfileSection fullName="Maria Rivera" />);
    await user.clear(screen.getByLabelText('Full name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's field message beside the field", async () => {
    const user = userEvent.setup();
    fakeApi({
      'PATCH /api/account/profile': () =>
        apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
          fullName: 'That name is too long',
        }),
    });
    renderSettings(<ProfileSection fullName="Maria Rivera" />);
    await user.type(screen.getByLabelText('Full name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });
});
