import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@test/web/fake-api';
import { Providers } from './providers';
import { routes } from './routes';

describe('the route table', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows that Nido is loading while the first page's code arrives, then the page", async () => {
    fakeApi({ 'GET /api/auth/session': () => null });
    const warn = vi.spyOn(console, 'warn');
    const router = createMemoryRouter(routes, { initialEntries: ['/terms'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading Nido…');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Terms of Service/i }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading Nido…')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('HydrateFallback'));
  });
});
