import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import type { TPolicy } from '@shared/estate/policy-schemas';
import { AddRecordButton } from '@web/components/records/add-record-button';
import { CsvDownloadButton } from '@web/components/records/csv-download-button';
import { RecordsEmpty } from '@web/components/records/records-empty';
import { RecordsLoading } from '@web/components/records/records-loading';
import { RecordsSection } from '@web/components/records/records-section';
import { useGroupFilter } from '@web/components/records/use-group-filter';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { usePolicies } from '../../api/policy-queries';
import { DeletePolicyDialog } from './delete-policy-dialog';
import { PolicyFormDialog } from './policy-form-dialog';
import { groupPolicies } from './policy-groups';
import { PolicyList } from './policy-list';

function exportUrl(owners: readonly string[]): string {
  const query = owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
  return `/api/policies/export${query}`;
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
  const groups = useMemo(() => groupPolicies(policies.data ?? []), [policies.data]);
  // Kept here, not in the list, so the chosen kind outlives the list emptying and filling again.
  const filter = useGroupFilter(groups, (group) => group.kind);
  useScrollToPolicy(groups.length > 0);

  return (
    <section aria-labelledby="policies-heading" className="grid gap-4">
      <RecordsSection<TPolicy, TPolicy | null>
        query={policies}
        addRequest={null}
        header={(list, { add }) => (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-1">
              <h2 id="policies-heading" className="text-lg font-semibold">
                Insurance policies
              </h2>
              <p className="text-sm text-muted-foreground">
                Who is covered, for how much, what pays the premium, and who receives a life
                policy’s payout.
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {list.length > 0 && <CsvDownloadButton href={exportUrl(selected)} />}
              {/* A viewer is told "View only" once, in the Estate Plan page's header. */}
              {add && <AddRecordButton label="Add policy" onAdd={add} />}
            </div>
          </div>
        )}
        loading={<RecordsLoading label="Loading your insurance policies…" cards="h-64" />}
        errorTitle="We couldn't load your insurance policies"
        empty={({ add }) => (
          <RecordsEmpty
            icon={<ShieldCheck aria-hidden />}
            title="No insurance policies yet"
            description="A life policy pays your family directly, outside the will, but only if they know it exists and whom it names. Record each policy with its number, who it covers, what it pays and its beneficiaries, so they can find it and claim it."
            addLabel="Add your first policy"
            onAdd={add}
          />
        )}
        form={(policy, close) => <PolicyFormDialog policy={policy} onClose={close} />}
        deleteDialog={(policy, close) => <DeletePolicyDialog policy={policy} onClose={close} />}
      >
        {(_list, { openForm, remove }) => (
          <PolicyList groups={groups} filter={filter} onEdit={openForm} onDelete={remove} />
        )}
      </RecordsSection>
    </section>
  );
}
