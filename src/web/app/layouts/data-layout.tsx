import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '../query-client';
import { registerToaster } from '../toaster-host';
import { useSessionEndHandling } from '../session-end';

function SessionEndWatcher() {
  useSessionEndHandling();
  return null;
}

/**
 * Wraps every screen that talks to the API: the query cache and the toasts come with it, so the
 * landing page and the information pages load neither.
 */
export function DataLayout() {
  useLayoutEffect(() => registerToaster(Toaster), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEndWatcher />
      <Outlet />
    </QueryClientProvider>
  );
}

export { DataLayout as Component };
