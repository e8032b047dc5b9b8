import { householdKeys } from '@web/lib/household-data';

/**
 * The Legal Wizard's cache keys. They sit under the household's, so switching households or
 * signing out drops them with the rest, and the estate plan card reads the same draft list.
 */
export const legalKeys = {
  all: [...householdKeys.all, 'legal-wizard'] as const,
  drafts: (owners: readonly string[]) => [...legalKeys.all, 'drafts', [...owners].sort()] as const,
  draft: (id: string) => [...legalKeys.all, 'draft', id] as const,
  checks: (id: string) => [...legalKeys.all, 'checks', id] as const,
  choices: (ownerId: string) => [...legalKeys.all, 'choices', ownerId] as const,
};
