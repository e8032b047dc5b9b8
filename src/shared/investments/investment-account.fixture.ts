import type { TInvestmentAccount } from './investment-schemas';

/**
 * An investment account as GET /api/investments returns it, with every optional field empty
 * (no number, owner name, beneficiaries, notes, entered balance or holdings); tests set what
 * they are about. Test-only: product code never imports a `*.fixture.ts` file.
 */
export function investmentAccountFixture(
  overrides: Partial<TInvestmentAccount> = {},
): TInvestmentAccount {
  return {
    id: 'investment-1',
    ownerId: 'user-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    type: 'brokerage',
    institutionName: 'Fidelity',
    accountName: 'Brokerage',
    accountNumberLast4: null,
    ownerName: null,
    designation: 'none',
    beneficiaries: [],
    notes: null,
    balanceCents: null,
    beneficiary: null,
    holdings: [],
    ...overrides,
  };
}
