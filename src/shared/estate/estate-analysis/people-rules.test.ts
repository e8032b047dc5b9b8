import { describe, expect, it } from 'vitest';
import {
  ADVISOR,
  MEMBER,
  completeWill,
  facts,
  gapsOf,
  household,
  instrument,
  person,
} from './estate-facts.test-helper';
import {
  childrenWithoutGuardian,
  noAlternateExecutor,
  noExecutor,
  personNotInFamily,
} from './people-rules';

describe('children_without_guardian', () => {
  it('fires when the household records children and no guardian nomination names a guardian', () => {
    const input = facts({
      households: [household({ children: ['Mia', 'Leo'] })],
      instruments: [instrument({ id: 'g', kind: 'guardian_nomination', variant: 'standard' })],
    });
    expect(gapsOf(childrenWithoutGuardian, input)).toEqual([
      expect.objectContaining({
        rule: 'children_without_guardian',
        title: 'No guardian named for Mia and Leo',
        fix: { label: 'Name a guardian', to: '/estate-plan#guardian_nomination' },
      }),
    ]);
  });

  it('does not fire once a guardian is named, and does not count a household without children', () => {
    const named = facts({
      households: [household({ children: ['Mia'] })],
      instruments: [
        instrument({
          kind: 'guardian_nomination',
          variant: 'standard',
          people: [person({ role: 'guardian', name: 'Ana Lopez' })],
        }),
      ],
    });
    expect(childrenWithoutGuardian(named)).toEqual([expect.objectContaining({ gap: null })]);
    expect(childrenWithoutGuardian(facts())).toEqual([]);
  });
});

describe('no_executor', () => {
  it('fires for a household with no will at all, and for a will naming only an alternate', () => {
    expect(gapsOf(noExecutor, facts())).toEqual([
      expect.objectContaining({ rule: 'no_executor', title: 'No will names an executor' }),
    ]);
    const alternateOnly = facts({ instruments: [instrument({ people: [person({ rank: 1 })] })] });
    expect(gapsOf(noExecutor, alternateOnly)).toEqual([
      expect.objectContaining({ title: 'Will of Maria Lopez names no executor' }),
    ]);
  });

  it('does not fire for a will naming an executor', () => {
    const checks = noExecutor(facts({ instruments: [instrument({ people: [person()] })] }));
    expect(checks).toEqual([{ key: 'no_executor:will-1', gap: null }]);
  });
});

describe('no_alternate_executor', () => {
  it('fires for a will with an executor but no alternate', () => {
    const input = facts({ instruments: [instrument({ people: [person()] })] });
    expect(gapsOf(noAlternateExecutor, input)).toEqual([
      expect.objectContaining({
        rule: 'no_alternate_executor',
        title: 'Will of Maria Lopez names no alternate executor',
      }),
    ]);
  });

  it('does not fire with an alternate, and does not count a will without an executor', () => {
    expect(noAlternateExecutor(facts({ instruments: [completeWill()] }))).toEqual([
      { key: 'no_alternate_executor:will-1', gap: null },
    ]);
    expect(noAlternateExecutor(facts({ instruments: [instrument()] }))).toEqual([]);
  });
});

describe('person_not_in_family', () => {
  const named = (people: ReturnType<typeof person>[]) =>
    facts({ instruments: [completeWill({ id: 'w', people })] });

  it('fires for a family member no longer connected and for a deleted advisor contact', () => {
    const gone = '00000000-0000-4000-8000-00000000dead';
    const input = named([
      person({ source: 'family', refId: gone, name: 'Pat Former' }),
      person({ role: 'executor', rank: 1, source: 'advisor', refId: gone, name: 'Casey Counsel' }),
    ]);
    expect(gapsOf(personNotInFamily, input)).toEqual([
      expect.objectContaining({
        rule: 'person_not_in_family',
        title: 'Pat Former is no longer in your family list',
      }),
      expect.objectContaining({ title: 'Casey Counsel is no longer in your advisor contacts' }),
    ]);
  });

  it('does not fire for current members and advisors, and does not count people typed in', () => {
    const input = named([
      person({ source: 'family', refId: MEMBER }),
      person({ rank: 1, source: 'advisor', refId: ADVISOR }),
      person({ rank: 2, source: 'other' }),
    ]);
    const checks = personNotInFamily(input);
    expect(checks).toHaveLength(2);
    expect(checks.every((check) => check.gap === null)).toBe(true);
  });
});
