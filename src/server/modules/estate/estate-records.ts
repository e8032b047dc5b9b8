import type { HouseholdDeps } from '../household-deps';

/**
 * What each estate plan record kind hands ownedCrud besides its own rules: the household's
 * database, access and activity log, and the Estate section (the log's subject and the section an
 * advisor's grant must open).
 */
export function estateRecords({ db, access, activity }: HouseholdDeps) {
  return { db, access, activity, subject: 'estate', section: 'estate' } as const;
}
