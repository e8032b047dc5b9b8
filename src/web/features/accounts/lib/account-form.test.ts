import { describe, expect, it } from 'vitest';
import { ASSET_TYPES } from '@shared/finance/asset-schemas';
import { asset } from '../account-fixtures.test-helper';
import { ACCOUNT_TYPE_GROUPS, accountFormSchema, accountFormValues } from './account-form';

describe('ACCOUNT_TYPE_GROUPS', () => {
  it('offers every type exactly once', () => {
    const offered = ACCOUNT_TYPE_GROUPS.flatMap((group) => group.types.map((each) => each.value));
    expect([...offered].sort()).toEqual([...ASSET_TYPES].sort());
  });
});

describe('accountFormSchema', () => {
  const ira = asset({ type: 'ira', ledger: 'investments', beneficiary: 'Lucas Rivera' });

  it('sends the beneficiary line of an account without named beneficiaries', () => {
    const parsed = accountFormSchema(ira).parse(accountFormValues(ira));
    expect(parsed.beneficiary).toBe('Lucas Rivera');
  });

  it('leaves it out when Investments names the beneficiaries', () => {
    const designated = { ...ira, beneficiaryDesignated: true };
    const parsed = accountFormSchema(designated).parse(accountFormValues(designated));
    expect(parsed).not.toHaveProperty('beneficiary');
    expect(parsed).toMatchObject({ type: 'ira', balanceCents: 250_000 });
  });
});
