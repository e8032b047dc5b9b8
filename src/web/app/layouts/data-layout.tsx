import { useLayoutEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '../query-client';
import { registerToaster } from '../toaster-host';
import { usePlanRequiredHandling, useSessionEndHandling } from '../session-end';

function SessionEndWatcher() {
  useSessionEndHandling();
  usePlanRequiredHandling();
  return null;
}

/**
 * The query cache and the toasts. Besides the layout below, the landing page's invitation handler
 * (loaded only for `/?invitation=…`) wraps itself in these, since the landing page has neither.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  useLayoutEffect(() => registerToaster(Toaster), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEndWatcher />
      {children}
    </QueryClientProvider>
  );
}

/**
 * Wraps every screen that talks to the API: the query cache and the toasts come with it, so the
 * landing page and the information pages load neither.
 */
export function DataLayout() {
  return (
    <DataProviders>
      <Outlet />
    </DataProviders>
  );
}

export { DataLayout as Component };
