import type { PropertyFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { SnapshotObligation } from '../../../snapshot/household-snapshot';

/**
 * Whether an obligation looks like an insurance premium, and of what kind. Premiums are often
 * recorded under the insurer's name alone ("GEICO") in Auto or Insurance, so the vendor, the
 * description and the entity are read together. The tips that use this ask the family to record
 * the policy when it seems missing, so a premium not recognised costs a question, not a wrong claim.
 */

const INSURER =
  /insur|geico|progressive|allstate|state farm|liberty mutual|usaa|nationwide|farmers|travelers|esurance/i;
/** Insurers whose name alone means auto insurance in these records. */
const AUTO_INSURER = /geico|progressive|esurance/i;
const AUTO_WORDS = /\b(auto|car|cars|vehicle|vehicles|motor)\b/i;
const HOME_WORDS = /\b(home|house|homeowners?|dwelling|condo|hazard|property)\b/i;
const LIFE_WORDS = /\blife\b/i;

function textOf(obligation: SnapshotObligation): string {
  return [obligation.vendor, obligation.description, obligation.entityName]
    .filter(Boolean)
    .join(' ');
}

export function isInsurancePremium(obligation: SnapshotObligation): boolean {
  return (
    obligation.category === 'insurance' ||
    obligation.homeSubcategory === 'Home Insurance' ||
    INSURER.test(textOf(obligation))
  );
}

/** The make and model words of the vehicles, lower case, to recognise "GEICO – Camry". */
export function vehicleWords(vehicles: readonly PropertyFacts[]): string[] {
  return vehicles
    .flatMap((vehicle) => [vehicle.vehicleMake, vehicle.vehicleModel, vehicle.name])
    .flatMap((word) => (word?.trim() ? [word.trim().toLowerCase()] : []));
}

export function looksLikeAutoInsurance(
  obligation: SnapshotObligation,
  vehicles: readonly string[],
): boolean {
  const text = textOf(obligation);
  if (obligation.category === 'auto') return INSURER.test(text);
  if (obligation.category !== 'insurance') return false;
  const entity = obligation.entityName?.trim().toLowerCase();
  return (
    AUTO_WORDS.test(text) ||
    AUTO_INSURER.test(text) ||
    (!!entity && vehicles.some((word) => entity.includes(word)))
  );
}

export function looksLikeHomeInsurance(obligation: SnapshotObligation): boolean {
  return (
    obligation.homeSubcategory === 'Home Insurance' ||
    (obligation.category === 'insurance' && HOME_WORDS.test(textOf(obligation)))
  );
}

export function looksLikeLifeInsurance(obligation: SnapshotObligation): boolean {
  return obligation.category === 'insurance' && LIFE_WORDS.test(textOf(obligation));
}

/** A home loan: a Mortgage obligation (spec §3 home subcategory). */
export function isMortgage(obligation: SnapshotObligation): boolean {
  return obligation.category === 'home' && obligation.homeSubcategory === 'Mortgage';
}
