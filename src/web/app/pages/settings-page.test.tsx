import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@test/web/fake-api';
import { sessionUser } from '@test/web/session-user';
import { renderSettings } from '@web/features/account-settings/render-settings.test-helper';
import { expectLinkTo } from '@test/web/expect-link';
import { SettingsPage } from './settings-page';

describe('SettingsPage', () => {
  it('has one h1 and every section as an h2 with its deep-link anchor', async () => {
    fakeApi({
      'GET /api/account/sessions': () => ({ sessions: [] }),
      'GET /api/consent': () => ({ consents: [] }),
    });
    renderSettings(<SettingsPage />, sessionUser({ twoFactorEnabled: true }));

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Settings',
    ]);
    const sections = [
      ['profile', 'Profile'],
      ['email', 'Email address'],
      ['password', 'Password'],
      ['security', 'Two-factor authentication'],
      ['sessions', 'Signed-in devices'],
      ['family', 'Family'],
      ['privacy', 'Privacy preferences'],
      ['appearance', 'Appearance'],
      ['danger', 'Danger zone'],
    ] as const;
    for (const [id, title] of sections) {
      const section = document.getElementById(id);
      expect(section).toHaveAccessibleName(title);
    }
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const targets = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(sections.map(([id]) => `#${id}`));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      sections.map(([, title]) => title),
    );
    // Sections show the signed-in user's details.
    expect(screen.getByLabelText('Full name')).toHaveValue('Maria Rivera');
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Product Updates' })).toBeInTheDocument();
    expectLinkTo(screen, 'Manage family', '/settings/family');
  });
});
