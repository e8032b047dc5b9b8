import { describe, expect, it } from 'vitest';
import { canSeeEntry, managesEntry } from './guidebook-visibility';

const OWNER = '00000000-0000-4000-8000-000000000001';
const ANA = '00000000-0000-4000-8000-00000000000a';
const LUIS = '00000000-0000-4000-8000-00000000000b';
const GUEST = '00000000-0000-4000-8000-00000000000c';
const entry = {
  userId: OWNER,
  createdBy: OWNER,
  shares: [
    { userId: ANA, mode: 'now' as const },
    { userId: LUIS, mode: 'after_event' as const },
  ],
};
const before = { eventUnlocked: false };

describe('canSeeEntry', () => {
  it('shows the household owner every entry, whoever wrote it', () => {
    expect(canSeeEntry({ ...entry, createdBy: GUEST }, { userId: OWNER, ...before })).toBe(true);
  });
  it('shows the author their own entry, and lets them manage it', () => {
    const byGuest = { ...entry, createdBy: GUEST };
    expect(canSeeEntry(byGuest, { userId: GUEST, ...before })).toBe(true);
    expect(managesEntry(byGuest, { userId: GUEST })).toBe(true);
    expect(managesEntry(entry, { userId: GUEST })).toBe(false);
  });
  it('shows an entry shared now', () => {
    expect(canSeeEntry(entry, { userId: ANA, ...before })).toBe(true);
  });
  it('hides an after-event entry until the event unlocks, then shows it', () => {
    expect(canSeeEntry(entry, { userId: LUIS, ...before })).toBe(false);
    expect(canSeeEntry(entry, { userId: LUIS, eventUnlocked: true })).toBe(true);
  });
  it('hides an entry from anyone it does not list (a guest included), even after the event', () => {
    expect(canSeeEntry(entry, { userId: GUEST, eventUnlocked: true })).toBe(false);
  });
});
