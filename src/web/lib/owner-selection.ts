import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TSessionUser } from '@shared/auth/session-view';
import { createExternalStore } from './external-store';
import { useSession } from './session';

/** A household the signed-in person can view: their own, or a family member's they are connected to. */
export type DataSource = { id: string; name: string; isSelf: boolean };

const STORAGE_KEY = 'nido_view_owners';

function readStored(): string[] | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

const store = createExternalStore<string[] | null>(readStored());

function persist(ids: string[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Without storage the choice lasts for this page.
  }
  store.set(ids);
}

/** The sources this person can view. Connected family members arrive with family sharing. */
export function dataSourcesFor(user: TSessionUser | null | undefined): DataSource[] {
  if (!user) return [];
  return [{ id: user.id, name: 'My Account', isSelf: true }];
}

/**
 * Spec §4 "Family view": the viewed ids default to the user's own; a guest sees only the
 * inviter's data; a primary user with an inviter sees both. A choice that is no longer possible
 * (a revoked connection) falls back to the default, and the selection can never be empty.
 */
export function defaultSelection(user: TSessionUser, sources: DataSource[]): string[] {
  const inviter =
    user.invitedBy && sources.some((source) => source.id === user.invitedBy)
      ? user.invitedBy
      : null;
  if (user.accountType === 'guest' && inviter) return [inviter];
  return inviter ? [user.id, inviter] : [user.id];
}

export function useOwnerSelection() {
  const user = useSession().data?.user;
  const sources = useMemo(() => dataSourcesFor(user), [user]);
  const stored = useSyncExternalStore(store.subscribe, store.get);
  const selected = useMemo(() => {
    if (!user) return [];
    const allowed = new Set(
      sources
        .filter((source) => !(source.isSelf && user.accountType === 'guest'))
        .map((source) => source.id),
    );
    const valid = (stored ?? []).filter((id) => allowed.has(id));
    return valid.length > 0 ? valid : defaultSelection(user, sources);
  }, [stored, sources, user]);

  const toggle = useCallback(
    (id: string) => {
      const next = selected.includes(id)
        ? selected.filter((current) => current !== id)
        : [...selected, id];
      if (next.length > 0) persist(next);
    },
    [selected],
  );

  return { sources, selected, toggle };
}
