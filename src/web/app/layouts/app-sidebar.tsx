import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import {
  Banknote,
  BookHeart,
  FileText,
  Home,
  Landmark,
  LayoutDashboard,
  ScrollText,
  Siren,
  Users,
  Wallet,
} from 'lucide-react';
import { LogoMark } from '@web/components/brand/logo';
import { ADMIN_ENTRIES } from '@web/features/admin/lib/admin-entries';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@web/components/ui/sidebar';
import { useSession } from '@web/lib/session';
import { useOffered } from '@web/lib/use-household-scope';
import { ProfileMenu } from './profile-menu';
import { ROUTE_NEEDS } from './route-needs';

/** Spec §2 "Layout": the sidebar entries, in the spec's order. */
export const SIDEBAR_ENTRIES = [
  { to: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/estate-plan', label: 'Estate Plan', Icon: ScrollText },
  { to: '/nido-hub', label: 'Documents', Icon: FileText },
  { to: '/family-guidebook', label: 'Family Guidebook', Icon: BookHeart },
  { to: '/advisors', label: 'Advisor Contacts', Icon: Users },
  { to: '/accounts', label: 'Financial Accounts', Icon: Landmark },
  { to: '/properties', label: 'Properties', Icon: Home },
  { to: '/expenses', label: 'Monthly Expenses', Icon: Wallet },
  { to: '/loans', label: 'Loans', Icon: Banknote },
  { to: '/triggering-event', label: 'Triggering Event', Icon: Siren },
] as const;

type EntryProps = {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  onClick: () => void;
};

function SidebarEntry({ to, label, icon, active, onClick }: EntryProps) {
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={label}>
        <NavLink to={to} onClick={onClick} aria-current={active ? 'page' : undefined}>
          {icon}
          <span>{label}</span>
        </NavLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

export function AppSidebar() {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const isAdmin = useSession().data?.user?.isAdmin === true;
  // An advisor is not offered screens no client's household shares with them (issue 35).
  const offered = useOffered();
  const entries = SIDEBAR_ENTRIES.filter(({ to }) => {
    const needs = ROUTE_NEEDS[to];
    return !needs || needs.some(offered);
  });
  const closeOnPhone = () => {
    if (isMobile) setOpenMobile(false);
  };
  return (
    <Sidebar label="Main">
      <SidebarHeader>
        <NavLink
          to="/"
          onClick={closeOnPhone}
          className="flex h-10 items-center gap-2 overflow-hidden rounded-md px-1 font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <LogoMark className="size-7" />
          <span className="truncate group-data-[state=collapsed]/sidebar:sr-only">Nido</span>
        </NavLink>
      </SidebarHeader>
      <SidebarContent>
        <SidebarMenu>
          {entries.map(({ to, label, Icon }) => (
            <SidebarEntry
              key={to}
              to={to}
              label={label}
              icon={<Icon aria-hidden />}
              active={pathname === to || (to === '/accounts' && pathname === '/bank-accounts')}
              onClick={closeOnPhone}
            />
          ))}
        </SidebarMenu>
        {isAdmin && (
          // Not among the spec's entries: only admins have these screens to go to.
          <SidebarMenu aria-label="Admin" className="mt-2 border-t border-sidebar-border pt-2">
            {ADMIN_ENTRIES.map(({ to, label, Icon }) => (
              <SidebarEntry
                key={to}
                to={to}
                label={label}
                icon={<Icon aria-hidden />}
                active={pathname === to}
                onClick={closeOnPhone}
              />
            ))}
          </SidebarMenu>
        )}
      </SidebarContent>
      <SidebarFooter>
        <ProfileMenu />
      </SidebarFooter>
    </Sidebar>
  );
}
