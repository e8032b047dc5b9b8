import type {
  TActivityEntry,
  TConnectedHousehold,
  TFamilyMember,
  TFamilyOverview,
  TInvitation,
} from '@shared/family/family-schemas';

export function invitation(overrides: Partial<TInvitation> = {}): TInvitation {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    inviteeName: 'Jordan Lee',
    inviteeEmail: 'jordan@example.com',
    status: 'pending',
    createdAt: '2026-03-02T15:00:00.000Z',
    expiresAt: '2026-03-09T15:00:00.000Z',
    acceptedAt: null,
    ...overrides,
  };
}

export function member(overrides: Partial<TFamilyMember> = {}): TFamilyMember {
  return {
    userId: 'user-2',
    fullName: 'Sam Rivera',
    email: 'sam@example.com',
    role: 'guest',
    accountType: 'guest',
    connectedAt: '2026-02-10T12:00:00.000Z',
    advisorGrant: null,
    ...overrides,
  };
}

export function household(overrides: Partial<TConnectedHousehold> = {}): TConnectedHousehold {
  return {
    ownerId: 'user-9',
    ownerName: 'Rosa Diaz',
    ownerEmail: 'rosa@example.com',
    role: 'viewer',
    connectedAt: '2026-01-20T12:00:00.000Z',
    advisorGrant: null,
    ...overrides,
  };
}

export function overview(overrides: Partial<TFamilyOverview> = {}): TFamilyOverview {
  return { canInvite: true, invitations: [], members: [], households: [], ...overrides };
}

export function activity(overrides: Partial<TActivityEntry> = {}): TActivityEntry {
  return {
    id: 'a-1',
    at: '2026-03-04T18:30:00.000Z',
    actorId: 'user-2',
    actorName: 'Sam Rivera',
    isYou: false,
    action: 'view',
    subject: 'expenses',
    detail: null,
    ...overrides,
  };
}
