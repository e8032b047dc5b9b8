import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@test/web/fake-api';
import { FREE_BETA } from '@test/web/fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { SubscriptionCard } from './subscription-card';

describe('SubscriptionCard', () => {
  it('shows the plan and its status', async () => {
    fakeApi({ 'GET /api/subscription': () => FREE_BETA });
    renderRoute(<SubscriptionCard />, '/dashboard', { signedInAs: sessionUser() });
    expect(await screen.findByText('Free beta')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('March 2, 2026')).toBeInTheDocument();
    expectLinkTo(screen, 'View plans', '/subscription');
  });
});
