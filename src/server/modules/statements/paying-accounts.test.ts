import { describe, expect, it } from 'vitest';
import type { TStatementAccount } from '@shared/statements/statement-types';
import type { PayingAccount } from '../assets/paying-account-rows';
import { payingAccountFor } from './paying-accounts';

const statementOf = (fields: Partial<TStatementAccount> = {}): TStatementAccount => ({
  institution: 'Chase',
  kind: 'checking',
  last4: '8842',
  label: 'Chase ****8842',
  ...fields,
});

const account = (id: string, fields: Partial<PayingAccount> = {}): PayingAccount => ({
  id,
  type: 'checking',
  institutionName: 'JPMorgan Chase',
  accountName: 'Everyday',
  accountNumberLast4: '8842',
  ...fields,
});

describe('payingAccountFor', () => {
  it('finds the account with the same last 4 at the same institution, labelled as the form saves it', () => {
    expect(
      payingAccountFor(statementOf(), [account('a', { accountNumberLast4: '1111' }), account('b')]),
    ).toEqual({
      id: 'b',
      label: 'JPMorgan Chase - Everyday ****8842',
    });
  });

  it('needs the last 4, and the institution to agree where the file names one', () => {
    expect(payingAccountFor(statementOf({ last4: null }), [account('a')])).toBeNull();
    expect(
      payingAccountFor(statementOf(), [account('a', { institutionName: 'Wells Fargo' })]),
    ).toBeNull();
    expect(
      payingAccountFor(statementOf({ institution: null }), [
        account('a', { institutionName: 'Wells Fargo' }),
      ]),
    ).toMatchObject({ id: 'a' });
  });

  it('tells two accounts ending alike apart by kind, and gives up when that does not', () => {
    const card = account('card', { type: 'credit_card', accountName: 'Sapphire' });
    expect(
      payingAccountFor(statementOf({ kind: 'credit_card' }), [account('a'), card]),
    ).toMatchObject({
      id: 'card',
    });
    expect(payingAccountFor(statementOf(), [account('a'), account('b')])).toBeNull();
  });
});
