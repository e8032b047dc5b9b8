import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

describe('totals across several records', () => {
  it('adds up the equity of the properties named', async () => {
    const answer = await ask('what is the combined equity in both cars', riveraSnapshot());
    expect(answer.intent).toBe('property_value');
    expect(answer.response).toMatch(/^Equity \$26,300\.00 together: /);
    expect(answer.response).toContain('equity $7,800.00');
  });

  it('adds what the loans named still owe, not what they cost a month', async () => {
    const answer = await ask(
      'What is the total of every loan the household still owes, the mortgage and the Camry loan together?',
      riveraSnapshot(),
    );
    // Each debt once, by its balance: the Camry's bill and its loan are one debt.
    expect(answer.response).toContain('Together: $326,650.00.');
    expect(answer.response).not.toContain('a month');
  });

  it('adds a credit card balance to the loans as a debt', async () => {
    const answer = await ask(
      "What's our total debt if I add up the mortgage, the Camry loan and the Amex card balance?",
      riveraSnapshot(),
    );
    expect(answer.response).toContain('balance $2,300.00');
    expect(answer.response).toContain('Together: $328,950.00.');
  });

  it('counts the guidebook entries', async () => {
    const answer = await ask(
      'how many guidebook entries has Sam written so far',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    // The guidebook does not say who wrote an entry: the count of those there is, not a guess.
    expect(answer.response).toMatch(/^Your family guidebook has 4 entries: /);
  });
});
