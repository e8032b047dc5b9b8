import { BriefcaseBusiness, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TEndedAdvisorGrant } from '@shared/family/family-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { advisorAccessSentence, endedGrantSentence } from '@web/lib/advisor-grant-words';
import { useEndedAdvisorGrants, useFamilySources } from '@web/lib/family-sources';
import { useOwnerSelection, type DataSource } from '@web/lib/owner-selection';
import { useSession } from '@web/lib/session';
import { useUpgradeAccount } from '@web/features/family/api/upgrade-account';

/**
 * The household a guest is looking at: their inviter's, or (should that connection be gone) any
 * other they still have; undefined while the list is loading, null when there is none left.
 */
function viewedHousehold(
  user: TSessionUser,
  sources: DataSource[] | undefined,
): DataSource | null | undefined {
  if (!sources) return undefined;
  const others = sources.filter((source) => !source.isSelf);
  return others.find((source) => source.id === user.invitedBy) ?? others[0] ?? null;
}

function UpgradeButton() {
  const upgrade = useUpgradeAccount();
  return (
    <BusyButton
      size="sm"
      busy={upgrade.isPending}
      busyLabel="Setting up…"
      onClick={() => upgrade.mutate()}
    >
      Get Your Own Account
    </BusyButton>
  );
}

function Banner({
  title,
  icon,
  children,
  action,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <aside
      aria-labelledby="guest-mode-title"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-primary/30 bg-primary/10 px-4 py-3 sm:px-6 lg:px-8"
    >
      <span className="shrink-0 text-primary [&_svg]:size-5" aria-hidden>
        {icon}
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p id="guest-mode-title" className="font-semibold">
          {title}
        </p>
        {children}
      </div>
      {action}
    </aside>
  );
}

/** What a guest is told: whose account, or (an advisor) whose household and what it shares. */
function guestMessage(
  household: DataSource | null | undefined,
  ended: TEndedAdvisorGrant | undefined,
): { title: string; message: string; advisor: boolean } {
  if (household?.advisorGrant)
    return {
      title: 'Advisor access',
      message: advisorAccessSentence(household.name, household.advisorGrant),
      advisor: true,
    };
  if (household === null && ended)
    return { title: 'Advisor access ended', message: endedGrantSentence(ended), advisor: true };
  if (household === null)
    return {
      title: 'Guest Mode',
      message:
        "Your access to your family member's account has ended. Get your own account to keep using Nido.",
      advisor: false,
    };
  return {
    title: 'Guest Mode',
    // Until the households answer it is not known whether they came as family or as an advisor.
    message: household
      ? `You are viewing ${household.name}'s account.`
      : "You are viewing someone else's account.",
    advisor: false,
  };
}

function GuestBanner({ user }: { user: TSessionUser }) {
  const sources = useFamilySources();
  const ended = useEndedAdvisorGrants().data?.[0];
  const household = viewedHousehold(user, sources.data);
  const { title, message, advisor } = guestMessage(household, ended);
  return (
    <Banner
      title={title}
      icon={advisor ? <BriefcaseBusiness /> : <Eye />}
      action={<UpgradeButton />}
    >
      <p>{message}</p>
    </Banner>
  );
}

/**
 * A primary account that works as someone's advisor (issue 15): while a client's household is on
 * screen, whose it is, what it shares, view only or not, until when.
 */
function ClientHouseholdsBanner() {
  const { sources, selected } = useOwnerSelection();
  const clients = sources.filter(
    (source) => source.advisorGrant !== null && selected.includes(source.id),
  );
  if (clients.length === 0) return null;
  return (
    <Banner title="Advisor access" icon={<BriefcaseBusiness />}>
      {clients.map((client) =>
        client.advisorGrant ? (
          <p key={client.id}>{advisorAccessSentence(client.name, client.advisorGrant)}</p>
        ) : null,
      )}
    </Banner>
  );
}

/**
 * Spec §2 "Layout": guests are told whose account they are viewing, and offered their own. An
 * advisor is told in their own words (issue 15), and when their access has ended, whom to ask.
 */
export function GuestModeBanner() {
  const user = useSession().data?.user;
  if (!user) return null;
  if (user.accountType !== 'guest') return <ClientHouseholdsBanner />;
  return <GuestBanner user={user} />;
}
