import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

describe('records a question lists', () => {
  it('adds up a car’s two bills named part by part, one only by its description', async () => {
    // GEICO (Toyota Camry) $142.00 a month + Texas DMV (Toyota Camry) $85.00 a year.
    const answer = await ask(
      'What does the Camry cost us a month between its insurance and the registration?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('GEICO (Toyota Camry)');
    expect(answer.response).toContain('Texas DMV (Toyota Camry)');
    expect(answer.response).not.toContain('Honda');
    expect(answer.response).toContain('Together: $149.08 a month');
  });

  it('reads a kind beside a record of that kind as every record of the kind', async () => {
    // Chase Total Checking $12,400 + Chase Savings $35,000 + Ally High Yield Savings $20,000.
    const answer = await ask(
      "What's our combined cash in checking, savings and the Ally account?",
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Together: $67,400.00');
  });

  it('says the same due day of a loan and of the bill that pays it once', async () => {
    const answer = await ask('When is the next payment on the Camry loan?', riveraSnapshot());
    expect(answer.response.match(/Mar 20, 2026/g)).toHaveLength(1);
  });
});

describe('more of what the records hold', () => {
  it('tells one bill with what it covers', async () => {
    const answer = await ask('What is the Texas DMV charge for the Camry?', riveraSnapshot());
    expect(answer.response).toContain('for “Registration”');
  });

  it('adds the policies on the asker and on the person named with them', async () => {
    // Northwestern Mutual on Alex Rivera $1,000,000 + Haven Life on Sam Rivera $500,000.
    const answer = await ask(
      'How much life insurance do Sam and I have between us?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^You have \$1,500,000\.00 of life insurance in 2 policies/);
  });

  it('declines a rate the records do not hold', async () => {
    const answer = await ask('What APY is the Chase savings earning?', riveraSnapshot());
    expect(answer.understood).toBe(false);
  });
});
