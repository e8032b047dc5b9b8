import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

describe('holdings asked for by their kind', () => {
  it('lists the individual stocks, not the funds a "not" leaves out', async () => {
    const answer = await ask(
      'which individual stocks do we own? not funds or ETFs, actual companies',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('You hold 1 individual stock: 50 shares of AAPL');
    expect(answer.response).not.toContain('VTI');
  });

  it('lists the ETFs of the account named, with their total', async () => {
    const answer = await ask('what ETFs are in the joint brokerage?', riveraSnapshot());
    expect(answer.response).toContain('You hold 2 ETFs');
    expect(answer.response).toContain('Together $37,648.00');
  });

  it('classes a bond holding by what it is, whatever its fund type', async () => {
    const answer = await ask('what bond funds do we have', riveraSnapshot());
    expect(answer.response).toContain('BND');
    expect(answer.response).toContain('VBTLX');
  });

  it('leaves a kind no holding is to what the account holds', async () => {
    const answer = await ask("what stocks are in Alex's 401k", riveraSnapshot());
    expect(answer.response).toContain('VFIAX');
  });
});
