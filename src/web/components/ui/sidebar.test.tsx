import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '@test/web-media';
import {
  Sidebar,
  SidebarContent,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar';
import { TooltipProvider } from './tooltip';

function renderSidebar() {
  return render(
    <TooltipProvider>
      <SidebarProvider>
        <Sidebar label="Main">
          <SidebarContent>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton tooltip="Dashboard">
                  <span>Dashboard</span>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarContent>
        </Sidebar>
        <main>
          <SidebarTrigger />
        </main>
      </SidebarProvider>
    </TooltipProvider>,
  );
}

const sidebarState = () =>
  screen.getByRole('navigation', { name: 'Main' }).getAttribute('data-state');

describe('Sidebar', () => {
  it('is expanded by default and remembers a collapse in a 7-day cookie', async () => {
    const user = userEvent.setup();
    renderSidebar();
    expect(sidebarState()).toBe('expanded');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebarState()).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderSidebar();
    expect(sidebarState()).toBe('collapsed');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('toggles with Ctrl+B and Cmd+B', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.keyboard('{Control>}b{/Control}');
    expect(sidebarState()).toBe('collapsed');
    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebarState()).toBe('expanded');
    await user.keyboard('b');
    expect(sidebarState()).toBe('expanded');
  });

  it('keeps the label as the accessible name when collapsed to icons', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('becomes a sheet below 768 px that the trigger opens', async () => {
    const user = userEvent.setup();
    act(() => setViewportWidth(767));
    renderSidebar();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
