import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_RECHECK_MS } from '@shared/constants';
import { fakeApi } from '@test/web/fake-api';
import { FREE_BETA } from '@test/web/fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { useSubscriptionStatus } from './subscription';

function Status() {
  const status = useSubscriptionStatus();
  return <p>{status.data ? `active: ${String(status.data.active)}` : 'loading'}</p>;
}

describe('useSubscriptionStatus', () => {
  it('checks on load and again every 60 s (spec §4)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = FREE_BETA;
    const server = fakeApi({ 'GET /api/subscription': () => status });
    renderRoute(<Status />, '/dashboard', { signedInAs: sessionUser() });
    expect(await screen.findByText('active: true')).toBeInTheDocument();
    expect(server.callsTo('GET /api/subscription')).toHaveLength(1);

    status = { ...FREE_BETA, paymentRequired: true, active: false };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS - 10_000);
    });
    expect(server.callsTo('GET /api/subscription')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(server.callsTo('GET /api/subscription')).toHaveLength(2);
    expect(await screen.findByText('active: false')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS);
    });
    expect(server.callsTo('GET /api/subscription')).toHaveLength(3);
  });
});
