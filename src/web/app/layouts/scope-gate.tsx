import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BriefcaseBusiness, Lock } from 'lucide-react';
import { FamilySelector } from '@web/components/family-selector';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import type { ScopeNeed } from '@web/lib/household-scope';
import type { DataSource } from '@web/lib/owner-selection';
import { useEndedAdvisorAccessMessage } from '@web/lib/use-ended-advisor-access';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { usePageTitle } from '@web/lib/use-page-title';
import { ROUTE_NEEDS, ROUTE_TITLES } from './route-needs';

/** "Olivia Owner", "Olivia Owner and Sam Lee". */
function names(households: readonly DataSource[]): string {
  const all = households.map((household) => household.name);
  return all.length <= 1
    ? (all[0] ?? '')
    : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

function NotShared({
  title,
  heading,
  message,
  icon,
}: {
  title: string;
  heading: string;
  message: ReactNode;
  icon: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={title} actions={<FamilySelector />} />
      <EmptyState icon={icon} title={heading} description={message} />
    </div>
  );
}

/**
 * The households on screen that refuse a screen: every one of them for a section (the screen
 * shows the others' rows), any one of them for AI Insights (it answers from all of a household).
 */
function useRefusedBy(needs: readonly ScopeNeed[] | undefined): DataSource[] | null {
  const first = useScopedOwners(needs?.[0] ?? 'expenses');
  const second = useScopedOwners(needs?.[1] ?? needs?.[0] ?? 'expenses');
  if (!needs || !first.ready) return null;
  if (needs[0] === 'aiInsights') return first.closedBy.length > 0 ? first.closedBy : null;
  const open = first.owners.length > 0 || (needs.length > 1 && second.owners.length > 0);
  return open ? null : first.closedBy;
}

/**
 * Around the signed-in screens: a household screen that no household on screen shares with the
 * advisor viewing it says so plainly, with the selector to choose another, instead of failing
 * (the server answers 404 for it, issue 35). An advisor whose access has ended is told so, and
 * whom to ask, on every household screen.
 */
export function ScopeGate({ children }: { children: ReactNode }) {
  // A screen's own pages (a Legal Wizard draft) need what the screen needs.
  const pathname = `/${useLocation().pathname.split('/')[1] ?? ''}`;
  const needs = ROUTE_NEEDS[pathname];
  const refusedBy = useRefusedBy(needs);
  const ended = useEndedAdvisorAccessMessage();
  const title = ROUTE_TITLES[pathname];
  if (!needs || !title) return children;
  if (ended)
    return (
      <NotShared
        title={title}
        heading="Your advisor access has ended"
        message={ended}
        icon={<BriefcaseBusiness aria-hidden />}
      />
    );
  if (!refusedBy || refusedBy.length === 0) return children;
  const who = names(refusedBy);
  const has = refusedBy.length > 1 ? 'haven’t' : 'hasn’t';
  const message =
    needs[0] === 'aiInsights'
      ? `AI Insights answers from everything in a household, and ${who} ${refusedBy.length > 1 ? 'share' : 'shares'} only part of it with you. Choose other households in the selector above.`
      : `${who} ${has} shared ${title} with you. Ask ${refusedBy.length > 1 ? 'them' : who} if you need it, or choose another household in the selector above.`;
  return (
    <NotShared
      title={title}
      heading="Not shared with you"
      message={message}
      icon={<Lock aria-hidden />}
    />
  );
}
