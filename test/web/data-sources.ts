import type { TDataSource } from '@shared/family/family-schemas';

/** "My Account" in GET /api/family/sources for a primary account (a guest's: see `guestOwn`). */
export function ownSource(id: string): TDataSource {
  return {
    id,
    name: 'My Account',
    isSelf: true,
    role: 'owner',
    canWrite: true,
    canAdd: true,
    hasPlan: true,
  };
}

/** A guest's own household: listed, but they can neither view nor change it. */
export function guestOwn(id: string): TDataSource {
  return { ...ownSource(id), canWrite: false, canAdd: false };
}

/**
 * A family member's household as the server describes it: a guest role may change and add, a
 * viewer only reads. `canAdd: false` for a guest role is a guest account's second household.
 */
export function familySource(
  id: string,
  name: string,
  role: 'guest' | 'viewer' = 'guest',
  { canAdd = role === 'guest' }: { canAdd?: boolean } = {},
): TDataSource {
  return { id, name, isSelf: false, role, canWrite: role === 'guest', canAdd, hasPlan: true };
}
