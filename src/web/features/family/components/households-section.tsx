import type { TConnectedHousehold } from '@shared/family/family-schemas';
import { FamilySection } from './family-section';
import { FamilyTable } from './family-table';
import { HouseholdRow } from './household-row';

type Props = { households: TConnectedHousehold[]; isGuest: boolean };

/** Other families' households I was invited to; the family selector offers each of them. */
export function HouseholdsSection({ households, isGuest }: Props) {
  return (
    <FamilySection
      id="households"
      title="Households you can view"
      description={
        households.some((household) => household.role === 'advisor')
          ? 'Households shared with you: by family, or by clients who gave you advisor access. Choose whose data a screen shows with the selector at its top.'
          : 'Family members who shared their household with you. Choose whose data a screen shows with the selector at its top.'
      }
    >
      <FamilyTable
        label="Connected households"
        className="min-w-[600px]"
        columns={['Owner', 'Email', 'Your access', 'Since']}
        withActions
        rows={households}
        empty={
          isGuest
            ? "You no longer have access to anyone's household."
            : 'When a family member invites you and you accept, their household appears here.'
        }
      >
        {(household) => (
          <HouseholdRow key={household.ownerId} household={household} isGuest={isGuest} />
        )}
      </FamilyTable>
    </FamilySection>
  );
}
