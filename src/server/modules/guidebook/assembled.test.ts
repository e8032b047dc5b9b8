import { describe, expect, it } from 'vitest';
import type { TEstatePerson } from '@shared/estate/estate-schemas';
import { firstCalls } from './assembled';

const OWNER = '00000000-0000-4000-8000-000000000001';
const ADVISOR = '00000000-0000-4000-8000-0000000000ad';

function named(
  role: TEstatePerson['role'],
  rank: number,
  name: string,
  extra: Partial<TEstatePerson> = {},
): TEstatePerson {
  return {
    role,
    rank,
    name,
    source: 'other',
    refId: null,
    relationship: null,
    phone: null,
    email: null,
    ...extra,
  };
}

function will(people: TEstatePerson[]) {
  return {
    id: 'w',
    userId: OWNER,
    kind: 'will',
    principalName: 'Hal',
    originalLocation: null,
    people,
  };
}

const advisor = {
  id: ADVISOR,
  userId: OWNER,
  name: 'Jane Counsel',
  role: 'attorney',
  firm: null,
  phone: '555-0100',
  email: null,
};

describe('firstCalls', () => {
  it('never lists someone who died: named from the family list (by account) or typed (by name)', () => {
    const trust = {
      ...will([
        named('trustee', 0, 'Hal Carter', { source: 'family', refId: OWNER }),
        named('successor_trustee', 0, 'Ana Carter'),
      ]),
      kind: 'trust',
    };
    const typedWill = will([
      named('executor', 0, ' hal  carter '),
      named('executor', 1, 'Ana Carter'),
    ]);
    const deceased = { userIds: new Set([OWNER]), names: new Set(['hal carter']) };
    const calls = firstCalls([trust, typedWill], [], deceased);
    expect(calls.map(({ name, roles }) => [name, roles])).toEqual([
      ['Ana Carter', ['Successor trustee', 'Alternate executor']],
    ]);
    // Without a death on record the same cards list them.
    expect(firstCalls([trust, typedWill], []).map(({ name }) => name)).toContain('Hal Carter');
  });

  it('lists the executor before the alternate, leaves out second alternates and witnesses', () => {
    const calls = firstCalls(
      [
        will([
          named('executor', 2, 'Third'),
          named('executor', 1, 'Second'),
          named('witness', 0, 'Wendy'),
          named('executor', 0, 'First'),
        ]),
      ],
      [],
    );
    expect(calls.map(({ name, roles }) => [name, roles])).toEqual([
      ['First', ['Executor']],
      ['Second', ['Alternate executor']],
    ]);
  });

  it('makes one contact of a named advisor, with the advisor card’s phone', () => {
    const calls = firstCalls(
      [will([named('executor', 0, 'Jane Counsel', { source: 'advisor', refId: ADVISOR })])],
      [advisor],
    );
    expect(calls).toEqual([
      {
        ownerId: OWNER,
        name: 'Jane Counsel',
        roles: ['Executor', 'Attorney'],
        phone: '555-0100',
        email: null,
      },
    ]);
  });

  it('leaves out an advisor who cannot be reached', () => {
    expect(firstCalls([], [{ ...advisor, phone: null }])).toEqual([]);
  });
});
