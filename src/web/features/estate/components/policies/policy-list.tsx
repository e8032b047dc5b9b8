import { POLICY_KIND_LABELS, type TPolicy, type TPolicyKind } from '@shared/estate/policy-schemas';
import { RecordGroup } from '@web/components/records/record-group';
import type { GroupFilter } from '@web/components/records/use-group-filter';
import { FilterChips } from '@web/components/ui/filter-chips';
import { PolicyCard } from './policy-card';
import type { PolicyGroup } from './policy-groups';

type Props = {
  groups: readonly PolicyGroup[];
  /** The filter by kind, kept by the panel. */
  filter: GroupFilter<PolicyGroup, TPolicyKind>;
  onEdit: (policy: TPolicy) => void;
  onDelete: (policy: TPolicy) => void;
};

/** The policies by kind (life first), with chips that narrow them to one kind. */
export function PolicyList({ groups, filter, onEdit, onDelete }: Props) {
  return (
    <>
      {groups.length > 1 && (
        <FilterChips
          label="Type of policy"
          options={[
            { value: 'all' as const, label: 'All' },
            ...groups.map((group) => ({
              value: group.kind,
              label: POLICY_KIND_LABELS[group.kind],
            })),
          ]}
          value={filter.active}
          onChange={filter.setFilter}
        />
      )}
      {filter.shown.map((group) => (
        <RecordGroup
          key={group.kind}
          headingId={`policies-${group.kind}`}
          level={3}
          title={
            <>
              {POLICY_KIND_LABELS[group.kind]}{' '}
              <span className="font-normal text-muted-foreground">({group.policies.length})</span>
            </>
          }
          columns={2}
          items={group.policies}
          renderItem={(policy) => (
            <PolicyCard key={policy.id} policy={policy} onEdit={onEdit} onDelete={onDelete} />
          )}
        />
      ))}
    </>
  );
}
