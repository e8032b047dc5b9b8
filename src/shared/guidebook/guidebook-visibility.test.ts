import { describe, expect, it } from 'vitest';
import { canSeeEntry } from './guidebook-visibility';

const ANA = '00000000-0000-4000-8000-00000000000a';
const LUIS = '00000000-0000-4000-8000-00000000000b';
const shares = [
  { userId: ANA, mode: 'now' as const },
  { userId: LUIS, mode: 'after_event' as const },
];

describe('canSeeEntry', () => {
  it('shows every entry to people who may change the household', () => {
    expect(canSeeEntry([], { userId: LUIS, mayWrite: true, eventUnlocked: false })).toBe(true);
  });
  it('shows an entry shared now', () => {
    expect(canSeeEntry(shares, { userId: ANA, mayWrite: false, eventUnlocked: false })).toBe(true);
  });
  it('hides an after-event entry until the event unlocks, then shows it', () => {
    expect(canSeeEntry(shares, { userId: LUIS, mayWrite: false, eventUnlocked: false })).toBe(
      false,
    );
    expect(canSeeEntry(shares, { userId: LUIS, mayWrite: false, eventUnlocked: true })).toBe(true);
  });
  it('hides an entry from someone it does not list, even after the event', () => {
    const other = '00000000-0000-4000-8000-00000000000c';
    expect(canSeeEntry(shares, { userId: other, mayWrite: false, eventUnlocked: true })).toBe(
      false,
    );
  });
});
