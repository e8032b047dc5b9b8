import { describe, expect, it } from 'vitest';
import { riveraSnapshot } from '../household.fixture';
import { readQuestion } from '../text/question';
import { lookUpRecords } from './answer-from-cards';
import { cardIndexOf } from './household-cards';

const ask = (question: string, snapshot: ReturnType<typeof riveraSnapshot>) =>
  lookUpRecords(
    readQuestion(question, () => new Set()),
    snapshot,
  )?.reply.response;

describe("a household's cards after one part of it changed", () => {
  it('keeps the investments and every unchanged bill, and reads the changed bill anew', () => {
    const before = riveraSnapshot();
    const energy = before.obligations.find((each) => each.vendor === 'Austin Energy');
    if (!energy) throw new Error('the fixture has Austin Energy');
    const kept = cardIndexOf(before);
    // A refreshed snapshot: a new list with the same objects, but the one bill that changed.
    const after = {
      ...before,
      obligations: before.obligations.map((each) =>
        each === energy ? { ...each, costCents: 17_000 } : each,
      ),
    };
    const index = cardIndexOf(after);
    expect(index.segments[2]).toBe(kept.segments[2]);
    const bills = (segments: typeof index.segments) => segments[0]?.cards ?? [];
    const unchanged = bills(index.segments).filter((card) => card.id !== energy.id);
    expect(unchanged.every((card) => bills(kept.segments).includes(card))).toBe(true);
    expect(ask('What does Austin Energy cost?', before)).toContain('$164.20 a month');
    expect(ask('What does Austin Energy cost?', after)).toContain('$170.00 a month');
  });

  it('indexes the bills again when the day changes, so the next due date is new', () => {
    const before = riveraSnapshot();
    const after = { ...before, today: '2099-01-01' };
    expect(cardIndexOf(after).segments[0]).not.toBe(cardIndexOf(before).segments[0]);
    expect(ask('Which day is Austin Energy pulled?', after)).toContain('next on Jan 15, 2099');
  });

  it('keeps the bills when only the investments changed', () => {
    const before = riveraSnapshot();
    const after = { ...before, investments: [...before.investments] };
    const index = cardIndexOf(after);
    expect(index.segments[0]).toBe(cardIndexOf(before).segments[0]);
    expect(index.segments[2]).not.toBe(cardIndexOf(before).segments[2]);
  });
});
