import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { RecordGroup } from '@web/components/records/record-group';
import { useGroupFilter } from '@web/components/records/use-group-filter';
import { FilterChips } from '@web/components/ui/filter-chips';
import { groupAdvisorsByRole } from '../lib/role-groups';
import type { AccessDialog } from '../lib/access-dialogs';
import { useOwnsHousehold } from '../lib/use-owns-household';
import { AdvisorCard } from './advisor-card';

type Props = {
  advisors: TAdvisor[];
  onEdit: (advisor: TAdvisor) => void;
  onDelete: (advisor: TAdvisor) => void;
  onAccess: (dialog: AccessDialog, advisor: TAdvisor) => void;
};

/** The advisors under their role, with chips that narrow the list to one role. */
export function AdvisorList({ advisors, onEdit, onDelete, onAccess }: Props) {
  const ownsHousehold = useOwnsHousehold();
  const groups = groupAdvisorsByRole(advisors);
  const { active, setFilter, shown } = useGroupFilter(groups, (group) => group.role);

  return (
    <div className="grid gap-6">
      {groups.length > 1 && (
        <FilterChips
          label="Show advisors by role"
          value={active}
          onChange={setFilter}
          options={[
            { value: 'all', label: `All (${advisors.length})` },
            ...groups.map((group) => ({
              value: group.role,
              label: `${group.label} (${group.advisors.length})`,
            })),
          ]}
        />
      )}
      {shown.map((group) => (
        <RecordGroup
          key={group.role}
          headingId={`advisors-${group.role}`}
          title={group.label}
          items={group.advisors}
          renderItem={(advisor) => (
            <AdvisorCard
              key={advisor.id}
              advisor={advisor}
              onEdit={onEdit}
              onDelete={onDelete}
              onAccess={ownsHousehold(advisor.ownerId) ? onAccess : null}
            />
          )}
        />
      ))}
    </div>
  );
}
