import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TDataSource } from '@shared/family/family-schemas';
import { useFamilySources } from './family-sources';
import { useSession } from './session';
import { persistViewedOwners, viewedOwners } from './viewed-owners';

/**
 * A household the signed-in person can view: their own, or a family member's they are connected
 * to, with what the server lets them do there (change its rows, add new ones) and, for a client's
 * household they work in as an advisor, the grant (what it shares, until when).
 */
export type DataSource = Pick<
  TDataSource,
  'id' | 'name' | 'isSelf' | 'role' | 'canWrite' | 'canAdd' | 'hasPlan' | 'advisorGrant'
>;

const NONE: DataSource[] = [];
const noStoredChoice = () => null;

/**
 * The sources this person can view: the server's list (GET /api/family/sources). While it is on
 * its way there is nothing to choose (null), so no screen asks for a household it may not see
 * and then asks again; if it cannot be loaded, the person's own household is still offered.
 */
export function dataSourcesFor(
  user: TSessionUser | null | undefined,
  answer: { data?: readonly DataSource[] | undefined; isError: boolean },
): DataSource[] | null {
  if (!user) return [];
  // A household without a plan while payment is required cannot be opened (issue 35).
  if (answer.data) return answer.data.filter((source) => source.hasPlan);
  if (answer.isError) return [ownSource(user)];
  return null;
}

/** The person's own household as a source: a primary account may always change its own; a guest has none to change. */
function ownSource(user: TSessionUser): DataSource {
  const own = user.accountType !== 'guest';
  return {
    id: user.id,
    name: 'My Account',
    isSelf: true,
    role: 'owner',
    canWrite: own,
    canAdd: own,
    hasPlan: true,
    advisorGrant: null,
  };
}

/**
 * Spec §4 "Family view": the viewed ids default to the user's own; a guest sees only the
 * inviter's data; a primary user with an inviter sees both. A guest whose inviter's household is
 * gone sees the other households they still can, if any.
 */
export function defaultSelection(user: TSessionUser, sources: readonly DataSource[]): string[] {
  const inviter =
    user.invitedBy && sources.some((source) => source.id === user.invitedBy)
      ? user.invitedBy
      : null;
  const others = sources.filter((source) => !source.isSelf).map((source) => source.id);
  if (user.accountType === 'guest') {
    if (inviter) return [inviter];
    return others.length > 0 ? others : [user.id];
  }
  // Someone whose own household has no plan opens the ones that have (issue 35).
  if (!sources.some((source) => source.isSelf) && others.length > 0)
    return inviter ? [inviter] : others;
  return inviter ? [user.id, inviter] : [user.id];
}

/**
 * The stored choice, less what is no longer possible (a revoked connection, a guest's own
 * household); when nothing of it is left, the default. So the selection is never empty.
 */
export function resolveSelection(
  user: TSessionUser,
  sources: readonly DataSource[],
  stored: readonly string[] | null,
): string[] {
  const allowed = new Set(
    sources
      .filter((source) => !(source.isSelf && user.accountType === 'guest'))
      .map((source) => source.id),
  );
  const valid = (stored ?? []).filter((id) => allowed.has(id));
  return valid.length > 0 ? valid : defaultSelection(user, sources);
}

/**
 * The selection before the sources have answered, where it cannot depend on them: a primary user
 * with no inviter who views only their own household (most people). So their first screen asks
 * for its list at once instead of after GET /api/family/sources. null: wait for the sources.
 */
export function selectionWithoutSources(
  user: TSessionUser,
  stored: readonly string[] | null,
): string[] | null {
  if (user.accountType === 'guest' || user.invitedBy) return null;
  if (stored?.some((id) => id !== user.id)) return null;
  return [user.id];
}

export function useOwnerSelection() {
  const user = useSession().data?.user;
  const answer = useFamilySources({ enabled: Boolean(user) });
  // A retry after a failure is "pending" again in TanStack Query; it still counts as failed here,
  // or every retry would empty the selection and blank the screen until it answers.
  const failed = answer.isError || answer.errorUpdatedAt > 0;
  const known = useMemo(
    () => dataSourcesFor(user, { data: answer.data, isError: failed }),
    [user, answer.data, failed],
  );
  // A server-rendered first screen is only made for someone whose one choice is their own.
  const stored = useSyncExternalStore(viewedOwners.subscribe, viewedOwners.get, noStoredChoice);
  // Until the sources answer, someone who can only be viewing their own household sees it (and
  // may add to it) at once; anyone else waits for the sources.
  const early = useMemo(
    () => (user && !known && selectionWithoutSources(user, stored) ? [ownSource(user)] : null),
    [known, stored, user],
  );
  const sources = known ?? early;
  const selected = useMemo(
    () => (user && sources ? resolveSelection(user, sources, stored) : []),
    [sources, stored, user],
  );

  const toggle = useCallback(
    (id: string) => {
      const next = selected.includes(id)
        ? selected.filter((current) => current !== id)
        : [...selected, id];
      if (next.length > 0) persistViewedOwners(next);
    },
    [selected],
  );

  return { sources: sources ?? NONE, selected, toggle };
}
