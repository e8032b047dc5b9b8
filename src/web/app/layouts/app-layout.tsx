import { Outlet } from 'react-router';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@web/components/ui/sidebar';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { ThemeToggle } from '@web/components/theme-toggle';
import { Separator } from '@web/components/ui/separator';
import { useFamilySources } from '@web/lib/family-sources';
import { useAllOnScreenOpen } from '@web/lib/use-household-scope';
import { AssistantLauncher } from '@web/features/ai-insights/components/assistant-launcher';
import { AppSidebar } from './app-sidebar';
import { GuestModeBanner } from './guest-mode-banner';
import { ScopeGate } from './scope-gate';

/** Spec §2 "Layout": the signed-in screens, with the sidebar. */
export function AppLayout() {
  // Every data screen's selector waits for the households one may view: ask while the screen's
  // own code is still loading.
  useFamilySources();
  // The assistant answers from all of a household: not over a client's that shared less (issue 35).
  const assistantOpen = useAllOnScreenOpen('aiInsights');
  return (
    <TooltipProvider>
      <SidebarProvider>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <AppSidebar />
        <SidebarInset>
          <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-4">
            <SidebarTrigger />
            <Separator orientation="vertical" className="h-5" />
            <div className="ml-auto">
              <ThemeToggle />
            </div>
          </header>
          <GuestModeBanner />
          {/* The room at the bottom lets the last controls scroll clear of the AI Insights button. */}
          <main id="main" className="flex-1 px-4 pt-6 pb-24 sm:px-6 lg:px-8">
            <ScopeGate>
              <Outlet />
            </ScopeGate>
          </main>
        </SidebarInset>
        {assistantOpen && <AssistantLauncher />}
      </SidebarProvider>
    </TooltipProvider>
  );
}

export { AppLayout as Component };
