import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { SidebarProvider } from '@web/components/ui/sidebar';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { AppSidebar } from './app-sidebar';

function renderSidebar(isAdmin: boolean, at = '/dashboard') {
  fakeApi({});
  renderRoute(
    <TooltipProvider>
      <SidebarProvider>
        <AppSidebar />
      </SidebarProvider>
    </TooltipProvider>,
    '*',
    { at, signedInAs: sessionUser({ isAdmin }) },
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('the sidebar', () => {
  it('links admins to the admin screens, below the spec entries', () => {
    const nav = renderSidebar(true, '/segments-admin');
    const admin = within(nav).getByRole('list', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Segments' })).toHaveAttribute(
      'href',
      '/segments-admin',
    );
    expect(within(admin).getByRole('link', { name: 'Segments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(admin).getByRole('link', { name: 'Document Analysis' })).toHaveAttribute(
      'href',
      '/document-analysis',
    );
  });

  it('shows no admin entries to anyone else', () => {
    const nav = renderSidebar(false);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: 'Admin' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Segments' })).toBeNull();
  });
});
