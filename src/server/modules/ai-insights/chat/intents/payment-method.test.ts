import { describe, expect, it } from 'vitest';
import { emptySnapshot, snapshotObligation } from '../../snapshot/snapshot-fixture';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { ask, sourceIds } from '../chat-test-helpers';

function household(): HouseholdSnapshot {
  const snapshot = emptySnapshot('2026-03-10');
  snapshot.obligations = [
    snapshotObligation({
      id: 'mortgage',
      vendor: 'Wells Fargo',
      category: 'home',
      homeSubcategory: 'Mortgage',
      costCents: 200_000,
      isAutoPay: true,
      autoPayDate: 1,
      bankAccount: 'Chase ****1234',
    }),
    snapshotObligation({
      id: 'phone',
      vendor: 'Verizon',
      costCents: 9_000,
      isAutoPay: true,
      autoPayDate: 12,
      bankAccount: 'Amex ****9876',
    }),
    snapshotObligation({
      id: 'water',
      vendor: 'City Water',
      costCents: 5_000,
      bankAccount: 'Chase ****1234',
    }),
    snapshotObligation({ id: 'lawn', vendor: 'Lawn Guys', costCents: 8_000 }),
  ];
  return snapshot;
}

describe('auto-pay and paying accounts', () => {
  it('lists what is on auto-pay by account, with the day each is drafted', async () => {
    const answer = await ask('what is on autopay?', household());
    expect(answer.intent).toBe('autopay');
    expect(answer.response).toContain('2 obligations are on auto-pay, $2,090.00 a month');
    expect(answer.response).toContain('From Chase ****1234: Wells Fargo $2,000.00/mo on the 1st');
    expect(answer.response).toContain('From Amex ****9876: Verizon $90.00/mo on the 12th');
    expect(answer.response).toContain('2 others are paid manually');
    expect(sourceIds(answer)).toEqual(['mortgage', 'phone']);
  });

  it('lists what is paid manually, with the account when one is recorded', async () => {
    const answer = await ask('what do we pay manually', household());
    expect(answer.intent).toBe('manual_pay');
    expect(answer.response).toContain(
      '2 obligations are paid manually (not on auto-pay), $130.00 a month',
    );
    expect(answer.response).toContain('City Water $50.00/mo from Chase ****1234');
    expect(sourceIds(answer)).toEqual(['lawn', 'water']);
  });

  it('says which account pays a vendor', async () => {
    const answer = await ask('which account pays verizon?', household());
    expect(answer.intent).toBe('paying_account');
    expect(answer.response).toBe(
      'Verizon $90.00/mo is paid from Amex ****9876, on auto-pay on the 12th.',
    );
    expect(sourceIds(answer)).toEqual(['phone']);
  });

  it('says when no paying account is recorded rather than guessing one', async () => {
    const answer = await ask('how do we pay the lawn guys', household());
    expect(answer.response).toContain(
      'Lawn Guys $80.00/mo has no paying account recorded, paid manually',
    );
  });

  it('lists what an account pays', async () => {
    const answer = await ask('what comes out of chase', household());
    expect(answer.response).toContain(
      '2 obligations are paid from Chase ****1234, $2,050.00 a month',
    );
    expect(sourceIds(answer)).toEqual(['mortgage', 'water']);
  });

  it('does not answer about another vendor when the name matches nothing', async () => {
    const answer = await ask('which card pays netflix', household());
    expect(answer.response).toMatch(/^I couldn't find “netflix”/);
    expect(answer.sources).toEqual([]);
  });

  it('lists the bills that say neither auto-pay nor an account to pay them from', async () => {
    for (const question of [
      'Which bills have no payment method recorded?',
      'Are there any bills where we never wrote down how they get paid?',
    ]) {
      const answer = await ask(question, household());
      expect(answer.intent).toBe('manual_pay');
      expect(answer.response).toBe(
        '1 obligation has no payment method recorded (neither auto-pay nor an account to pay it from): Lawn Guys $80.00/mo.',
      );
    }
  });
});
