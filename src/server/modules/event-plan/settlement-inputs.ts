import {
  settlementPath,
  type TSettlementInput,
  type TSettlementPath,
} from '@shared/estate/state-estate-law/settlement-path';
import { ownInstruments } from './fact-text';
import type { HouseholdSnapshot } from './household-snapshot';
import { householdState } from './household-state';

/** The day state law is read for: the event's date, else today (a preview). */
export function planDateOf(snapshot: HouseholdSnapshot): string {
  return snapshot.eventOn ?? new Date().toISOString().slice(0, 10);
}

/** The owner's probate estate as the settlement path needs it. */
export type OwnerProbateEstate = {
  probateCents: number;
  realEstateCents: number;
  /** True only when the real estate is one home recorded as the primary residence. */
  realEstateIsPrimaryResidence: boolean;
  /** The vehicles on Properties that pass under the will. */
  vehiclesCents: number;
};

/**
 * The snapshot's estate is the owner's own column of the estate summary (snapshot-rows.ts): a
 * spouse's records are not in it. Real estate is the asset flagged `realEstate`, else one whose
 * label is a home on record.
 */
export function ownerProbateEstate(snapshot: HouseholdSnapshot): OwnerProbateEstate {
  const homes = new Map(
    snapshot.properties
      .filter((property) => property.kind === 'home')
      .map((home) => [home.name || home.addressFull || 'Home', home]),
  );
  const realEstate = snapshot.estate.probateAssets.filter(
    (asset) => asset.realEstate ?? homes.has(asset.label),
  );
  const [only] = realEstate;
  return {
    probateCents: snapshot.estate.probateCents,
    realEstateCents: realEstate.reduce((sum, asset) => sum + asset.valueCents, 0),
    realEstateIsPrimaryResidence:
      realEstate.length === 1 && homes.get(only!.label)?.homeType === 'primary_residence',
    vehiclesCents: snapshot.estate.probateAssets
      .filter((asset) => asset.vehicle === true)
      .reduce((sum, asset) => sum + asset.valueCents, 0),
  };
}

export function settlementInputOf(snapshot: HouseholdSnapshot): TSettlementInput {
  const estate = ownerProbateEstate(snapshot);
  return {
    state: householdState(snapshot),
    probateCents: estate.probateCents,
    hasRealEstateInProbate: estate.realEstateCents > 0,
    realEstateInProbateCents: estate.realEstateCents,
    realEstateIsPrimaryResidence: estate.realEstateIsPrimaryResidence,
    vehiclesInProbateCents: estate.vehiclesCents,
    // The plan is about the owner's death: a married owner leaves a surviving spouse.
    spouseSurvives: snapshot.estate.married,
    // No will on record is not proof there is none (the plan asks the family to look for one).
    hasWill: ownInstruments(snapshot, 'will').length > 0 ? true : null,
    deathOn: planDateOf(snapshot),
  };
}

/** The cheapest path that fits the owner's probate estate (shared/estate/state-estate-law). */
export function settlementPathOf(snapshot: HouseholdSnapshot): TSettlementPath {
  return settlementPath(settlementInputOf(snapshot));
}
