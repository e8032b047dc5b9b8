import { monthlyEquivalentCents } from '../finance/frequency';
import type { TEventKind } from './event-schemas';
import { endingReason, type EndingCandidate } from './ending-obligations';
import type { TRunway, TRunwayMoneyLine, TRunwayWait } from './runway-schemas';
import {
  accountReach,
  policyReach,
  type HouseholdPerson,
  type NamedBeneficiary,
  type Reach,
  type ReachAccount,
} from './survivor-reach';

/** What the survivor runway counts, already read by the server from the household's records. */
export type RunwayInput = {
  ownerId: string;
  kind: TEventKind;
  /** Whose death or incapacity "after the event" means: the household's owner. */
  personName: string;
  /** The people who live on: the household's family, with their relationship when known. */
  household: readonly HouseholdPerson[];
  obligations: readonly (EndingCandidate & { costCents: number; frequency: string })[];
  /** Bank balances and brokerage cash, with whose they are and how they pass. */
  liquidAccounts: readonly (ReachAccount & { name: string })[];
  /** Life policies on the person's life, with their primary beneficiaries. */
  lifePolicies: readonly {
    name: string;
    faceAmountCents: number;
    beneficiaries: readonly NamedBeneficiary[];
  }[];
  /** Obligations the plan marks cancel. */
  cancelledIds: ReadonlySet<string>;
  /** Premiums of the life policies on the person. */
  lifePremiumIds: ReadonlySet<string>;
  /** The usual time an insurer takes to pay, in the household's state. */
  insurerPayTime: TRunwayWait;
  /** The expected wait of probate or a small-estate procedure for the waiting accounts. */
  settlementWait: (waitingCents: number) => TRunwayWait;
};

/** Months covered, floored to one decimal: 7.96 months is 7.9, never rounded up to 8. */
export function monthsCovered(moneyCents: number, monthlyCents: number): number | null {
  if (monthlyCents <= 0) return null;
  return Math.floor((Math.max(moneyCents, 0) / monthlyCents) * 10) / 10;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function line(
  name: string,
  source: TRunwayMoneyLine['source'],
  reach: Reach,
  wait: TRunwayWait | null,
): TRunwayMoneyLine {
  return { name, cents: reach.cents, source, why: reach.why, wait };
}

/**
 * After an incapacity nobody has died: nothing waits for probate and no policy pays. The
 * person's accounts are counted, since someone acting for them can use them for the household.
 */
function incapacityReach(account: ReachAccount, personName: string): Reach {
  return {
    status: 'counted',
    cents: account.balanceCents,
    why: account.ownerName?.trim()
      ? `In ${account.ownerName.trim()}’s name`
      : `No owner is recorded; counted as the household’s while ${personName} lives`,
  };
}

/**
 * Issue 15 Deliver 5 and issue 38 item 5: how many months money covers the monthly obligations,
 * now (every liquid balance against every obligation) and after the event (only the money the
 * survivors can reach, against the obligations that continue). Each obligation counts as its
 * monthly equivalent (a yearly bill is a twelfth a month); the fractions are added first and
 * rounded once, as the dashboard does.
 */
export function survivorRunway(input: RunwayInput): TRunway {
  const death = input.kind === 'death';
  const otherNames = input.household.map((person) => person.name);
  const monthly = input.obligations.map((obligation) => ({
    ...obligation,
    monthlyCents: monthlyEquivalentCents(obligation.costCents, obligation.frequency),
    ending: endingReason(obligation, {
      deceasedName: input.personName,
      cancelledIds: input.cancelledIds,
      lifePremiumIds: death ? input.lifePremiumIds : new Set(),
      otherNames,
    }),
  }));
  // An incapacity ends only what the plan cancels: the person's line and insurance go on.
  const ending = monthly.filter(
    (obligation) => obligation.ending !== null && (death || input.cancelledIds.has(obligation.id)),
  );
  const allMonthly = sum(monthly.map((obligation) => obligation.monthlyCents));
  const continuing = allMonthly - sum(ending.map((obligation) => obligation.monthlyCents));

  const lines: { status: Reach['status']; line: TRunwayMoneyLine }[] = [];
  for (const account of input.liquidAccounts) {
    const reaches = death
      ? accountReach(account, input.personName, input.household)
      : [incapacityReach(account, input.personName)];
    for (const reach of reaches)
      lines.push({ status: reach.status, line: line(account.name, 'account', reach, null) });
  }
  if (death)
    for (const policy of input.lifePolicies) {
      if (policy.faceAmountCents <= 0) continue;
      for (const reach of policyReach(
        policy.faceAmountCents,
        policy.beneficiaries,
        input.personName,
        input.household,
      ))
        lines.push({
          status: reach.status,
          line: line(
            policy.name,
            'insurance',
            reach,
            reach.status === 'counted' ? input.insurerPayTime : null,
          ),
        });
    }
  const of = (status: Reach['status']) =>
    lines.filter((each) => each.status === status).map((each) => each.line);
  const counted = of('counted');
  const waiting = of('waiting');
  const reachableAccounts = sum(
    counted.filter((each) => each.source === 'account').map((each) => each.cents),
  );
  const payouts = sum(
    counted.filter((each) => each.source === 'insurance').map((each) => each.cents),
  );
  const waitingCents = sum(waiting.map((each) => each.cents));
  const liquid = sum(input.liquidAccounts.map((account) => account.balanceCents));
  return {
    ownerId: input.ownerId,
    kind: input.kind,
    personName: input.personName,
    monthlyObligationsCents: Math.round(allMonthly),
    continuingMonthlyCents: Math.round(continuing),
    liquidAssetsCents: liquid,
    reachableAccountsCents: reachableAccounts,
    insurancePayoutsCents: payouts,
    waitingCents,
    monthsNow: monthsCovered(liquid, allMonthly),
    monthsAfterEvent: monthsCovered(reachableAccounts + payouts, continuing),
    liquidAccounts: input.liquidAccounts.map(({ name, balanceCents }) => ({ name, balanceCents })),
    counted,
    waiting,
    waitingPath: waiting.length > 0 ? input.settlementWait(waitingCents) : null,
    excluded: of('excluded'),
    endingObligations: ending.map((obligation) => ({
      name: obligation.vendor,
      monthlyCents: Math.round(obligation.monthlyCents),
      why: obligation.ending ?? '',
    })),
  };
}
