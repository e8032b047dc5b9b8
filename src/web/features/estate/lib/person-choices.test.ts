import { describe, expect, it } from 'vitest';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import type { TFamilyMember } from '@shared/family/family-schemas';
import { newPersonRow } from './instrument-form';
import { choiceValue, personChoices } from './person-choices';

const ME = { id: 'maria', name: 'Maria Rivera', email: 'maria@example.com' };
const member = (userId: string, fullName: string, role: TFamilyMember['role']): TFamilyMember => ({
  userId,
  fullName,
  email: `${userId}@example.com`,
  role,
  accountType: 'guest',
  connectedAt: '2026-01-01T00:00:00.000Z',
  advisorGrant: null,
});
const advisor = (id: string, ownerId: string, name: string) =>
  ({ id, ownerId, name, role: 'attorney', phone: '555', email: null }) as TAdvisor;

describe('personChoices', () => {
  it('offers one’s own household’s family, without advisors given access, and its advisors', () => {
    const groups = personChoices({
      ownerId: 'maria',
      ownerName: 'My Account',
      me: ME,
      members: [member('luis', 'Luis Rivera', 'guest'), member('jane-user', 'Jane', 'advisor')],
      advisors: [advisor('a1', 'maria', 'Jane Smith'), advisor('a2', 'rosa', 'Other Lawyer')],
      current: [],
    });
    expect(groups.family.map((choice) => choice.name)).toEqual(['Luis Rivera', 'Maria Rivera']);
    expect(groups.advisors).toEqual([
      expect.objectContaining({
        refId: 'a1',
        name: 'Jane Smith',
        detail: 'Attorney',
        phone: '555',
      }),
    ]);
  });

  it('offers another household’s owner and oneself', () => {
    const groups = personChoices({
      ownerId: 'rosa',
      ownerName: 'Rosa Diaz',
      me: ME,
      members: undefined,
      advisors: [],
      current: [],
    });
    expect(groups.family.map((choice) => [choice.refId, choice.name])).toEqual([
      ['maria', 'Maria Rivera'],
      ['rosa', 'Rosa Diaz'],
    ]);
  });

  it('keeps a named person who left the list on offer, saying so', () => {
    const gone = {
      ...newPersonRow('executor', []),
      source: 'family' as const,
      refId: 'old',
      name: 'Old Friend',
    };
    const groups = personChoices({
      ownerId: 'maria',
      ownerName: 'My Account',
      me: ME,
      members: [],
      advisors: [],
      current: [gone],
    });
    expect(groups.family).toContainEqual(
      expect.objectContaining({ refId: 'old', detail: 'No longer in your family list' }),
    );
  });
});

describe('choiceValue', () => {
  it('is empty until someone is chosen', () => {
    expect(choiceValue({ source: '', refId: '' })).toBe('');
    expect(choiceValue({ source: 'other', refId: '' })).toBe('other');
    expect(choiceValue({ source: 'advisor', refId: 'a1' })).toBe('advisor:a1');
  });
});
