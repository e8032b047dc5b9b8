import type { ANOMALY_RULES } from '@shared/ai-insights/ai-schemas';

/** One amount from an obligation's history (the `obligation_amounts` table, issue 12). */
export interface AmountPoint {
  amountCents: number;
  /** The bill's statement date (YYYY-MM-DD) for a scan; null when the amount was typed. */
  periodStart: string | null;
  /** When the row was written (`created_at`): the date of a typed amount. */
  recordedAt: Date;
  source: 'manual' | 'bill_scan' | 'edit' | 'import';
}

/** An obligation as the anomaly rules read it: the `expenses` row and its amount history. */
export interface ObligationForAnomalies {
  id: string;
  /**
   * The household it belongs to. With several selected, an obligation is compared only with its
   * own household's: two families each paying Netflix is no duplicate.
   */
  ownerId?: string;
  vendor: string;
  /** Its own words ("Health insurance", "Umbrella policy"): what kind of insurance it is. */
  description?: string | null;
  category: string;
  /** Only meaningful for the home category (spec §3: Rent, Mortgage, Utilities…). */
  homeSubcategory: string | null;
  costCents: number;
  frequency: string;
  isAutoPay: boolean;
  /** Day of the month it is due (1–31), and when it was added: its next due date (nextDueDate). */
  autoPayDate?: number | null;
  createdAt?: Date;
  history: AmountPoint[];
}

export type AnomalyRule = (typeof ANOMALY_RULES)[number];

/** What a rule says about one obligation, before the spec's response shape is built. */
export interface RuleFinding {
  obligationId: string;
  rule: AnomalyRule;
  reason: string;
  /** Percent against the rule's reference (previous amount, category median…), 1 decimal. */
  deviation: number;
}

/**
 * Spec §3 anomaly: `{expense {vendor, cost}, reason, deviation, categoryAverage}`. The app sends
 * money as integer cents everywhere else (`costCents`), so both are given: `cost` and
 * `categoryAverage` in dollars as the spec names them, `costCents` beside them. `id`, `category`
 * and `rule` are additions so the screen can link to the obligation and group findings.
 */
export interface Anomaly {
  expense: { id: string; vendor: string; category: string; cost: number; costCents: number };
  rule: AnomalyRule;
  reason: string;
  deviation: number;
  /** Mean monthly-equivalent cost of the obligation's category, in dollars. */
  categoryAverage: number;
}
