import type {
  TEstateAsset,
  TEstateGap,
  TEstateSummary,
} from '@shared/estate/estate-summary-schemas';

/** Estate summaries as GET /api/estate/summary answers them, for the web tests. */

export function estateAsset(overrides: Partial<TEstateAsset> = {}): TEstateAsset {
  return {
    kind: 'asset',
    id: 'asset-1',
    ownerId: 'user-1',
    label: 'Chase · Savings',
    detail: 'Financial account · Savings',
    valueCents: 2_000_000,
    passesBy: 'will',
    source: 'default',
    recipients: null,
    link: '/accounts',
    titling: null,
    personKey: 'user-1:maria lopez',
    holderKnown: true,
    jointPersonKey: null,
    titlingForms: ['individual', 'jtwros', 'tod_pod', 'trust'],
    ...overrides,
  };
}

export function estateGap(overrides: Partial<TEstateGap> = {}): TEstateGap {
  return {
    key: 'no_beneficiary:policy:policy-1',
    ownerId: 'user-1',
    rule: 'no_beneficiary',
    severity: 'high',
    title: 'Northwestern Mutual life policy has no beneficiary',
    explanation:
      'Without a beneficiary the insurer pays the policy to your estate: the money goes through probate.',
    fix: { label: 'Name a beneficiary', to: '/estate-plan?tab=insurance' },
    ...overrides,
  };
}

export function estateSummary(overrides: Partial<TEstateSummary> = {}): TEstateSummary {
  return {
    assets: [],
    people: [],
    homeStates: {},
    probateCents: 0,
    nonProbateCents: 0,
    lifeInsuranceCents: 0,
    gaps: [],
    score: 100,
    checksPassed: 0,
    checksTotal: 0,
    ...overrides,
  };
}
