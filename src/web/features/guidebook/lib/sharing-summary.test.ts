import { describe, expect, it } from 'vitest';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';
import { sharingSummary } from './sharing-summary';

const OWNER = '00000000-0000-4000-8000-000000000001';
const person = (userId: string, name: string): TGuidebookPerson => ({
  ownerId: OWNER,
  userId,
  name,
  role: 'viewer',
});
const PEOPLE = [person('a', 'Ana'), person('l', 'Luis'), person('r', 'Rosa')];

describe('sharingSummary', () => {
  it('names who sees the entry now and who after the event', () => {
    expect(
      sharingSummary(
        [
          { userId: 'a', mode: 'now' },
          { userId: 'l', mode: 'after_event' },
        ],
        PEOPLE,
      ),
    ).toBe('Shared now with Ana · after the event with Luis');
  });

  it('joins several names', () => {
    expect(
      sharingSummary(
        [
          { userId: 'a', mode: 'after_event' },
          { userId: 'l', mode: 'after_event' },
          { userId: 'r', mode: 'after_event' },
        ],
        PEOPLE,
      ),
    ).toBe('Shared after the event with Ana, Luis and Rosa');
  });

  it('says an entry shared with nobody connected is not shared', () => {
    expect(sharingSummary([{ userId: 'gone', mode: 'now' }], PEOPLE)).toBe(
      'Not shared: only the owner and whoever wrote it see it',
    );
  });
});
