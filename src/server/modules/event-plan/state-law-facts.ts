import { dollars } from '@shared/estate/state-estate-law/law-source';
import { exclusionOn, stateDeathTaxOf } from '@shared/estate/state-estate-law/state-death-taxes';
import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
import { advisorsInRole, money } from './fact-text';
import type { HouseholdSnapshot } from './household-snapshot';
import { householdState } from './household-state';
import { planDateOf, settlementPathOf } from './settlement-inputs';
import type { StateLawFactSource } from './templates/state-law-keys';

const PROBATE_ASSETS_SHOWN = 10;

/** The path proposed for the probate estate, why, how long it waits, and what passes that way. */
function settlementFacts(snapshot: HouseholdSnapshot): TTaskFact[] {
  const path = settlementPathOf(snapshot);
  return [
    { label: 'Passing under the will (probate)', value: money(snapshot.estate.probateCents) },
    { label: 'Proposed path', value: path.title },
    { label: 'Why', value: path.why },
    { label: 'Waiting period', value: path.waitText },
    ...(path.citation ? [{ label: 'Law', value: path.citation }] : []),
    ...path.notes.map((note) => ({ label: 'Good to know', value: note })),
    ...snapshot.estate.probateAssets.slice(0, PROBATE_ASSETS_SHOWN).map((asset) => ({
      label: 'Goes through probate',
      value: `${asset.label}: ${money(asset.valueCents)}`,
      href: '/estate-plan',
    })),
    ...advisorsInRole(snapshot, ['attorney'], 'Attorney'),
  ];
}

/** The estate on record beside the state's exclusion amount, with the year it is for. */
function stateDeathTaxFacts(snapshot: HouseholdSnapshot): TTaskFact[] {
  const { probateCents, nonProbateCents } = snapshot.estate;
  const status = stateDeathTaxOf(householdState(snapshot));
  const deathOn = planDateOf(snapshot);
  const exclusion = status.status === 'cited' ? exclusionOn(status.tax, deathOn) : null;
  const exclusionFact: TTaskFact[] = exclusion
    ? [
        {
          label: 'State exclusion amount',
          value: exclusion.exact
            ? `${dollars(exclusion.amount.cents)} for deaths in ${exclusion.amount.year}`
            : `${dollars(exclusion.amount.cents)} for deaths in ${exclusion.amount.year} (the latest amount read; the amount for deaths in ${deathOn.slice(0, 4)} is unverified)`,
        },
      ]
    : [];
  return [
    {
      label: 'Estate on record',
      value: `${money(probateCents + nonProbateCents)} (${money(probateCents)} through probate, ${money(nonProbateCents)} outside it)`,
      href: '/estate-plan',
    },
    ...exclusionFact,
    ...advisorsInRole(snapshot, ['cpa'], 'CPA'),
  ];
}

export const STATE_LAW_FACTS: Record<
  StateLawFactSource,
  (snapshot: HouseholdSnapshot) => TTaskFact[]
> = {
  settlement_path: settlementFacts,
  state_death_tax: stateDeathTaxFacts,
};
