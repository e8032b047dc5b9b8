import { householdKeys } from '@web/lib/household-data';

/**
 * The property lists are read through `useProperties` (lib/household-data), which the loan and
 * obligation forms also use; these keys reach every selection of households at once.
 */
export const propertyKeys = {
  all: [...householdKeys.all, 'properties'] as const,
  list: householdKeys.properties,
  /** Deleting a property unlinks its loans on the server. */
  loans: [...householdKeys.all, 'loans'] as const,
  /** Net worth on the dashboard counts the values. */
  dashboard: [...householdKeys.all, 'dashboard'] as const,
};
