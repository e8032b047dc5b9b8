import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@test/web/fake-api';
import { householdKeys } from '@web/lib/household-data';
import { useDeleteAccount } from './account-mutations';

const OWNERS = ['user-1'];

/** A cache holding the lists an account change touches, and one it does not. */
function cacheWithLists() {
  const queryClient = new QueryClient();
  for (const key of [
    householdKeys.assets(OWNERS),
    householdKeys.investments(OWNERS),
    householdKeys.dashboard(OWNERS),
    householdKeys.loans(OWNERS),
  ])
    queryClient.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { wrapper, invalidated };
}

describe('account mutations', () => {
  it('refresh the accounts, the dashboard and Investments (the same records), not the rest', async () => {
    fakeApi({ 'DELETE /api/assets/asset-1': () => ({ ok: true }) });
    const { wrapper, invalidated } = cacheWithLists();
    const { result } = renderHook(() => useDeleteAccount(), { wrapper });
    await act(() => result.current.mutateAsync('asset-1'));
    expect(invalidated(householdKeys.assets(OWNERS))).toBe(true);
    expect(invalidated(householdKeys.dashboard(OWNERS))).toBe(true);
    expect(invalidated(householdKeys.investments(OWNERS))).toBe(true);
    expect(invalidated(householdKeys.loans(OWNERS))).toBe(false);
  });
});
