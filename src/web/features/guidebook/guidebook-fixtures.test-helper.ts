import type { TGuidebookEntry } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebook, TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';

/** Ids are uuids: the shared schemas check them. */
export const IDS = {
  owner: '20000000-0000-4000-8000-000000000001',
  ana: '20000000-0000-4000-8000-00000000000a',
  luis: '20000000-0000-4000-8000-00000000000b',
  viewer: '20000000-0000-4000-8000-00000000000c',
  entry: '20000000-0000-4000-8000-000000000e01',
  letter: '20000000-0000-4000-8000-000000000e02',
  will: '20000000-0000-4000-8000-000000000f01',
  pets: '20000000-0000-4000-8000-000000000f02',
  willScan: '20000000-0000-4000-8000-000000000d01',
};

export function person(overrides: Partial<TGuidebookPerson> = {}): TGuidebookPerson {
  return {
    ownerId: IDS.owner,
    userId: IDS.ana,
    name: 'Ana Lopez',
    role: 'viewer',
    ...overrides,
  };
}

export const PEOPLE = [person(), person({ userId: IDS.luis, name: 'Luis Diaz', role: 'advisor' })];

export function entry(overrides: Partial<TGuidebookEntry> = {}): TGuidebookEntry {
  return {
    id: IDS.entry,
    ownerId: IDS.owner,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    section: 'where_things_are',
    title: 'Spare house key',
    body: 'Under the blue pot.\nThe garage code is with Ana.',
    addressedTo: null,
    digitalAction: null,
    shares: [
      { userId: IDS.ana, mode: 'now' },
      { userId: IDS.luis, mode: 'after_event' },
    ],
    canManage: true,
    ...overrides,
  };
}

export const LETTER = entry({
  id: IDS.letter,
  section: 'letters',
  title: 'For Ana',
  body: 'I am so proud of you.',
  addressedTo: 'Ana',
  shares: [],
});

/** A guidebook as GET /api/guidebook answers it; tests override what they are about. */
export function guidebook(overrides: Partial<TGuidebook> = {}): TGuidebook {
  return {
    entries: [entry(), LETTER],
    assembled: {
      firstCalls: [
        {
          ownerId: IDS.owner,
          name: 'Rosa Lopez',
          roles: ['Executor'],
          phone: '(555) 010-0101',
          email: 'rosa@example.com',
        },
        {
          ownerId: IDS.owner,
          name: 'Jane Counsel',
          roles: ['Attorney · Counsel & Co'],
          phone: null,
          email: 'jane@counsel.example',
        },
      ],
      originals: [
        {
          ownerId: IDS.owner,
          instrumentId: IDS.will,
          label: 'Will · Maria Lopez',
          location: 'Fireproof safe, hall closet',
        },
      ],
      documentCounts: [{ category: 'will', count: 2 }],
      keyDocuments: [
        { id: IDS.willScan, ownerId: IDS.owner, name: 'Last will 2025', category: 'will' },
      ],
      pets: [
        {
          ownerId: IDS.owner,
          instrumentId: IDS.pets,
          principalName: 'Maria Lopez',
          caretakers: [{ name: 'Nina Neighbor', rank: 0, phone: '555-0199', email: null }],
        },
      ],
    },
    people: PEOPLE,
    writableOwnerIds: [IDS.owner],
    ...overrides,
  };
}
