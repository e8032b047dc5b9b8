import { formatCents } from '@shared/finance/money';
import type { TRunway } from '@shared/triggering-event/plan-schemas';
import { LoadingStatus } from '@web/components/loading-status';
import { QueryView } from '@web/components/query-view';
import { RegionCard } from '@web/components/ui/region-card';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { TextLink } from '@web/components/ui/text-link';
import { useRunway } from '../api/runway-query';
import { formatMonths } from '../lib/format-months';
import { RunwayAfterEvent, RunwayNow } from './runway-counted';
import { useHouseholdOpens } from '@web/lib/use-household-scope';

const NOTHING_TO_COVER = 'Nothing monthly to cover';

function months(value: number | null): string {
  return value === null ? NOTHING_TO_COVER : formatMonths(value);
}

type Props = {
  ownerId: string;
  /** Also shows the runway once an event has happened: payouts in, ending bills out. */
  showAfterEvent: boolean;
};

/**
 * Survivor runway: how many months the money on record covers the monthly obligations that
 * continue, now and after the event. Drawn from the accounts, bills and policies together, so a
 * client's household whose advisor grant leaves one out does not show it (issue 35).
 */
export function RunwayCard(props: Props) {
  const opens = useHouseholdOpens();
  return opens(props.ownerId, 'runway') ? <RunwayCardContent {...props} /> : null;
}

function RunwayCardContent({ ownerId, showAfterEvent }: Props) {
  const runway = useRunway(ownerId);
  return (
    <RegionCard
      title="Survivor runway"
      description="How many months the money on record covers the monthly bills: now, and after the event with only the money the survivors can reach."
      headingClassName="leading-none"
    >
      <QueryView
        query={runway}
        loading={<LoadingStatus label="Loading the runway…" skeletons={['h-24 w-full']} />}
        errorTitle="We couldn’t work out the runway"
      >
        {(data) => <RunwayFigures runway={data} showAfterEvent={showAfterEvent} />}
      </QueryView>
    </RegionCard>
  );
}

/** What the after-event months rest on, in one line. */
function afterEventHint(runway: TRunway): string {
  const reachable = runway.reachableAccountsCents + runway.insurancePayoutsCents;
  const waiting =
    runway.waitingCents > 0
      ? `; ${formatCents(runway.waitingCents)} waits for probate or a small-estate procedure`
      : '';
  return `${formatCents(reachable)} the survivors can reach${waiting}; ${formatCents(runway.continuingMonthlyCents)} a month continues`;
}

function RunwayFigures({ runway, showAfterEvent }: { runway: TRunway; showAfterEvent: boolean }) {
  return (
    <>
      <StatGrid className="sm:grid-cols-2 lg:grid-cols-2">
        <Stat
          label="Covered now"
          value={months(runway.monthsNow)}
          hint={`${formatCents(runway.liquidAssetsCents)} in liquid accounts against ${formatCents(runway.monthlyObligationsCents)} a month`}
        />
        {showAfterEvent && (
          <Stat
            label="Covered after the event"
            value={months(runway.monthsAfterEvent)}
            hint={afterEventHint(runway)}
          />
        )}
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <RunwayNow runway={runway} />
        {showAfterEvent && <RunwayAfterEvent runway={runway} />}
      </div>
      <RunwayMissing runway={runway} />
    </>
  );
}

/** What to add when the runway has nothing to count on one side or the other. */
function RunwayMissing({ runway }: { runway: TRunway }) {
  const noAccounts = runway.liquidAccounts.length === 0;
  const noBills = runway.monthlyObligationsCents === 0;
  if (!noAccounts && !noBills) return null;
  return (
    <ul className="grid gap-1 text-sm text-muted-foreground">
      {noAccounts && (
        <li>
          No checking or savings balance is recorded. Add them in{' '}
          <TextLink to="/accounts">Financial Accounts</TextLink>.
        </li>
      )}
      {noBills && (
        <li>
          No monthly bills are recorded. Add them in{' '}
          <TextLink to="/expenses">Monthly Expenses</TextLink>.
        </li>
      )}
    </ul>
  );
}
