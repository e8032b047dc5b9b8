import { Plus } from 'lucide-react';
import { PrintBinderButton } from '@web/components/binder/print-binder-button';
import { FamilySelector } from '@web/components/family-selector';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { usePageTitle } from '@web/lib/use-page-title';
import { DeleteInstrumentDialog } from '../components/delete-instrument-dialog';
import { DeleteLifeEventDialog } from '../components/delete-life-event-dialog';
import { InstrumentFormDialog } from '../components/instrument-form-dialog';
import { LifeEventDialog } from '../components/life-event-dialog';
import { PlanTab } from '../components/plan-tab';
import { PlanHealth } from '../components/plan-health/plan-health';
import { PoliciesPanel } from '../components/policies/policies-panel';
import { WhoGetsWhatPanel } from '../components/who-gets-what/who-gets-what-panel';
import { useEstateDialogs } from '../lib/estate-dialogs';
import { ESTATE_TAB_LABELS, useEstateTab, type EstateTab } from '../lib/use-estate-tab';

/**
 * Issue 14: /estate-plan. The will, trusts, powers of attorney and directives with where each
 * original is and who each names; the insurance policies; and who gets what at death.
 */
export function EstatePlanPage() {
  usePageTitle('Estate Plan');
  const { addTarget } = useHouseholdPermissions();
  const [requestedTab, setTab] = useEstateTab();
  const { dialog, open, close } = useEstateDialogs();
  const canAdd = addTarget !== null;
  // A client's household shows only what its owner shared with their advisor (issue 35): the
  // plan, the policies, and who gets what (drawn from every list) only when the grant covers it.
  const plan = useScopedOwners('estate');
  const policies = useScopedOwners('policies');
  const summary = useScopedOwners('estateSummary');
  const binder = useScopedOwners('binder');
  const tabs = (
    [
      ['plan', plan],
      ['insurance', policies],
      ['who-gets-what', summary],
    ] as const
  )
    .filter(([, scoped]) => !scoped.ready || scoped.owners.length > 0)
    .map(([each]) => each);
  const tab: EstateTab = tabs.includes(requestedTab) ? requestedTab : (tabs[0] ?? 'plan');

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Estate Plan"
        description="Your will, trusts, powers of attorney and directives: where each original is kept, who each one names, and when to review them."
        actions={
          <>
            <FamilySelector />
            {binder.owners.length > 0 && <PrintBinderButton owners={binder.owners} />}
            {!canAdd && <ViewOnlyBadge />}
            {canAdd && tab === 'plan' && (
              <Button
                onClick={() =>
                  open({ name: 'instrument', request: { instrument: null, kind: null } })
                }
              >
                <Plus aria-hidden />
                Add document
              </Button>
            )}
          </>
        }
      />
      {summary.owners.length > 0 && <PlanHealth />}
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList aria-label="Estate plan sections">
          {tabs.map((each) => (
            <TabsTrigger key={each} value={each}>
              {ESTATE_TAB_LABELS[each]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="plan">
          <PlanTab canAdd={canAdd} open={open} />
        </TabsContent>
        <TabsContent value="insurance">
          <PoliciesPanel />
        </TabsContent>
        <TabsContent value="who-gets-what">
          <WhoGetsWhatPanel />
        </TabsContent>
      </Tabs>
      {dialog?.name === 'instrument' && (
        <InstrumentFormDialog request={dialog.request} onClose={close} />
      )}
      {dialog?.name === 'delete-instrument' && (
        <DeleteInstrumentDialog instrument={dialog.instrument} onClose={close} />
      )}
      {dialog?.name === 'life-event' && <LifeEventDialog onClose={close} />}
      {dialog?.name === 'delete-life-event' && (
        <DeleteLifeEventDialog event={dialog.event} onClose={close} />
      )}
    </div>
  );
}

export { EstatePlanPage as Component };
