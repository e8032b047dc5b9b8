import { useState } from 'react';

/** A grouped list's filter: the group shown (or all), how to choose one, and the groups shown. */
export type GroupFilter<TGroup, TKey extends string> = {
  active: TKey | 'all';
  setFilter: (key: TKey | 'all') => void;
  shown: readonly TGroup[];
};

/**
 * The filter that narrows a grouped list to one group (a type of account, an advisor's role).
 * A group whose last record was deleted is no longer offered: the list shows every group again.
 */
export function useGroupFilter<TGroup, TKey extends string>(
  groups: readonly TGroup[],
  keyOf: (group: TGroup) => TKey,
): GroupFilter<TGroup, TKey> {
  const [filter, setFilter] = useState<TKey | 'all'>('all');
  const active = groups.some((group) => keyOf(group) === filter) ? filter : 'all';
  const shown = active === 'all' ? groups : groups.filter((group) => keyOf(group) === active);
  return { active, setFilter, shown };
}
