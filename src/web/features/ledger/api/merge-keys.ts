import { householdKeys } from '@web/lib/household-data';

/**
 * The proposed merges (issue 40) sit under the dashboard's key: every change of an account,
 * holding or import invalidates the dashboard (net worth), and those are what make or end a
 * proposal, so a record added on either screen is checked again without those screens knowing
 * about merges.
 */
export const mergeKeys = {
  all: [...householdKeys.all, 'dashboard', 'account-merges'] as const,
  proposals: (owners: readonly string[]) =>
    [...householdKeys.all, 'dashboard', 'account-merges', [...owners].sort()] as const,
};
