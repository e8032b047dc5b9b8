import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advisorSource, guestOwn } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { asset } from '../account-fixtures.test-helper';
import { AccountsPage } from './accounts-page';

const ADVISOR = sessionUser({ id: 'adv-1', accountType: 'guest', invitedBy: 'user-1' });
const CHECKING = asset();

function renderForAdvisor(revealNumbers: boolean) {
  const server = fakeApi({
    'GET /api/family/sources': () => ({
      sources: [
        guestOwn('adv-1'),
        advisorSource('user-1', 'Olivia Owner', { sections: ['accounts'], revealNumbers }),
      ],
    }),
    'GET /api/assets': () => ({ assets: [CHECKING] }),
  });
  renderRoute(<AccountsPage />, '/accounts', { signedInAs: ADVISOR });
  return server;
}

/** Issue 35: an advisor sees full numbers only where the client allowed it. */
describe('AccountsPage for an advisor', () => {
  it('shows the last 4 without a Show button when the grant keeps numbers masked', async () => {
    const server = renderForAdvisor(false);
    const card = await screen.findByRole('article', { name: /Everyday Checking/ });
    expect(within(card).getByText('****1234')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Show account number/ })).toBeNull();
    // The list was asked for the client's household only.
    expect(server.callsTo('GET /api/assets')[0]?.search).toBe('?owners=user-1');
    expectLinkTo(screen, 'Export CSV', '/api/assets/export?owners=user-1');
  });

  it('offers Show where the grant allows full numbers', async () => {
    renderForAdvisor(true);
    const card = await screen.findByRole('article', { name: /Everyday Checking/ });
    expect(
      within(card).getByRole('button', { name: 'Show account number of Chase Everyday Checking' }),
    ).toBeVisible();
  });
});
