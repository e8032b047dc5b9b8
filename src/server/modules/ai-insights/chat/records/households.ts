import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';

/**
 * Whose record it is, said only when the reader has several households selected:
 * " (Maria Lopez's household)". With one household it is empty.
 */
export function whoseNote(snapshot: HouseholdSnapshot, ownerId: string): string {
  if (snapshot.households.length < 2) return '';
  const household = snapshot.households.find((each) => each.ownerId === ownerId);
  return household ? ` (${household.ownerName}'s household)` : '';
}
