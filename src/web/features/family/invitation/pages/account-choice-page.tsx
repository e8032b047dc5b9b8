import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { House, Users, type LucideIcon } from 'lucide-react';
import { FocusedPage } from '@web/components/focused-page';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@web/components/ui/card';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { useUpgradeAccount } from '../../api/upgrade-account';
import { joinedFamilyMessage } from '@web/lib/invitations/invitation-messages';
import { joinedInviterName } from '@web/lib/invitations/joined-family';

/** Shown as text only, and never at any length. */
const NAME_MAX_LENGTH = 100;

type ChoiceProps = {
  id: string;
  icon: LucideIcon;
  heading: string;
  description: string;
  action: ReactNode;
};

function Choice({ id, icon: Icon, heading, description, action }: ChoiceProps) {
  return (
    <li>
      <Card aria-labelledby={id} role="group" className="flex h-full flex-col">
        <CardHeader className="gap-3">
          <div className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon className="size-5" aria-hidden />
          </div>
          <h2 id={id} className="text-lg font-semibold">
            {heading}
          </h2>
        </CardHeader>
        <CardContent className="flex-1">
          <CardDescription>{description}</CardDescription>
        </CardContent>
        <CardFooter>{action}</CardFooter>
      </Card>
    </li>
  );
}

/**
 * Spec §4 "Registration with an invitation ends at /account-choice": the new guest either uses
 * the family's account they just joined, or upgrades to their own (spec §4 "Guest upgrade"),
 * keeping access to the family's.
 *
 * "You've joined {inviter}'s family!" is said only when the page was reached from the acceptance
 * itself (router state, see lib/invitations/joined-family.ts): the spec's inviter_name in the
 * address is anyone's to write, so it is not read. A guest who comes back later (a bookmark, a
 * new tab) still gets the choice, without the claim; anyone else has nothing to choose here.
 */
export function AccountChoicePage() {
  usePageTitle('Welcome to the family');
  const location = useLocation();
  const inviter = joinedInviterName(location.state)?.slice(0, NAME_MAX_LENGTH) ?? null;
  const upgrade = useUpgradeAccount();
  const user = useSession().data?.user;
  const family = inviter ? `${inviter}'s family` : 'the family';

  // The signed-in layout only renders this page with a user; without one it is on its way out.
  if (!user) return null;
  if (!inviter && user.accountType !== 'guest') return <Navigate to="/dashboard" replace />;

  return (
    <FocusedPage
      width="narrow"
      logoLinksHome
      title={inviter ? joinedFamilyMessage(inviter) : 'Welcome to Nido'}
      description="Choose how you want to use Nido. You can set up your own account later, too."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        <Choice
          id="choice-family"
          icon={Users}
          heading="Use the family's account"
          description={`View and manage ${family}'s financial information, access shared documents and work on it together.`}
          action={
            <Button asChild size="lg" className="w-full">
              <Link to="/dashboard">Continue to {family}</Link>
            </Button>
          }
        />
        <Choice
          id="choice-own"
          icon={House}
          heading="Start your own household"
          description={`Keep your own finances and estate plan in Nido with a plan of your own. You keep access to ${family}.`}
          action={
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
          }
        />
      </ul>
    </FocusedPage>
  );
}

export { AccountChoicePage as Component };
