import { Link, Navigate, useLocation } from 'react-router';
import { BriefcaseBusiness, House, Users, type LucideIcon } from 'lucide-react';
import type { TSessionUser } from '@shared/auth/session-view';
import { AdvisorGrantSummary } from '@web/components/advisor-grant-summary';
import { FocusedPage } from '@web/components/focused-page';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { useFamilySources } from '@web/lib/family-sources';
import { joinedFamilyMessage } from '@web/lib/invitations/invitation-messages';
import { joinedAsAdvisor, joinedInviterName } from '@web/lib/invitations/joined-family';
import type { DataSource } from '@web/lib/owner-selection';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { useUpgradeAccount } from '../../api/upgrade-account';
import { AccountChoice } from '../components/account-choice';

/** Shown as text only, and never at any length. */
const NAME_MAX_LENGTH = 100;

const CHOICE_DESCRIPTION =
  'Choose how you want to use Nido. You can set up your own account later, too.';

function OwnAccountButton() {
  const upgrade = useUpgradeAccount();
  return (
    <BusyButton
      size="lg"
      variant="outline"
      className="w-full"
      busy={upgrade.isPending}
      busyLabel="Setting Up…"
      // Spec §4 "Guest upgrade": primary, then /subscription (failures are toasted there).
      onClick={() => upgrade.mutate()}
    >
      Set Up My Own Account
    </BusyButton>
  );
}

/**
 * The two ways on: into the household they were invited to (its heading and description given),
 * or a household of their own.
 */
function Choices({
  icon,
  heading,
  description,
  household,
  ownDescription,
}: {
  icon: LucideIcon;
  heading: string;
  description: string;
  /** Whose household they were invited to, as the Continue button names it. */
  household: string;
  ownDescription: string;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <AccountChoice
        id="choice-family"
        icon={icon}
        heading={heading}
        description={description}
        action={
          <Button asChild size="lg" className="w-full">
            <Link to="/dashboard">Continue to {household}</Link>
          </Button>
        }
      />
      <AccountChoice
        id="choice-own"
        icon={House}
        heading="Start your own household"
        description={ownDescription}
        action={<OwnAccountButton />}
      />
    </ul>
  );
}

/**
 * The same choice for someone who came as a client's advisor (issue 15): whose household it is,
 * what is shared with them, view only or not, until when, from the server's own list.
 */
function AdvisorChoice({
  inviter,
  household,
  loading,
}: {
  inviter: string | null;
  household: DataSource | null;
  loading: boolean;
}) {
  const owner = household?.name ?? inviter;
  const theirs = owner ? `${owner}'s household` : 'your client’s household';
  return (
    <FocusedPage
      width="narrow"
      logoLinksHome
      title={owner ? `You have advisor access to ${owner}'s household` : 'Welcome to Nido'}
      description={CHOICE_DESCRIPTION}
    >
      {household?.advisorGrant ? (
        <AdvisorGrantSummary
          grant={household.advisorGrant}
          label={`What ${household.name} shares with you`}
          className="mb-6 grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm"
        />
      ) : (
        loading && (
          <div className="mb-6 flex justify-center">
            <Spinner
              className="size-5 text-muted-foreground"
              label="Loading what is shared with you…"
            />
          </div>
        )
      )}
      <Choices
        icon={BriefcaseBusiness}
        heading="Work as their advisor"
        description={`See what ${owner ?? 'your client'} shared with you in ${theirs}.`}
        household={theirs}
        ownDescription={`Keep your own finances and estate plan in Nido with a plan of your own. You keep your access to ${theirs}.`}
      />
    </FocusedPage>
  );
}

function FamilyChoice({ inviter }: { inviter: string | null }) {
  const family = inviter ? `${inviter}'s family` : 'the family';
  return (
    <FocusedPage
      width="narrow"
      logoLinksHome
      title={inviter ? joinedFamilyMessage(inviter) : 'Welcome to Nido'}
      description={CHOICE_DESCRIPTION}
    >
      <Choices
        icon={Users}
        heading="Use the family's account"
        description={`View and manage ${family}'s financial information, access shared documents and work on it together.`}
        household={family}
        ownDescription={`Keep your own finances and estate plan in Nido with a plan of your own. You keep access to ${family}.`}
      />
    </FocusedPage>
  );
}

/** The client's household the person works in as an advisor: the inviter's, else the first. */
function advisorHousehold(sources: DataSource[] | undefined, inviter: string | null) {
  const clients = (sources ?? []).filter((source) => source.advisorGrant !== null);
  return clients.find((source) => source.name === inviter) ?? clients[0] ?? null;
}

/**
 * A guest back here later (no acceptance in router state) whose every household is a client's
 * is an advisor: they are not told about a family either.
 */
function onlyAdvisorAccess(user: TSessionUser, sources: DataSource[] | undefined): boolean {
  const others = (sources ?? []).filter((source) => !source.isSelf);
  return (
    user.accountType === 'guest' &&
    others.length > 0 &&
    others.every((source) => source.advisorGrant !== null)
  );
}

/**
 * Spec §4 "Registration with an invitation ends at /account-choice": the new guest either uses
 * the family's account they just joined, or upgrades to their own (spec §4 "Guest upgrade"),
 * keeping access to the family's. An advisor makes the same choice in their own words.
 *
 * "You've joined {inviter}'s family!" is said only when the page was reached from the acceptance
 * itself (router state, see lib/invitations/joined-family.ts): the spec's inviter_name in the
 * address is anyone's to write, so it is not read. A guest who comes back later (a bookmark, a
 * new tab) still gets the choice, without the claim; anyone else has nothing to choose here.
 */
export function AccountChoicePage() {
  const location = useLocation();
  const inviter = joinedInviterName(location.state)?.slice(0, NAME_MAX_LENGTH) ?? null;
  const asAdvisor = joinedAsAdvisor(location.state);
  const user = useSession().data?.user;
  const sources = useFamilySources({ enabled: Boolean(user) });
  const advisor = asAdvisor || (!inviter && user ? onlyAdvisorAccess(user, sources.data) : false);
  usePageTitle(advisor ? 'Welcome to Nido' : 'Welcome to the family');

  // The signed-in layout only renders this page with a user; without one it is on its way out.
  if (!user) return null;
  if (!inviter && user.accountType !== 'guest') return <Navigate to="/dashboard" replace />;
  // Back later without the acceptance: whether they are an advisor is known with the households.
  if (!inviter && sources.isPending) return <PageSpinner />;
  if (advisor)
    return (
      <AdvisorChoice
        inviter={inviter}
        household={advisorHousehold(sources.data, inviter)}
        loading={sources.isPending}
      />
    );
  return <FamilyChoice inviter={inviter} />;
}

export { AccountChoicePage as Component };
