import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

/** The Riveras with their checking titled JTWROS, as the estate plan's titling records it. */
function withJointChecking() {
  const snapshot = riveraSnapshot();
  const checking = snapshot.estate.assets.find((each) => each.type === 'checking');
  if (!checking) throw new Error('the fixture has a checking account');
  snapshot.estate = {
    ...snapshot.estate,
    titling: [
      ...snapshot.estate.titling,
      {
        ownerId: checking.ownerId,
        assetKind: 'asset',
        assetId: checking.id,
        passesBy: null,
        titling: 'jtwros',
        holderName: 'Alex Rivera',
        jointHolderName: 'Sam Rivera',
      },
    ],
  };
  return { snapshot, checking };
}

describe('records by how they are titled', () => {
  it('lists the accounts titled in the form asked, with their holders', async () => {
    const { snapshot, checking } = withJointChecking();
    const answer = await ask(
      'Which of our accounts are titled joint with right of survivorship?',
      snapshot,
    );
    expect(answer.response).toMatch(/^Titled joint with right of survivorship \(JTWROS\): /);
    expect(answer.response).toContain(`${checking.institutionName} · ${checking.accountName}`);
    expect(answer.response).toContain('Alex Rivera and Sam Rivera');
    expect(answer.response).not.toContain('Oak St');
    expect((await ask('Which accounts are joint?', snapshot)).response).toMatch(/^Held jointly: /);
  });

  it('reads a record the owner said passes by the trust as owned by it', async () => {
    const answer = await ask('Which properties are titled to the trust?', riveraSnapshot());
    expect(answer.response).toBe('Owned by a trust: 12 Oak St, Austin, TX 78701.');
    // What should be in the trust is the trust's funding, not how records are titled.
    const funding = await ask('Which assets are supposed to be in the trust?', riveraSnapshot());
    expect(funding.response).not.toMatch(/^Owned by a trust/);
  });

  it('says when no record is titled so, and leaves a named joint account to its own answer', async () => {
    const none = await ask(
      'Which accounts are titled joint with right of survivorship?',
      riveraSnapshot(),
    );
    expect(none.response).toBe(
      'No account or property in your records is titled joint with right of survivorship (JTWROS).',
    );
    const apple = await ask(
      'What is the cost basis of the Apple shares in the joint brokerage account?',
      riveraSnapshot(),
    );
    expect(apple.response).toMatch(/^You hold \S+ shares of AAPL/);
  });
});
