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
import { ProfileMenu } from './profile-menu';

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

export function AppSidebar() {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
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
          {SIDEBAR_ENTRIES.map(({ to, label, Icon }) => {
            const active = pathname === to || (to === '/accounts' && pathname === '/bank-accounts');
            return (
              <SidebarMenuItem key={to}>
                <SidebarMenuButton asChild isActive={active} tooltip={label}>
                  <NavLink
                    to={to}
                    onClick={closeOnPhone}
                    aria-current={active ? 'page' : undefined}
                  >
                    <Icon aria-hidden />
                    <span>{label}</span>
                  </NavLink>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarContent>
      <SidebarFooter>
        <ProfileMenu />
      </SidebarFooter>
    </Sidebar>
  );
}
