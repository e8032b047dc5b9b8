import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

// Questions a review of the record lookup found answered wrongly, each with what is right.
describe('the record lookup, on questions a review found', () => {
  it('keeps a note that only says "will" or "trust" from naming who drafted a document', async () => {
    const snapshot = riveraSnapshot();
    snapshot.advisors = snapshot.advisors.map((advisor) =>
      advisor.id === 'adv-cpa'
        ? { ...advisor, notes: 'Will send the 2025 return in April; we trust her completely.' }
        : advisor,
    );
    const answer = await ask('Who drew up the trust?', snapshot);
    expect(answer.response).not.toContain('Will send the 2025 return');
  });

  it('finds the advisor who holds what is asked when a bill is named better', async () => {
    const answer = await ask('Who prepared our taxes?', riveraSnapshot());
    expect(answer.response).toContain('Priya Shah');
  });

  it('leaves a loan payoff answer alone', async () => {
    const answer = await ask('When does the Camry loan end?', riveraSnapshot());
    expect(answer.intent).toBe('loans');
    expect(answer.response).not.toMatch(/^Toyota Financial Services.*due on the/);
  });

  it('compares two amounts asked "more than" instead of adding them', async () => {
    const answer = await ask(
      'Do we pay more for Austin Energy than Texas Gas Service?',
      riveraSnapshot(),
    );
    expect(answer.response).not.toContain('Together');
    expect(answer.response).toContain('Difference: $105.90 a month');
  });

  it('answers about passwords from the guidebook, and declines the password itself', async () => {
    const about = await ask(
      'What does the guidebook say about passwords?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(about.response).toContain('1Password');
    const secret = await ask('What is the password for the Chase account?', riveraSnapshot());
    expect(secret.understood).toBe(false);
  });

  it("declines advice asked with the family's plan words", async () => {
    const answer = await ask(
      'What should we do about the digital accounts legally?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.understood).toBe(false);
  });
});
