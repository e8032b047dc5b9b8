import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { toast, Toaster } from 'sonner';
import type { TSessionUser } from '@shared/auth/session-view';
import { createQueryClient } from '@web/lib/query-client';
import { sessionKeys, type TSessionAnswer } from '@web/lib/session';
import { ThemeProvider } from '@web/lib/theme';

type RenderOptions = {
  /** Where the router starts. */
  at?: InitialEntry;
  /**
   * Puts this user in the session cache, as the signed-in layout guarantees before any page under
   * it renders. Without it the page asks GET /api/auth/session itself.
   */
  signedInAs?: TSessionUser;
};

/** The app's query cache without retries, so a failing request fails the first time. */
function testQueryClient() {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}

/**
 * Renders routes as the app does: the theme, a fresh query cache, a memory router and the toast
 * viewport.
 */
export function renderRoutes(routes: RouteObject[], { at = '/', signedInAs }: RenderOptions = {}) {
  // Toasts live in a module-wide store that a new Toaster replays: start without any.
  toast.dismiss();
  const queryClient = testQueryClient();
  if (signedInAs) {
    queryClient.setQueryData<TSessionAnswer>(sessionKeys.all, {
      user: signedInAs,
      signedOutReason: null,
    });
  }
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient };
}

/** Shows where the app navigated to, so a test can assert the destination. */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders one screen at `path`. `screens` are the other places it may send the user; anywhere
 * else shows the location probe (`getByTestId('location')`).
 */
export function renderRoute(
  element: ReactElement,
  path: string,
  { screens = [], at = path, ...options }: RenderOptions & { screens?: RouteObject[] } = {},
) {
  return renderRoutes([{ path, element }, ...screens, { path: '*', element: <LocationProbe /> }], {
    at,
    ...options,
  });
}
