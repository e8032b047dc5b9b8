import type { TInstrument, TLifeEvent } from '@shared/estate/estate-schemas';
import type { TFamilyMember } from '@shared/family/family-schemas';
import {
  STAMPS as RECORD_STAMPS,
  advisorFixture,
  assetFixture,
  homeFixture,
  investmentFixture,
} from '@web/testing/record-fixtures.test-helper';

/** The shared schema checks owner ids: the signed-in person's household, and a relative's. */
export const OWNER = '30000000-0000-4000-8000-0000000000a1';
export const ROSA = '30000000-0000-4000-8000-0000000000a2';

const STAMPS = { ...RECORD_STAMPS, ownerId: OWNER };

/** Ids are uuids where the shared schema checks them (documents, people, funded assets). */
export const IDS = {
  will: '30000000-0000-4000-8000-000000000001',
  trust: '30000000-0000-4000-8000-000000000002',
  willScan: '30000000-0000-4000-8000-000000000003',
  checking: '30000000-0000-4000-8000-000000000004',
  brokerage: '30000000-0000-4000-8000-000000000005',
  home: '30000000-0000-4000-8000-000000000006',
  luis: '30000000-0000-4000-8000-000000000007',
  attorney: '30000000-0000-4000-8000-000000000008',
  marriage: '30000000-0000-4000-8000-000000000009',
  created: '30000000-0000-4000-8000-000000000010',
  createdEvent: '30000000-0000-4000-8000-000000000011',
};

/** A document of the plan as GET /api/estate/instruments returns it; tests override the rest. */
export function instrument(overrides: Partial<TInstrument> = {}): TInstrument {
  return {
    id: IDS.will,
    ...STAMPS,
    kind: 'will',
    variant: 'last_will',
    principalName: 'Maria Rivera',
    status: 'none',
    signedOn: null,
    signedState: null,
    originalLocation: null,
    documentId: null,
    documentTitle: null,
    lastReviewedOn: null,
    reviewEveryMonths: 36,
    nextReviewOn: null,
    reviewReason: null,
    people: [],
    funding: [],
    notes: null,
    ...overrides,
  };
}

export function lifeEvent(overrides: Partial<TLifeEvent> = {}): TLifeEvent {
  return {
    id: IDS.marriage,
    ownerId: STAMPS.ownerId,
    createdAt: STAMPS.createdAt,
    kind: 'marriage',
    occurredOn: '2026-06-01',
    note: null,
    ...overrides,
  };
}

export function familyMember(overrides: Partial<TFamilyMember> = {}): TFamilyMember {
  return {
    userId: IDS.luis,
    fullName: 'Luis Rivera',
    email: 'luis@example.com',
    role: 'guest',
    accountType: 'guest',
    connectedAt: STAMPS.createdAt,
    advisorGrant: null,
    ...overrides,
  };
}

type Person = TInstrument['people'][number];

/** Someone a document names, typed in unless the test says otherwise. */
export function person(overrides: Partial<Person> & Pick<Person, 'role' | 'name'>): Person {
  return {
    rank: 0,
    source: 'other',
    refId: null,
    relationship: null,
    phone: null,
    email: null,
    ...overrides,
  };
}

/** The household's other lists, as the dialog offers them (people, documents, assets to fund). */
export const LISTS = {
  documents: [
    {
      id: IDS.willScan,
      ...STAMPS,
      name: 'Signed will 2024',
      fileName: 'will.pdf',
      fileType: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      category: 'will',
      tags: [],
      link: null,
      expiresOn: null,
    },
  ],
  advisors: [advisorFixture({ id: IDS.attorney, ...STAMPS, phone: '(555) 010-2000' })],
  assets: [assetFixture({ id: IDS.checking, ...STAMPS })],
  investments: [investmentFixture({ id: IDS.brokerage, ...STAMPS })],
  properties: [
    homeFixture({
      id: IDS.home,
      ...STAMPS,
      name: 'Family home',
      estimatedValueCents: 50_000_000,
      address: {
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        full: '1 Main St, Austin, TX, 78701',
      },
    }),
  ],
};
