import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@test/web/fake-api';
import { expectLinkTo } from '@test/web/expect-link';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('The screen broke');
}

describe('RouteErrorBoundary', () => {
  it('shows the fallback page and reports the error to the server once', async () => {
    const api = fakeApi({ 'POST /api/client-errors': () => new Response(null, { status: 204 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', Component: Broken, ErrorBoundary: RouteErrorBoundary },
    ]);
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an unexpected error. Our team has been notified.'),
    ).toBeInTheDocument();
    expectLinkTo(screen, 'Return to Dashboard', '/dashboard');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();

    expect(api.calls).toHaveLength(1);
    expect(api.bodiesOf('POST /api/client-errors')).toEqual([
      expect.objectContaining({ message: 'The screen broke' }),
    ]);
  });

  it('shows the not-found page for a 404 without reporting it', async () => {
    const api = fakeApi({});
    const router = createMemoryRouter(
      [{ path: '/', element: null, ErrorBoundary: RouteErrorBoundary }],
      {
        initialEntries: ['/missing'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
