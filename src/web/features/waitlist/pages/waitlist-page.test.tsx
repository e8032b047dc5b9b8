import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, offline, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { expectLinkTo } from '@test/web/expect-link';
import { Component, WaitlistPage } from './waitlist-page';

const JOIN = 'POST /api/waitlist';

const created: Handler = () => json(201, { ok: true });

function renderWaitlist() {
  return renderRoute(<WaitlistPage />, '/waitlist');
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Ana García', email = 'ana@example.com', age = '44', country = 'Spain' } = {},
) {
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (age) await user.type(screen.getByLabelText('Age'), age);
  if (country) await user.selectOptions(screen.getByLabelText('Country'), country);
}

const join = () => screen.getByRole('button', { name: 'Join the Waitlist' });

describe('WaitlistPage', () => {
  it('is the lazy route component and explains Nido is US-only for now', async () => {
    expect(Component).toBe(WaitlistPage);
    renderWaitlist();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Join the Waitlist' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/only available to households in the United States/),
    ).toBeInTheDocument();
    const options = [...screen.getByLabelText<HTMLSelectElement>('Country').options].map(
      (o) => o.value,
    );
    expect(options).toEqual([
      '',
      'CA',
      'MX',
      'GB',
      'FR',
      'DE',
      'IT',
      'ES',
      'AU',
      'JP',
      'CN',
      'IN',
      'BR',
      'OTHER',
    ]);
    await waitFor(() => expect(document.title).toBe('Join the waitlist · Nido'));
  });

  it('requires every field and sends nothing until they are valid', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [JOIN]: created });
    renderWaitlist();
    await user.click(join());
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your age')).toBeInTheDocument();
    expect(screen.getByText('Please choose your country')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAccessibleDescription('Please enter your age');
    expect(api.bodiesOf(JOIN)).toHaveLength(0);
  });

  it.each(['17', '121'])('refuses age %s', async (age) => {
    const user = userEvent.setup();
    const api = fakeApi({ [JOIN]: created });
    renderWaitlist();
    await fill(user, { age });
    await user.click(join());
    expect(await screen.findByText('You must be between 18 and 120')).toBeInTheDocument();
    expect(api.bodiesOf(JOIN)).toHaveLength(0);
  });

  it('joins with normalised details and thanks the visitor', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [JOIN]: created });
    renderWaitlist();
    await fill(user, { name: '  Ana <García> ', email: ' Ana@Example.COM' });
    await user.click(join());
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're on the List!" }),
    ).toBeInTheDocument();
    expect(api.bodiesOf(JOIN)).toEqual([
      { name: 'Ana García', email: 'ana@example.com', age: 44, country: 'ES' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('as soon as Nido is available in Spain');
    expectLinkTo(screen, 'Back to Home', '/');
  });

  it('says so when joining fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    fakeApi({ [JOIN]: offline });
    renderWaitlist();
    await fill(user);
    await user.click(join());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not add you to the waitlist. Please try again.',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana García');
  });
});
