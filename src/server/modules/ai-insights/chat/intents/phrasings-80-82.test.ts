import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

describe('phrasings from held-out-80 to -82', () => {
  it('reads "what all gets pulled on the 1st of the month" as the bills paid that day', async () => {
    const answer = await ask('what all gets pulled on the 1st of the month?', riveraSnapshot());
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/^\d+ bills are paid on the 1st of the month/);
  });

  it('reads "how much is on the Amex right now" as the card balance, not its bills', async () => {
    const answer = await ask("It's Alex. How much is on the Amex right now?", riveraSnapshot());
    expect(answer.response).toContain('$2,300.00');
    expect(answer.response).not.toMatch(/bills come to/);
    // A period or a bill word still asks what is charged to it.
    const charged = await ask('how much goes on the amex each month?', riveraSnapshot());
    expect(charged.response).toMatch(/bills come to/);
  });

  it('leaves out "at this point" rather than look for a record called "point"', async () => {
    const answer = await ask('how much is in the joint brokerage at this point', riveraSnapshot());
    expect(answer.response).not.toContain('couldn’t find');
    expect(answer.response).toContain('Joint Brokerage');
  });

  it('reads who takes over an account (as owner) as its successor owner, from its notes', async () => {
    const snapshot = riveraSnapshot();
    snapshot.investments = snapshot.investments.map((account) =>
      account.id === 'inv-401k' ? { ...account, notes: 'Successor owner: Sam Rivera.' } : account,
    );
    const answer = await ask(
      "who takes over Alex's 401k as owner if something happens to me",
      snapshot,
    );
    expect(answer.response).toContain('Successor owner: Sam Rivera.');
  });

  it("says the year a term policy's term ends, worked out from its notes", async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate.policies = snapshot.estate.policies.map((policy) =>
      policy.id === 'pol-life-alex'
        ? { ...policy, notes: '20-year level term, issued 2019.' }
        : policy,
    );
    const record = await ask('when does the Northwestern Mutual term life policy end?', snapshot);
    expect(record.response).toContain('its 20-year term runs to 2039');
    const listed = await ask('what year does my term life run out', snapshot);
    expect(listed.response).toContain('its 20-year term runs to 2039');
  });
});
