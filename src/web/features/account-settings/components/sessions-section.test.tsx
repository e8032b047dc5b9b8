import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSessionSummary } from '@shared/account/account-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderSettings } from '../render-settings.test-helper';
import { SessionsSection } from './sessions-section';

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

function devices(): TSessionSummary[] {
  return [
    {
      id: 'this',
      current: true,
      userAgent: MAC_CHROME,
      ipAddress: '203.0.113.7',
      createdAt: minutesAgo(60),
      lastActiveAt: minutesAgo(0),
    },
    {
      id: 'phone',
      current: false,
      userAgent: IPHONE_SAFARI,
      ipAddress: '198.51.100.23',
      createdAt: minutesAgo(600),
      lastActiveAt: minutesAgo(5),
    },
  ];
}

describe('SessionsSection', () => {
  it('lists each device readably, marking this one', async () => {
    fakeApi({ 'GET /api/account/sessions': () => ({ sessions: devices() }) });
    renderSettings(<SessionsSection />);

    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on macOS');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('203.0.113.7');
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).toHaveTextContent('198.51.100.23 · Last active 5 minutes ago');
    expect(items[1]).not.toHaveTextContent('This device');
  });

  it('signs out every other device and shows the list again', async () => {
    const user = userEvent.setup();
    let sessions = devices();
    const server = fakeApi({
      'GET /api/account/sessions': () => ({ sessions }),
      'POST /api/account/sessions/revoke-others': () => {
        sessions = sessions.filter((session) => session.current);
        return { ok: true };
      },
    });
    renderSettings(<SessionsSection />);

    await screen.findByText('Safari on iOS');
    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));

    expect(await screen.findByText('Signed out of all other devices')).toBeInTheDocument();
    expect(await screen.findByText('This is the only device signed in.')).toBeInTheDocument();
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeDisabled();
    expect(server.callsTo('POST /api/account/sessions/revoke-others')).toHaveLength(1);
  });
});
