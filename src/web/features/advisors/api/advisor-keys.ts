import { householdKeys } from '@web/lib/household-data';

/**
 * The advisor lists are read through `useAdvisors` (lib/household-data), which the document hub's
 * link picker also uses; these keys reach every selection of households at once.
 */
export const advisorKeys = {
  all: [...householdKeys.all, 'advisors'] as const,
  list: householdKeys.advisors,
  /** Documents name the advisor they are linked to, so an advisor's change reaches them too. */
  documents: [...householdKeys.all, 'documents'] as const,
};
