import { useMemo } from 'react';
import { useOwnerSelection } from './owner-selection';

/** Said of an item whose household left the selector since the list was loaded. */
const UNKNOWN_OWNER = 'Family member';

/**
 * Merged lists name whose item each row is, but only when several households are on screen: with
 * one, every row is that household's and the selector already says whose. Returns the lookup
 * from an item's `ownerId` to its household's name ("My Account", "Jordan Lee"), or null.
 */
export function useOwnerName(): ((ownerId: string) => string) | null {
  const { sources, selected } = useOwnerSelection();
  return useMemo(() => {
    if (selected.length < 2) return null;
    const names = new Map(sources.map((source) => [source.id, source.name]));
    return (ownerId: string) => names.get(ownerId) ?? UNKNOWN_OWNER;
  }, [sources, selected]);
}
