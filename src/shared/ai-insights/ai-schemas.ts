import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { ASSET_CLASSES } from '../investments/investment-schemas';
import { ALLOCATION_CLASSES } from '../investments/allocation/allocation-classes';

/**
 * Spec §7 ai-financial-assistant: one endpoint, five actions. A session is checked first (the
 * route answers 401 "Not authenticated" without one); the household selection (`?owner=`) and
 * the guest rules apply as on every list.
 */

/** Spec §5: a chat query is non-empty after trimming. */
export const CHAT_QUERY_MAX = 500;
/** Spec §9: prediction horizon 3 months. */
export const PREDICTION_MONTHS = 3;

export const AI_ACTIONS = [
  'chat',
  'detect_anomalies',
  'predict_budget',
  'analyze_portfolio',
  'get_recommendations',
] as const;
export type TAiAction = (typeof AI_ACTIONS)[number];

export const ZAiRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('chat'),
    query: singleLine(
      z
        .string({ error: 'Type a question' })
        .trim()
        .min(1, { error: 'Type a question' })
        .max(CHAT_QUERY_MAX, { error: `Keep the question under ${CHAT_QUERY_MAX} characters` }),
    ),
  }),
  z.object({ action: z.literal('detect_anomalies') }),
  z.object({
    action: z.literal('predict_budget'),
    months: z.literal(PREDICTION_MONTHS).default(PREDICTION_MONTHS),
  }),
  z.object({ action: z.literal('analyze_portfolio') }),
  z.object({ action: z.literal('get_recommendations') }),
]);
export type TAiRequest = z.input<typeof ZAiRequest>;

/** A record an answer was computed from, with the screen that shows it. */
export const SOURCE_KINDS = [
  'obligation',
  'account',
  'loan',
  'property',
  'investment',
  'holding',
  'policy',
  'instrument',
  'document',
  'guidebook',
  'advisor',
  'person',
  'plan',
] as const;
export type TSourceKind = (typeof SOURCE_KINDS)[number];

export const ZAiSource = z.object({
  kind: z.enum(SOURCE_KINDS),
  /** The record's id; null for a screen as a whole (the plan, a total). */
  id: z.string().nullable(),
  label: z.string(),
  /** An app path, e.g. `/expenses?search=Toyota`. */
  href: z.string(),
});
export type TAiSource = z.infer<typeof ZAiSource>;

/** Spec §3 chat: `response`; the rest says how it was found and what it used. */
export const ZChatAnswer = z.object({
  response: z.string(),
  /** The question's intent as the router read it, or `unknown`. */
  intent: z.string(),
  /** False when the question was not understood ("I can't answer that yet"). */
  understood: z.boolean(),
  sources: z.array(ZAiSource),
  /** Questions to try next (examples when not understood). */
  suggestions: z.array(z.string()),
  /** `rules` (grounded, always available) or `model` (the optional AI_BASE_URL model phrased it). */
  answeredBy: z.enum(['rules', 'model']),
});
export type TChatAnswer = z.infer<typeof ZChatAnswer>;

/**
 * The anomaly rules, in priority order: when one obligation matches several, the first is
 * reported. A metered bill high against its own usual comes before price_change, whose reference
 * (the one bill before) says less about a bill that moves every time.
 */
export const ANOMALY_RULES = [
  'higher_than_usual',
  'price_change',
  'category_outlier',
  'seasonal_utility',
  'duplicate',
  'overdue',
  'due_before_income',
  'new_charge',
] as const;

/** Spec §3 anomaly `{expense {vendor, cost}, reason, deviation, categoryAverage}`, cents beside dollars. */
export const ZAnomaly = z.object({
  expense: z.object({
    id: z.string(),
    vendor: z.string(),
    category: z.string(),
    cost: z.number(),
    costCents: z.number(),
  }),
  rule: z.enum(ANOMALY_RULES),
  reason: z.string(),
  deviation: z.number(),
  categoryAverage: z.number(),
});
export const ZAnomalies = z.object({ anomalies: z.array(ZAnomaly) });
export type TAnomaly = z.infer<typeof ZAnomaly>;
export type TAnomalies = z.infer<typeof ZAnomalies>;

/** Spec §3 budget prediction. */
export const ZBudgetPrediction = z.object({
  currentAverage: z.number(),
  currentAverageCents: z.number(),
  trend: z.enum(['increasing', 'decreasing', 'stable']),
  trendAmount: z.number(),
  trendAmountCents: z.number(),
  predictions: z.array(
    z.object({
      month: z.string(),
      predicted: z.number(),
      predictedCents: z.number(),
      lines: z.array(
        z.object({
          obligationId: z.string(),
          vendor: z.string(),
          amountCents: z.number(),
          method: z.enum(['scheduled', 'seasonal-naive', 'median-of-last-3', 'recorded']),
        }),
      ),
      /** The month's bills beyond those listed (the largest 25): how many, and their sum. */
      otherLines: z.object({ count: z.number(), amountCents: z.number() }).nullable(),
    }),
  ),
});
export type TBudgetPrediction = z.infer<typeof ZBudgetPrediction>;

export const OBSERVATION_TONES = ['info', 'good', 'warning'] as const;

/** A plain-language observation about the portfolio (concentration, cash share, gain…). */
export const ZPortfolioObservation = z.object({
  tone: z.enum(OBSERVATION_TONES),
  text: z.string(),
});
export type TPortfolioObservation = z.infer<typeof ZPortfolioObservation>;

/** Spec §3 portfolio, plus observations and the figures behind them. */
export const ZPortfolioInsights = z.object({
  totalValue: z.number(),
  investmentCount: z.number(),
  allocation: z.array(
    z.object({
      type: z.enum(ASSET_CLASSES),
      percentage: z.number(),
      value: z.number(),
      count: z.number(),
    }),
  ),
  /** The same holdings by asset class (issue 40): a bond fund counts as bonds. */
  assetClassAllocation: z.array(
    z.object({
      assetClass: z.enum(ALLOCATION_CLASSES),
      percentage: z.number(),
      value: z.number(),
      count: z.number(),
    }),
  ),
  marketInsights: z.array(
    z.object({ symbol: z.string(), c: z.number(), dp: z.number().nullable() }),
  ),
  observations: z.array(ZPortfolioObservation),
});
export type TPortfolioInsights = z.infer<typeof ZPortfolioInsights>;

export const TIP_SEVERITIES = ['high', 'medium', 'low'] as const;
export type TTipSeverity = (typeof TIP_SEVERITIES)[number];

/** One rule's finding: what to do, why, and where to fix it. */
export const ZTip = z.object({
  /** The rule's stable id, e.g. `no-will`. */
  rule: z.string(),
  severity: z.enum(TIP_SEVERITIES),
  title: z.string(),
  detail: z.string(),
  /** The screen where it is fixed. */
  href: z.string(),
  /** The label of the link, e.g. "Add a will". */
  action: z.string(),
  /**
   * Where an outside figure the tip states comes from (a rule of thumb, a tax amount with its
   * year); absent when the tip states only the household's own numbers.
   */
  source: z.object({ label: z.string(), url: z.string().nullable() }).optional(),
});
export type TTip = z.infer<typeof ZTip>;

/** Spec §3 recommendations "gives text": the tips as one text, and each on its own. */
export const ZRecommendations = z.object({
  recommendations: z.string(),
  tips: z.array(ZTip),
});
export type TRecommendations = z.infer<typeof ZRecommendations>;
