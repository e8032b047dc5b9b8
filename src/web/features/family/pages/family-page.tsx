import { LoadError } from '@web/components/load-error';
import { PageHeader } from '@web/components/ui/page-header';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { useFamilyOverview } from '../api/family-queries';
import { ActivitySection } from '../components/activity-section';
import { FamilyLoading } from '../components/family-loading';
import { HouseholdsSection } from '../components/households-section';
import { InvitationsSection } from '../components/invitations-section';
import { InviteSection } from '../components/invite-section';
import { MembersSection } from '../components/members-section';

/**
 * /settings/family: who I invited, who sees my household and what they may do, whose households
 * I see, and the log of who was here. A guest has no household of their own to share, so they see
 * only the households they view and their own sign-ins.
 */
export function FamilyPage() {
  usePageTitle('Family');
  const isGuest = useSession().data?.user?.accountType === 'guest';
  const overview = useFamilyOverview();

  return (
    // One column as wide as the screen (grid-cols-1): on a phone the activity table scrolls in its
    // own box instead of widening the column, and with it the page.
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <PageHeader
        title="Family"
        description={
          isGuest
            ? 'The family households you can view, and the sign-ins to your account.'
            : 'Invite family members, choose what each of them can do, and see who has viewed or changed your data.'
        }
      />
      {overview.isPending ? (
        <FamilyLoading />
      ) : overview.isError ? (
        <LoadError
          title="We couldn't load your family"
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <>
          {!isGuest && (
            <>
              <InviteSection canInvite={overview.data.canInvite} />
              <InvitationsSection invitations={overview.data.invitations} />
              <MembersSection members={overview.data.members} />
            </>
          )}
          <HouseholdsSection households={overview.data.households} isGuest={isGuest} />
        </>
      )}
      <ActivitySection />
    </div>
  );
}

export { FamilyPage as Component };
