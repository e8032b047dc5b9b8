import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { householdKeys } from '@web/lib/household-data';
import { useInvalidateInvestments } from './use-invalidate-investments';

const OWNERS = ['user-1'];

describe('useInvalidateInvestments', () => {
  it('refreshes Investments, the dashboard and Financial Accounts (the same records), not the rest', async () => {
    const queryClient = new QueryClient();
    const keys = {
      investments: householdKeys.investments(OWNERS),
      dashboard: householdKeys.dashboard(OWNERS),
      assets: householdKeys.assets(OWNERS),
      loans: householdKeys.loans(OWNERS),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useInvalidateInvestments(), { wrapper });
    await act(() => result.current());
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.investments)).toBe(true);
    expect(invalidated(keys.dashboard)).toBe(true);
    expect(invalidated(keys.assets)).toBe(true);
    expect(invalidated(keys.loans)).toBe(false);
  });
});
