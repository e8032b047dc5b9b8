import { useMemo } from 'react';
import { useOwnerSelection, type DataSource } from './owner-selection';

export type HouseholdPermissions = {
  /** Whether the person may change and delete rows of this household (the row's `ownerId`). */
  canWrite: (ownerId: string) => boolean;
  /**
   * Where Add puts new rows: the first household on screen, in the selector's order (My Account
   * first), that the person may add to. Null when they may add to none of them, which hides Add.
   */
  addTarget: DataSource | null;
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
    return {
      canWrite: (ownerId: string) => writable.has(ownerId),
      addTarget: sources.find((source) => source.canAdd && selected.includes(source.id)) ?? null,
    };
  }, [sources, selected]);
}

/** A route that adds rows, naming the household they go to (the server checks it may). */
export function addingTo(path: string, target: Pick<DataSource, 'id'> | null): string {
  return target ? `${path}?owner=${encodeURIComponent(target.id)}` : path;
}
