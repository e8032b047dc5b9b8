import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import { cn } from '@web/lib/utils';
import { readCookie, writeCookie } from '@web/lib/cookies';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { Button } from './button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/** Spec §9: 16rem open, 3rem collapsed, remembered in a cookie for 7 days, Ctrl/Cmd+B toggles. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_COLLAPSED = '3rem';
const TOGGLE_KEY = 'b';

type SidebarState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside SidebarProvider');
  return state;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(SIDEBAR_COOKIE, String(next), SIDEBAR_COOKIE_MAX_AGE);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === TOGGLE_KEY &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  const style = {
    '--sidebar-width': SIDEBAR_WIDTH,
    '--sidebar-width-collapsed': SIDEBAR_WIDTH_COLLAPSED,
  } as CSSProperties;
  return (
    <SidebarContext.Provider value={value}>
      <div className="flex min-h-dvh w-full" style={style}>
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** The navigation column on desktop; a sheet that slides in on phones. */
export function Sidebar({ children, label }: { children: ReactNode; label: string }) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent aria-describedby={undefined} className="w-(--sidebar-width)">
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Main navigation</SheetDescription>
          <nav aria-label={label} className="flex h-full flex-col" data-state="expanded">
            {children}
          </nav>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <>
      {/*
       * Reserves the column's width in the page flow; the column itself stays put while scrolling.
       * Both are hidden on a phone by CSS too: a first screen rendered by the server does not
       * know the width it is shown at, and a phone shows no column (only the sheet above).
       */}
      <div
        aria-hidden
        className={cn(
          'shrink-0 transition-[width] duration-200 max-md:hidden',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-collapsed)',
        )}
      />
      <nav
        aria-label={label}
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'group/sidebar fixed inset-y-0 left-0 z-30 flex flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 max-md:hidden',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-collapsed)',
        )}
      >
        {children}
      </nav>
    </>
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<typeof Button>) {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
      aria-expanded={expanded}
      title="Toggle sidebar (Ctrl+B)"
      className={className}
      onClick={toggle}
      {...props}
    >
      <PanelLeft aria-hidden />
    </Button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-x-hidden overflow-y-auto p-2',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col gap-2 border-t border-sidebar-border p-2', className)}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('relative', className)} {...props} />;
}

/**
 * A row of the menu. Collapsed to icons, the label is hidden visually but stays the accessible
 * name, and a tooltip shows it.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip: string }) {
  const { open, isMobile } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = (
    <Component
      data-active={isActive}
      className={cn(
        'flex h-9 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-left text-sm transition-colors outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&>span]:truncate',
        !open && !isMobile && 'justify-center px-0 [&>span]:sr-only',
        className,
      )}
      {...props}
    />
  );
  if (open || isMobile) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{tooltip}</TooltipContent>
    </Tooltip>
  );
}
