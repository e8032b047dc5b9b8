import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@test/web/render';
import { expectLinkTo } from '@test/web/expect-link';
import { SecurityCard } from './security-card';

function renderCard(twoFactorEnabled: boolean) {
  return renderRoute(<SecurityCard twoFactorEnabled={twoFactorEnabled} />, '/dashboard');
}

describe('SecurityCard', () => {
  it('nudges toward two-factor while it is off', () => {
    renderCard(false);
    expect(screen.getByText('Two-factor authentication is off.')).toBeInTheDocument();
    expectLinkTo(screen, 'Set up two-factor', '/settings#security');
  });

  it('confirms two-factor when it is on', () => {
    renderCard(true);
    expect(screen.getByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up two-factor' })).toBeNull();
    expectLinkTo(screen, 'Manage security', '/settings#security');
  });
});
