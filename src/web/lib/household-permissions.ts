import { useMemo } from 'react';
import type { TAdvisorGrant } from '@shared/family/family-schemas';
import { householdOpens, type ScopeNeed } from './household-scope';
import { useOwnerSelection, type DataSource } from './owner-selection';

export type HouseholdPermissions = {
  /** Whether the person may change and delete rows of this household (the row's `ownerId`). */
  canWrite: (ownerId: string) => boolean;
  /**
   * Where Add puts new rows: the first household on screen, in the selector's order (My Account
   * first), that the person may add to. Null when they may add to none of them, which hides Add.
   */
  addTarget: DataSource | null;
  /**
   * Whether a household (a row's `ownerId`, or null for where Add puts new rows) opens what
   * `need` takes to this person: an advisor's grant may leave sections out (issue 35), so a
   * screen hides what that household would refuse (attaching a document, reading a bill).
   */
  opens: (ownerId: string | null, need: ScopeNeed) => boolean;
};

/**
 * What the signed-in person may do with the households on screen, as GET /api/family/sources
 * says (the server decides; it also refuses anything else). Screens hide what would be refused:
 * a viewer sees no Add, Edit, Delete or Import for that household's data.
 */
export function useHouseholdPermissions(): HouseholdPermissions {
  const { sources, selected } = useOwnerSelection();
  return useMemo(() => {
    const writable = new Set(sources.filter((source) => source.canWrite).map(({ id }) => id));
    const addTarget =
      sources.find((source) => source.canAdd && selected.includes(source.id)) ?? null;
    const grants = new Map<string, TAdvisorGrant | null>(
      sources.map((source) => [source.id, source.advisorGrant]),
    );
    return {
      canWrite: (ownerId: string) => writable.has(ownerId),
      addTarget,
      opens: (ownerId: string | null, need: ScopeNeed) => {
        const id = ownerId ?? addTarget?.id;
        return id !== undefined && householdOpens({ advisorGrant: grants.get(id) ?? null }, need);
      },
    };
  }, [sources, selected]);
}

/** A route that adds rows, naming the household they go to (the server checks it may). */
export function addingTo(path: string, target: Pick<DataSource, 'id'> | null): string {
  return target ? `${path}?owner=${encodeURIComponent(target.id)}` : path;
}
