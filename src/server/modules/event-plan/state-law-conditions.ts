import { creditorClaimPeriodOf } from '@shared/estate/state-estate-law/creditor-claim-periods';
import type { TSettlementKind } from '@shared/estate/state-estate-law/settlement-path';
import { exclusionOn, stateDeathTaxOf } from '@shared/estate/state-estate-law/state-death-taxes';
import type { HouseholdSnapshot } from './household-snapshot';
import { householdState } from './household-state';
import { planDateOf, settlementPathOf } from './settlement-inputs';
import type { StateLawCondition } from './templates/state-law-keys';

const probateNeeded = (snapshot: HouseholdSnapshot) => snapshot.estate.probateCents > 0;

const pathIs = (kind: TSettlementKind) => (snapshot: HouseholdSnapshot) =>
  probateNeeded(snapshot) && settlementPathOf(snapshot).kind === kind;

/** Creditors get a notice when a court administers the estate (a small-estate affidavit has none). */
function administered(snapshot: HouseholdSnapshot): boolean {
  if (!probateNeeded(snapshot)) return false;
  return ['probate', 'unknown', 'summary_administration'].includes(settlementPathOf(snapshot).kind);
}

/** The estate on record is above the state's exclusion for the year (the latest read, if not). */
function aboveStateExclusion(snapshot: HouseholdSnapshot): boolean {
  const status = stateDeathTaxOf(householdState(snapshot));
  if (status.status !== 'cited') return false;
  const exclusion = exclusionOn(status.tax, planDateOf(snapshot));
  if (!exclusion) return true;
  return snapshot.estate.probateCents + snapshot.estate.nonProbateCents > exclusion.amount.cents;
}

export const STATE_LAW_CONDITION_CHECKS: Record<
  StateLawCondition,
  (snapshot: HouseholdSnapshot) => boolean
> = {
  settlement_small_estate_affidavit: pathIs('small_estate_affidavit'),
  settlement_summary_administration: pathIs('summary_administration'),
  settlement_small_estate_petition: pathIs('small_estate_petition'),
  settlement_probate: pathIs('probate'),
  settlement_unknown: pathIs('unknown'),
  creditor_notice_needed: (snapshot) =>
    administered(snapshot) && creditorClaimPeriodOf(householdState(snapshot)) !== null,
  creditor_notice_unverified: (snapshot) =>
    administered(snapshot) && creditorClaimPeriodOf(householdState(snapshot)) === null,
  state_estate_tax_may_apply: aboveStateExclusion,
};
