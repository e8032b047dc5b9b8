import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

describe('phrasings from held-out-87 to -90', () => {
  it('leaves out "the bills we track" rather than look for a record called "track"', async () => {
    const answer = await ask(
      'How many of the bills we track are paid once a year rather than monthly?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Your \d+ obligations paid once a year come to/);
  });

  it('keeps the sentence that names what "it" is when a person is named before "it"', async () => {
    const snapshot = riveraSnapshot();
    snapshot.investments = snapshot.investments.map((account) =>
      account.id === 'inv-401k' ? { ...account, notes: 'Successor owner: Sam Rivera.' } : account,
    );
    const answer = await ask(
      'The 401k at Vanguard, it is in the name of Alex. If Alex is not there any more, who takes it over as owner?',
      snapshot,
    );
    expect(answer.response).toContain('Successor owner: Sam Rivera.');
  });

  it('says a described kind of bill as one phrase ("the house HOA")', async () => {
    const answer = await ask('What does the residence HOA cost?', riveraSnapshot());
    expect(answer.response).toContain('on the house HOA');
  });
});
