import { Eye } from 'lucide-react';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TDataSource } from '@shared/family/family-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { useFamilySources } from '@web/lib/family-sources';
import { useSession } from '@web/lib/session';
import { useUpgradeAccount } from '@web/features/family/api/upgrade-account';

/**
 * The household a guest is looking at: their inviter's, or (should that connection be gone) any
 * other they still have; undefined while the list is loading, null when there is none left.
 */
function viewedHousehold(
  user: TSessionUser,
  sources: TDataSource[] | undefined,
): TDataSource | null | undefined {
  if (!sources) return undefined;
  const others = sources.filter((source) => !source.isSelf);
  return others.find((source) => source.id === user.invitedBy) ?? others[0] ?? null;
}

function GuestBanner({ user }: { user: TSessionUser }) {
  const sources = useFamilySources();
  const upgrade = useUpgradeAccount();
  const household = viewedHousehold(user, sources.data);
  const message =
    household === null
      ? "Your access to your family member's account has ended. Get your own account to keep using Nido."
      : `You are viewing ${household ? `${household.name}'s` : "a family member's"} account.`;

  return (
    <aside
      aria-labelledby="guest-mode-title"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-primary/30 bg-primary/10 px-4 py-3 sm:px-6 lg:px-8"
    >
      <Eye className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p id="guest-mode-title" className="font-semibold">
          Guest Mode
        </p>
        <p>{message}</p>
      </div>
      <BusyButton
        size="sm"
        busy={upgrade.isPending}
        busyLabel="Setting up…"
        onClick={() => upgrade.mutate()}
      >
        Get Your Own Account
      </BusyButton>
    </aside>
  );
}

/** Spec §2 "Layout": guests are told whose account they are viewing, and offered their own. */
export function GuestModeBanner() {
  const user = useSession().data?.user;
  if (user?.accountType !== 'guest') return null;
  return <GuestBanner user={user} />;
}
