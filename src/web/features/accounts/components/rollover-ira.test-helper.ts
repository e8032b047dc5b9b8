import { asset } from '../account-fixtures.test-helper';

/** An IRA shown as its Investments record: $42,000 in 3 holdings, beneficiaries designated. */
export const ROLLOVER_IRA = asset({
  id: 'asset-ira',
  type: 'ira',
  institutionName: 'Vanguard',
  accountName: 'Rollover IRA',
  balanceCents: 4_200_000,
  ledger: 'investments',
  holdingCount: 3,
  beneficiary: 'Lucas Rivera, Ana Rivera',
  beneficiaryDesignated: true,
});
