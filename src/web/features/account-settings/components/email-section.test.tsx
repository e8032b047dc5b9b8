import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderSettings } from '../render-settings.test-helper';
import { EmailSection } from './email-section';

const NOTICE =
  'We sent a confirmation link to maria.new@example.com. Your email changes when you click it.';

describe('EmailSection', () => {
  it('asks for a change with the password and says a link was sent to the new address', async () => {
    const user = userEvent.setup();
    const server = fakeApi({ 'POST /api/account/email': () => ({ ok: true }) });
    renderSettings(<EmailSection email="maria@example.com" />);

    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New email address'), ' Maria.New@Example.com ');
    await user.type(screen.getByLabelText('Current password'), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Change email' }));

    expect(await screen.findByRole('status')).toHaveTextContent(NOTICE);
    expect(server.bodiesOf('POST /api/account/email')).toEqual([
      { newEmail: 'maria.new@example.com', password: 'Correct-horse-9' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong password beside the password field', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/account/email': () =>
        apiError(401, 'INVALID_CREDENTIALS', 'The password is incorrect.'),
    });
    renderSettings(<EmailSection email="maria@example.com" />);
    await user.type(screen.getByLabelText('New email address'), 'maria.new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Change email' }));

    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('rejects an address that is not one', async () => {
    const user = userEvent.setup();
    const server = fakeApi({});
    renderSettings(<EmailSection email="maria@example.com" />);
    await user.type(screen.getByLabelText('New email address'), 'maria@example');
    await user.type(screen.getByLabelText('Current password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
