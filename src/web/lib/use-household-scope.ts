import { useCallback, useMemo } from 'react';
import { useSession } from './session';
import { householdOpens, householdRevealsNumbers, type ScopeNeed } from './household-scope';
import { useHouseholdPermissions } from './household-permissions';
import { useOwnerSelection, type DataSource } from './owner-selection';

export type ScopedOwners = {
  /** The households on screen that open the need: what a read of it asks for. */
  owners: string[];
  /** Whether the selection is known yet (it waits for the family's households). */
  ready: boolean;
  /** The households on screen that do not open it: a client's that was not shared. */
  closedBy: DataSource[];
};

/**
 * The households on screen (the family selector's choice) that open `need` to the signed-in
 * person (issue 35: an advisor sees only what the client shared). A read asks only for these,
 * so a client's household that did not share the section never makes a whole screen fail.
 */
export function useScopedOwners(need: ScopeNeed): ScopedOwners {
  const { sources, selected } = useOwnerSelection();
  return useMemo(() => {
    const byId = new Map(sources.map((source) => [source.id, source]));
    const owners: string[] = [];
    const closedBy: DataSource[] = [];
    for (const id of selected) {
      const source = byId.get(id);
      if (!source || householdOpens(source, need)) owners.push(id);
      else closedBy.push(source);
    }
    return { owners, ready: selected.length > 0, closedBy };
  }, [need, selected, sources]);
}

/**
 * Whether any household the person can view opens `need`: the sidebar offers only screens that
 * can show something. A guest's own household (which they cannot view) does not count; while
 * the households are loading everything is offered, so the sidebar does not flicker for most.
 */
export function useOffered(): (need: ScopeNeed) => boolean {
  const isGuest = useSession().data?.user?.accountType === 'guest';
  const { sources } = useOwnerSelection();
  return useCallback(
    (need: ScopeNeed) => {
      const viewable = sources.filter((source) => !(isGuest && source.isSelf));
      return viewable.length === 0 || viewable.some((source) => householdOpens(source, need));
    },
    [isGuest, sources],
  );
}

/**
 * Whether a row's full account or policy number may be revealed: always in one's own and a family
 * member's household, in a client's only when the grant allows it (the server answers 404 else).
 */
export function useMayRevealNumbers(): (ownerId: string) => boolean {
  const { sources } = useOwnerSelection();
  return useCallback(
    (ownerId: string) => {
      const source = sources.find((each) => each.id === ownerId);
      return !source || householdRevealsNumbers(source);
    },
    [sources],
  );
}

/**
 * Whether every household on screen opens `need`: AI Insights and the binder draw on all of a
 * household, so they are offered only when no client's household on screen shared less.
 */
export function useAllOnScreenOpen(need: ScopeNeed): boolean {
  return useScopedOwners(need).closedBy.length === 0;
}

/** Whether one household opens `need` (a screen about one household, such as the runway). */
export function useHouseholdOpens(): (ownerId: string, need: ScopeNeed) => boolean {
  const { sources } = useOwnerSelection();
  return useCallback(
    (ownerId: string, need: ScopeNeed) => {
      const source = sources.find((each) => each.id === ownerId);
      return !source || householdOpens(source, need);
    },
    [sources],
  );
}

/**
 * Whether the household a new row goes to (Add's target) opens `need`: an advisor not given
 * documents adds obligations by hand, with no bill to read and no document to attach.
 */
export function useAddTargetOpens(need: ScopeNeed): boolean {
  const { addTarget } = useHouseholdPermissions();
  const opens = useHouseholdOpens();
  return addTarget !== null && opens(addTarget.id, need);
}
