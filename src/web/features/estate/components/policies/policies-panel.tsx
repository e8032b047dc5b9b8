import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Download, Plus } from 'lucide-react';
import { POLICY_KIND_LABELS, type TPolicy, type TPolicyKind } from '@shared/estate/policy-schemas';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { FilterChips } from '@web/components/ui/filter-chips';
import { Skeleton } from '@web/components/ui/skeleton';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { usePolicies } from '../../api/policy-queries';
import { DeletePolicyDialog } from './delete-policy-dialog';
import { PoliciesEmpty } from './policies-empty';
import { PolicyCard, type PolicyActions } from './policy-card';
import { PolicyFormDialog } from './policy-form-dialog';
import { groupPolicies } from './policy-groups';

type Dialog = { name: 'form'; policy: TPolicy | null } | { name: 'delete'; policy: TPolicy };
type KindFilter = TPolicyKind | 'all';

function exportUrl(owners: readonly string[]): string {
  const query = owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
  return `/api/policies/export${query}`;
}

function PoliciesLoading() {
  return (
    <div className="grid gap-4 md:grid-cols-2" role="status">
      <span className="sr-only">Loading your insurance policies…</span>
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-64 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * A link to one policy (`/estate-plan?tab=insurance#policy-<id>`, e.g. a gap's "fix it"): the
 * cards render only once the list has loaded, after the browser looked for the anchor, so this
 * brings the card into view and focus then.
 */
function useScrollToPolicy(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash.startsWith('#policy-')) return;
    const card = document.getElementById(hash.slice(1));
    card?.scrollIntoView?.({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [hash, ready]);
}

/**
 * The estate plan's Insurance tab: the policies of the households on screen, grouped by kind
 * (life first) with a filter by kind, and Add, Edit and Delete for those who may change them.
 * Takes no props: it reads the family selector's households like every screen.
 */
export function PoliciesPanel() {
  const policies = usePolicies();
  // The households on screen that share their policies (a client's may not, issue 35).
  const { owners: selected } = useScopedOwners('policies');
  const { addTarget } = useHouseholdPermissions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [filter, setFilter] = useState<KindFilter>('all');
  const list = useMemo(() => policies.data ?? [], [policies.data]);
  useScrollToPolicy(list.length > 0);
  const groups = useMemo(() => groupPolicies(list), [list]);
  // A kind whose last policy was deleted leaves the filter: show everything again.
  const shown = groups.filter((group) => filter === 'all' || group.kind === filter);
  const visible = shown.length > 0 ? shown : groups;
  const actions = useMemo<PolicyActions>(
    () => ({
      onEdit: (policy) => setDialog({ name: 'form', policy }),
      onDelete: (policy) => setDialog({ name: 'delete', policy }),
    }),
    [],
  );
  const openAdd = addTarget ? () => setDialog({ name: 'form', policy: null }) : null;
  const filterOptions = [
    { value: 'all' as const, label: 'All' },
    ...groups.map((group) => ({ value: group.kind, label: POLICY_KIND_LABELS[group.kind] })),
  ];

  return (
    <section aria-labelledby="policies-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="policies-heading" className="text-lg font-semibold">
            Insurance policies
          </h2>
          <p className="text-sm text-muted-foreground">
            Who is covered, for how much, what pays the premium, and who receives a life policy’s
            payout.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {list.length > 0 && (
            <Button variant="outline" asChild>
              <a href={exportUrl(selected)} download>
                <Download aria-hidden />
                Export CSV
              </a>
            </Button>
          )}
          {/* A viewer is told "View only" once, in the Estate Plan page's header. */}
          {openAdd && (
            <Button onClick={openAdd}>
              <Plus aria-hidden />
              Add policy
            </Button>
          )}
        </div>
      </div>
      {policies.isPending ? (
        <PoliciesLoading />
      ) : policies.isError ? (
        <LoadError
          title="We couldn't load your insurance policies"
          onRetry={() => void policies.refetch()}
          retrying={policies.isFetching}
        />
      ) : list.length === 0 ? (
        <PoliciesEmpty onAdd={openAdd} />
      ) : (
        <>
          {groups.length > 1 && (
            <FilterChips
              label="Type of policy"
              options={filterOptions}
              value={shown.length > 0 ? filter : 'all'}
              onChange={setFilter}
            />
          )}
          {visible.map((group) => (
            <section
              key={group.kind}
              aria-labelledby={`policies-${group.kind}`}
              className="grid gap-3"
            >
              <h3 id={`policies-${group.kind}`} className="font-semibold">
                {POLICY_KIND_LABELS[group.kind]}{' '}
                <span className="font-normal text-muted-foreground">({group.policies.length})</span>
              </h3>
              <div className="grid gap-4 md:grid-cols-2">
                {group.policies.map((policy) => (
                  <PolicyCard key={policy.id} policy={policy} actions={actions} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      {dialog?.name === 'form' && (
        <PolicyFormDialog policy={dialog.policy} onClose={() => setDialog(null)} />
      )}
      {dialog?.name === 'delete' && (
        <DeletePolicyDialog policy={dialog.policy} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
