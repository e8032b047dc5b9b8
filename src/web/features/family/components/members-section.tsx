import type { TFamilyMember } from '@shared/family/family-schemas';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { EmptyNote } from './empty-note';
import { FamilySection } from './family-section';
import { MemberRow } from './member-row';

/** Issue 5: the owner sees who has access, changes what they may do, and can take it away. */
export function MembersSection({ members }: { members: TFamilyMember[] }) {
  return (
    <FamilySection
      id="members"
      title="People with access"
      description="Family members who can see your household's data, and what each of them can do with it."
    >
      {members.length === 0 ? (
        <EmptyNote>Nobody else can see your household's data yet.</EmptyNote>
      ) : (
        <Table label="Members" className="min-w-[640px]">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Access</TableHead>
              <TableHead>Since</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {members.map((member) => (
              <MemberRow key={member.userId} member={member} />
            ))}
          </TableBody>
        </Table>
      )}
    </FamilySection>
  );
}
