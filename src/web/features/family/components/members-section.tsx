import type { TFamilyMember } from '@shared/family/family-schemas';
import { FamilySection } from './family-section';
import { FamilyTable } from './family-table';
import { MemberRow } from './member-row';

/** Issue 5: the owner sees who has access, changes what they may do, and can take it away. */
export function MembersSection({ members }: { members: TFamilyMember[] }) {
  return (
    <FamilySection
      id="members"
      title="People with access"
      description="Family members who can see your household's data, and what each of them can do with it."
    >
      <FamilyTable
        label="Members"
        className="min-w-[640px]"
        columns={['Name', 'Email', 'Access', 'Since']}
        withActions
        rows={members}
        empty="Nobody else can see your household's data yet."
      >
        {(member) => <MemberRow key={member.userId} member={member} />}
      </FamilyTable>
    </FamilySection>
  );
}
