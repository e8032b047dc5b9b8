import { familySourcesKey } from '@web/lib/family-sources';

/**
 * Everything cached about family sharing lives under `['family']`, including the selector's
 * sources (kept in lib, which every data screen reads): a change on the Family page refreshes
 * all of it with one invalidation of `familyKeys.all`.
 */
export const familyKeys = {
  all: ['family'] as const,
  overview: () => [...familyKeys.all, 'overview'] as const,
  activity: () => [...familyKeys.all, 'activity'] as const,
  sources: familySourcesKey,
};
