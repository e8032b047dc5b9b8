import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { SidebarProvider } from '@web/components/ui/sidebar';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { expectLinkTo } from '@test/web/expect-link';
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
    expectLinkTo(within(admin), 'Segments', '/segments-admin');
    expect(within(admin).getByRole('link', { name: 'Segments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expectLinkTo(within(admin), 'Document Analysis', '/document-analysis');
  });

  it('shows no admin entries to anyone else', () => {
    const nav = renderSidebar(false);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: 'Admin' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Segments' })).toBeNull();
  });
});
