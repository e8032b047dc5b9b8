import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi } from '@test/web/fake-api';
import { Component, HomePage } from './home-page';

function renderHome(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('is the lazy route component and shows the landing page', () => {
    expect(Component).toBe(HomePage);
    renderHome('/');
    expect(
      screen.getByRole('region', { name: /everything your family needs to know/i }),
    ).toBeInTheDocument();
  });

  it('shows the invitation handler instead when the link carries an invitation', async () => {
    const api = fakeApi({
      'GET /api/invitations/abc123': () => ({
        inviterName: 'Maria Rivera',
        inviteeEmail: 'ann@example.com',
        inviteeName: 'Ann Lee',
        status: 'pending',
      }),
    });
    renderHome('/?invitation=abc123');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're Invited!" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: /everything your family needs to know/i }),
    ).toBeNull();
    expect(api.callsTo('GET /api/invitations/abc123')).toHaveLength(1);
    expect(document.title).toBe('Family invitation · Nido');
  });
});
