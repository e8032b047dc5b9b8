import type { TAdvisorSection } from '@shared/advisors/advisor-scope';
import type { TDataSource, TEndedAdvisorGrant } from '@shared/family/family-schemas';

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
    advisorGrant: null,
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
  return {
    id,
    name,
    isSelf: false,
    role,
    canWrite: role === 'guest',
    canAdd,
    hasPlan: true,
    advisorGrant: null,
  };
}

/** A client's household one works in as their advisor (issue 35): read only unless `level` says. */
export function advisorSource(
  id: string,
  name: string,
  {
    sections,
    revealNumbers = false,
    level = 'read',
    expiresAt = '2026-06-15T12:00:00.000Z',
  }: {
    sections: TAdvisorSection[];
    revealNumbers?: boolean;
    level?: 'read' | 'read_write';
    expiresAt?: string;
  },
): TDataSource {
  const write = level === 'read_write';
  return {
    id,
    name,
    isSelf: false,
    role: 'advisor',
    canWrite: write,
    canAdd: write,
    hasPlan: true,
    advisorGrant: { level, expiresAt, active: true, sections, revealNumbers },
  };
}

/** An advisor grant that has ended, as GET /api/family/sources lists it. */
export function endedGrant(overrides: Partial<TEndedAdvisorGrant> = {}): TEndedAdvisorGrant {
  return {
    ownerId: 'owner-9',
    ownerName: 'Olivia Owner',
    ownerEmail: 'olivia@example.com',
    expiredAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}
