import type {
  TAnomaly,
  TBudgetPrediction,
  TChatAnswer,
  TPortfolioInsights,
  TTip,
} from '@shared/ai-insights/ai-schemas';

/** A grounded chat answer; tests override what they are about. */
export function makeChatAnswer(overrides: Partial<TChatAnswer> = {}): TChatAnswer {
  return {
    response: 'You spend $1,234.56 a month on 7 obligations.',
    intent: 'total_spend',
    understood: true,
    sources: [{ kind: 'obligation', id: null, label: 'Monthly Expenses', href: '/expenses' }],
    suggestions: ['What is due this week?'],
    answeredBy: 'rules',
    ...overrides,
  };
}

export function makeAnomaly(vendor: string, overrides: Partial<TAnomaly> = {}): TAnomaly {
  return {
    expense: { id: `id-${vendor}`, vendor, category: 'home', cost: 180, costCents: 18_000 },
    rule: 'price_change',
    reason: 'Up 20% from $150.00 to $180.00',
    deviation: 20,
    categoryAverage: 120.5,
    ...overrides,
  };
}

export function makePrediction(): TBudgetPrediction {
  return {
    currentAverage: 1_000,
    currentAverageCents: 100_000,
    trend: 'increasing',
    trendAmount: 12.3,
    trendAmountCents: 1_230,
    predictions: [
      {
        month: '2026-07',
        predicted: 1_050,
        predictedCents: 105_000,
        lines: [
          { obligationId: 'a', vendor: 'Austin Energy', amountCents: 5_000, method: 'recorded' },
          { obligationId: 'b', vendor: 'Wells Fargo', amountCents: 100_000, method: 'scheduled' },
        ],
        otherLines: null,
      },
      {
        month: '2026-08',
        predicted: 1_000,
        predictedCents: 100_000,
        lines: [],
        otherLines: null,
      },
      {
        month: '2026-09',
        predicted: 1_600,
        predictedCents: 160_000,
        lines: [
          { obligationId: 'b', vendor: 'Wells Fargo', amountCents: 100_000, method: 'scheduled' },
        ],
        otherLines: { count: 40, amountCents: 60_000 },
      },
    ],
  };
}

export function makePortfolio(overrides: Partial<TPortfolioInsights> = {}): TPortfolioInsights {
  return {
    totalValue: 12_500.5,
    investmentCount: 3,
    allocation: [
      { type: 'etf', percentage: 62.5, value: 7_812.81, count: 2 },
      { type: 'cash', percentage: 37.5, value: 4_687.69, count: 1 },
    ],
    assetClassAllocation: [
      { assetClass: 'stock', percentage: 62.5, value: 7_812.81, count: 2 },
      { assetClass: 'cash', percentage: 37.5, value: 4_687.69, count: 1 },
    ],
    marketInsights: [
      { symbol: 'VTI', c: 250.123, dp: -0.11 },
      { symbol: 'AAPL', c: 200, dp: 0.98 },
      { symbol: 'SPAXX', c: 1, dp: null },
    ],
    observations: [{ tone: 'warning', text: 'Cash is 37.5% of the portfolio.' }],
    ...overrides,
  };
}

export function makeTip(rule: string, severity: TTip['severity']): TTip {
  return {
    rule,
    severity,
    title: `Tip ${rule}`,
    detail: `Why ${rule} matters.`,
    href: `/estate-plan#${rule}`,
    action: `Fix ${rule}`,
  };
}
