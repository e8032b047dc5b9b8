import { describe, expect, it } from 'vitest';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

/** The Riveras' joint brokerage held with survivorship and registered TOD to Maria. */
function jointWithTod(): HouseholdSnapshot {
  const snapshot = riveraSnapshot();
  const investments = snapshot.estate.investments.map((account) =>
    account.id === 'inv-fidelity'
      ? {
          ...account,
          designation: 'transfer_on_death' as const,
          beneficiaries: [
            {
              name: 'Maria Lopez',
              relationship: 'Sister',
              tier: 'primary' as const,
              shareBasisPoints: 10_000,
              minor: false,
            },
          ],
        }
      : account,
  );
  const titling = [
    ...snapshot.estate.titling,
    {
      ownerId: snapshot.estate.investments[0]?.ownerId ?? '',
      assetKind: 'investment' as const,
      assetId: 'inv-fidelity',
      passesBy: 'joint_survivorship' as const,
    },
  ];
  return { ...snapshot, estate: { ...snapshot.estate, investments, titling } };
}

describe('records named by their owner or their everyday name', () => {
  it('finds an investment account by whose it is', async () => {
    const answer = await ask("How much is in Alex's 401k?", riveraSnapshot());
    expect(answer.intent).toBe('portfolio');
    expect(answer.response).toMatch(/^Vanguard · Alex 401\(k\) is worth \$/);
  });

  it('lists the holdings when asked what an account is invested in', async () => {
    const answer = await ask("What funds are in Alex's 401k?", riveraSnapshot());
    expect(answer.intent).toBe('portfolio');
    expect(answer.response).toMatch(
      /^Vanguard · Alex 401\(k\) is worth \$[\d,.]+ in \d holdings, .+: /,
    );
    expect(answer.response).toContain('VFIAX (Vanguard 500 Index Admiral)');
    expect(answer.response).toContain('VBTLX (Vanguard Total Bond Market Index Admiral)');
  });

  it('answers a financial account the portfolio words led to ("fund", "HSA")', async () => {
    const answer = await ask('Which bank is the high yield savings fund at?', riveraSnapshot());
    expect(answer.intent).toBe('accounts');
    expect(answer.response).toContain('Ally Bank');
  });

  it('finds a beneficiary by the holder’s name and “401k” for “401(k)”', async () => {
    const answer = await ask("Who is the beneficiary on Alex's 401k?", riveraSnapshot());
    expect(answer.intent).toBe('beneficiaries');
    expect(answer.response).toMatch(/^Vanguard · Alex 401\(k\)/);
  });

  it('names who gets a joint account registered TOD after both owners', async () => {
    const answer = await ask('Who gets the joint brokerage?', jointWithTod());
    expect(answer.response).toContain(
      'after both owners it goes to Maria Lopez (100%) (transfer on death)',
    );
  });

  it('counts a joint account among the records naming whom its TOD names after both owners', async () => {
    const answer = await ask('Which of our accounts name Maria as a beneficiary?', jointWithTod());
    expect(answer.intent).toBe('beneficiaries');
    expect(answer.response).toContain('Fidelity · Joint Brokerage');
    expect(answer.response).toContain('after both owners it goes to Maria Lopez (100%)');
  });

  it('gives the phone of someone the estate plan names who is not an advisor', async () => {
    const answer = await ask('How do I get in touch with Maria?', riveraSnapshot());
    expect(answer.intent).toBe('estate_people');
    expect(answer.response).toContain('Maria Lopez (Sister');
    expect(answer.response).toContain('phone (512) 555-0177');
  });

  it('reads “when does … go out” as a due date', async () => {
    const answer = await ask('When does the Vanguard 529 contribution go out?', riveraSnapshot());
    expect(answer.intent).toBe('due');
    expect(answer.response).toContain('Mar 28, 2026');
  });

  it('keeps “streaming” beside the subscriptions it describes', async () => {
    const answer = await ask(
      'What do we pay for streaming, Netflix and Spotify?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Netflix');
    expect(answer.response).toContain('Spotify');
  });

  it('reads “dwelling” as the home', async () => {
    const answer = await ask('What is the dwelling coverage on our policy?', riveraSnapshot());
    expect(answer.intent).toBe('insurance');
    expect(answer.response).toContain('State Farm');
  });
});
