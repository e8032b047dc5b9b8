import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZSaveLegalDraft } from './legal-api';
import { LEGAL_ANSWER_SCHEMAS } from './legal-answers';

/** Every message a parse gives, by path, so a raw zod text ("Too big: …") shows in the failure. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const many = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

// Review of issue 17: each limit of the interview reads as a sentence, not zod's own text.
describe('the Legal Wizard’s limits in plain words', () => {
  it('names the limit of each list of a will', () => {
    expect(
      messages(LEGAL_ANSWER_SCHEMAS.will, {
        children: many(21, {}),
        specificGifts: many(51, {}),
        residuary: many(21, {}),
        pets: many(21, {}),
        witnesses: many(4, {}),
      }),
    ).toEqual({
      children: 'Name at most 20 children',
      specificGifts: 'List at most 50 gifts',
      residuary: 'Name at most 20 people to share everything else',
      pets: 'List at most 20 pets',
      witnesses: 'Name at most 3 witnesses',
    });
  });

  it('explains a share, an amount and a picked record out of range', () => {
    expect(
      messages(LEGAL_ANSWER_SCHEMAS.will, {
        residuary: [{ percent: 140 }, { percent: -1 }, { percent: 'half' }],
        pets: [{ careFundDollars: 20_000_000 }],
        specificGifts: [{ asset: { kind: 'account', id: 'nope' } }],
        executor: { refId: 'x'.repeat(65) },
      }),
    ).toEqual({
      'residuary.0.percent': 'Enter a percent from 0 to 100',
      'residuary.1.percent': 'Enter a percent from 0 to 100',
      'residuary.2.percent': 'Enter a percent',
      'pets.0.careFundDollars': 'Enter an amount from $0 to $10,000,000',
      'specificGifts.0.asset.id': 'Pick the account or property again',
      'executor.refId': 'This person’s link to your records is not valid: pick them again',
    });
  });

  it('names the limits of the other documents’ lists', () => {
    expect(messages(LEGAL_ANSWER_SCHEMAS.hipaa, { authorizedPeople: many(11, {}) })).toEqual({
      authorizedPeople: 'Name at most 10 people',
    });
    expect(messages(LEGAL_ANSWER_SCHEMAS.financial_poa, { powers: many(15, 'banking') })).toEqual({
      powers: 'Choose each power once',
    });
  });

  it('refuses a step out of range in words', () => {
    for (const step of [21, -1, 1.5, 'two'])
      expect(messages(ZSaveLegalDraft, { step, answers: {} })).toEqual({
        step: 'Choose a step of the interview',
      });
  });
});
