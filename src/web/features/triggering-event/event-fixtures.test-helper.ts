import type {
  TContactCandidate,
  TEventHousehold,
  TTriggerEvent,
  TTrustedContact,
} from '@shared/triggering-event/event-schemas';

export const IDS = {
  owner: '10000000-0000-4000-8000-000000000001',
  ana: '10000000-0000-4000-8000-000000000002',
  luis: '10000000-0000-4000-8000-000000000003',
  jane: '10000000-0000-4000-8000-000000000004',
  /** Maria's household, as Ana (a member) meets it. */
  maria: '10000000-0000-4000-8000-000000000005',
  anaContact: '20000000-0000-4000-8000-000000000001',
  event: '30000000-0000-4000-8000-000000000001',
  pastEvent: '30000000-0000-4000-8000-000000000002',
  certificate: '40000000-0000-4000-8000-000000000001',
} as const;

export function contact(overrides: Partial<TTrustedContact> = {}): TTrustedContact {
  return {
    id: IDS.anaContact,
    contactUserId: IDS.ana,
    name: 'Ana Lopez',
    email: 'ana@example.com',
    role: 'guest',
    priority: 'primary',
    waitHours: 168,
    emailVerified: true,
    ...overrides,
  };
}

export function candidate(overrides: Partial<TContactCandidate> = {}): TContactCandidate {
  return {
    userId: IDS.luis,
    name: 'Luis Diaz',
    email: 'luis@example.com',
    role: 'viewer',
    ...overrides,
  };
}

export function triggerEvent(overrides: Partial<TTriggerEvent> = {}): TTriggerEvent {
  return {
    id: IDS.event,
    ownerId: IDS.owner,
    kind: 'death',
    status: 'pending',
    reporterName: 'Ana Lopez',
    reportedByYou: false,
    reportedAt: '2026-06-01T15:00:00.000Z',
    eventDate: '2026-05-31',
    evidence: null,
    note: null,
    waitHours: 168,
    unlocksAt: '2026-06-08T15:00:00.000Z',
    unlockedAt: null,
    endedAt: null,
    endedByName: null,
    ...overrides,
  };
}

/** The report as Maria stopped it, the day after Ana made it. */
export function stoppedEvent(overrides: Partial<TTriggerEvent> = {}): TTriggerEvent {
  return triggerEvent({
    status: 'stopped',
    endedAt: '2026-06-02T11:01:00.000Z',
    endedByName: 'Maria Rivera',
    ...overrides,
  });
}

/** Maria's own household: Ana is her trusted contact, Luis could be one. */
export function ownHousehold(overrides: Partial<TEventHousehold> = {}): TEventHousehold {
  return {
    ownerId: IDS.owner,
    ownerName: 'Maria Rivera',
    isOwner: true,
    isUnlocker: false,
    canReport: false,
    cannotReportReason: null,
    canWorkPlan: true,
    event: null,
    contacts: [contact()],
    candidates: [candidate(), candidate({ userId: IDS.ana, name: 'Ana Lopez', role: 'guest' })],
    history: [],
    ...overrides,
  };
}

/** Maria's household as Ana, one of her trusted contacts, meets it. */
export function memberHousehold(overrides: Partial<TEventHousehold> = {}): TEventHousehold {
  return {
    ownerId: IDS.maria,
    ownerName: 'Maria Rivera',
    isOwner: false,
    isUnlocker: true,
    canReport: true,
    cannotReportReason: null,
    reportWaitHours: 72,
    canWorkPlan: false,
    event: null,
    contacts: [],
    candidates: [],
    history: [],
    ...overrides,
  };
}
