import { useNavigate } from 'react-router';
import { ChevronsUpDown, LogOut, Settings, Users } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSidebar } from '@web/components/ui/sidebar';
import { useSession } from '@web/lib/session';
import { useSignOut } from '@web/lib/use-sign-out';
import { cn } from '@web/lib/utils';

/** Spec §2: the full name, else the email, else "Profile". */
export function profileLabel(user: { fullName: string; email: string } | null | undefined): string {
  return user?.fullName.trim() || user?.email || 'Profile';
}

function initials(label: string): string {
  const letters = label
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase());
  return letters.join('') || 'N';
}

export function ProfileMenu() {
  const user = useSession().data?.user;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { open, isMobile } = useSidebar();
  const label = profileLabel(user);
  const collapsed = !open && !isMobile;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex h-12 w-full items-center gap-2 overflow-hidden rounded-md px-1.5 text-left text-sm outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[state=open]:bg-sidebar-accent',
          collapsed && 'justify-center px-0',
        )}
        aria-label={`Account menu for ${label}`}
      >
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initials(label)}
        </span>
        {!collapsed && (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{label}</span>
              {user?.fullName && (
                <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
              )}
            </span>
            <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={isMobile ? 'top' : 'right'} align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/settings')}>
          <Settings aria-hidden />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/settings/family')}>
          <Users aria-hidden />
          Family
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
