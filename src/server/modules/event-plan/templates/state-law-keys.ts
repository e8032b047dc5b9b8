/**
 * The conditions and facts the state-law rows need (issue 38): which settlement path the estate's
 * probate assets fit, whether creditors need a notice, whether a state estate tax may apply.
 * template-types.ts joins them into CONDITIONS and FACT_SOURCES.
 */
export const STATE_LAW_CONDITIONS = [
  'settlement_small_estate_affidavit',
  'settlement_summary_administration',
  'settlement_small_estate_petition',
  'settlement_probate',
  'settlement_unknown',
  'creditor_notice_needed',
  'creditor_notice_unverified',
  'state_estate_tax_may_apply',
] as const;
export type StateLawCondition = (typeof STATE_LAW_CONDITIONS)[number];

export const STATE_LAW_FACT_SOURCES = ['settlement_path', 'state_death_tax'] as const;
export type StateLawFactSource = (typeof STATE_LAW_FACT_SOURCES)[number];
