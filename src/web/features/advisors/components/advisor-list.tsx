import { useState } from 'react';
import type { TAdvisor, TAdvisorRole } from '@shared/advisors/advisor-schemas';
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
  const [filter, setFilter] = useState<TAdvisorRole | 'all'>('all');
  const ownsHousehold = useOwnsHousehold();
  const groups = groupAdvisorsByRole(advisors);
  // A role whose last advisor was deleted is no longer offered: show everyone again.
  const active = groups.some((group) => group.role === filter) ? filter : 'all';
  const shown = active === 'all' ? groups : groups.filter((group) => group.role === active);

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
        <section key={group.role} aria-labelledby={`advisors-${group.role}`} className="grid gap-3">
          <h2 id={`advisors-${group.role}`} className="text-lg font-semibold">
            {group.label}
          </h2>
          <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {group.advisors.map((advisor) => (
              <AdvisorCard
                key={advisor.id}
                advisor={advisor}
                onEdit={onEdit}
                onDelete={onDelete}
                onAccess={ownsHousehold(advisor.ownerId) ? onAccess : null}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
