import { describe, expect, it } from 'vitest';
import type { TDesignationKind } from '@shared/investments/investment-schemas';
import {
  tierTotals,
  type TBeneficiaryRow,
} from '@web/components/beneficiaries/beneficiary-form-rows';
import { investmentFixture } from '@web/testing/record-fixtures.test-helper';
import { ZInvestmentAccountForm, investmentAccountFormValues } from './investment-account-form';

const row = (overrides: Partial<TBeneficiaryRow> = {}): TBeneficiaryRow => ({
  name: 'Lucas Rivera',
  relationship: '',
  tier: 'primary',
  sharePercent: '100',
  ...overrides,
});

function check(beneficiaries: TBeneficiaryRow[], designation: TDesignationKind = 'beneficiaries') {
  const values = {
    ...investmentAccountFormValues(),
    institutionName: 'Fidelity',
    accountName: 'Individual',
    designation,
    beneficiaries,
  };
  const result = ZInvestmentAccountForm.safeParse(values);
  return {
    data: result.data,
    issues: (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  };
}

describe('ZInvestmentAccountForm', () => {
  it('sends shares as basis points', () => {
    const { data } = check([row({ sharePercent: '33.33' }), row({ sharePercent: '66.67' })]);
    expect(data?.beneficiaries.map((each) => each.shareBasisPoints)).toEqual([3_333, 6_667]);
  });

  it('puts a tier’s total on its first share, and checks each tier on its own', () => {
    expect(
      check([
        row(),
        row({ tier: 'contingent', sharePercent: '40' }),
        row({ tier: 'contingent', sharePercent: '40' }),
      ]).issues,
    ).toEqual([
      [
        'beneficiaries.1.sharePercent',
        'Contingent beneficiaries’ shares add up to 80 %: they must add up to 100 %',
      ],
    ]);
  });

  it('asks for a primary beneficiary, and for a readable share before any total', () => {
    expect(check([]).issues).toEqual([['beneficiaries', 'Name at least one primary beneficiary']]);
    expect(check([row({ tier: 'contingent' })]).issues).toEqual([
      ['beneficiaries.0.tier', 'Name at least one primary beneficiary'],
    ]);
    expect(
      check([row({ sharePercent: 'half' }), row({ name: ' ', sharePercent: '0' })]).issues,
    ).toEqual([
      ['beneficiaries.0.sharePercent', 'Enter a percentage'],
      ['beneficiaries.1.name', 'Enter the beneficiary’s name'],
      ['beneficiaries.1.sharePercent', 'A share must be more than 0 %'],
    ]);
  });

  it('drops the rows when the account is not designated', () => {
    const { data, issues } = check([row({ sharePercent: 'x' })], 'none');
    expect(issues).toEqual([]);
    expect(data?.beneficiaries).toEqual([]);
  });
});

describe('the entered balance', () => {
  const parse = (balance: string) =>
    ZInvestmentAccountForm.safeParse({
      ...investmentAccountFormValues(),
      institutionName: 'Fidelity',
      accountName: 'Individual',
      balance,
    });

  it('sends the balance typed, in cents, and null when left blank', () => {
    expect(parse('$12,500.50').data?.balanceCents).toBe(1_250_050);
    expect(parse('-40').data?.balanceCents).toBe(-4_000);
    expect(parse('  ').data?.balanceCents).toBeNull();
  });

  it('says what is wrong with one it cannot read, at the balance', () => {
    const issues = (balance: string) =>
      parse(balance).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues('lots')).toEqual([['balance', 'Enter the balance']]);
    expect(issues('1.005')).toEqual([['balance', 'Use at most 2 decimals']]);
    expect(issues('2000000000')).toEqual([['balance', 'Enter a smaller balance']]);
  });

  it('starts from the stored balance, or blank when none is', () => {
    expect(
      investmentAccountFormValues(investmentFixture({ balanceCents: 1_250_050 })).balance,
    ).toBe('12500.5');
    expect(investmentAccountFormValues(investmentFixture()).balance).toBe('');
  });
});

describe('tierTotals', () => {
  it('adds each tier’s readable shares, in tier order', () => {
    expect(
      tierTotals([
        row({ tier: 'contingent', sharePercent: '12.5' }),
        row({ sharePercent: '60' }),
        row({ sharePercent: 'oops' }),
      ]),
    ).toEqual([
      { tier: 'primary', basisPoints: 6_000 },
      { tier: 'contingent', basisPoints: 1_250 },
    ]);
  });
});
