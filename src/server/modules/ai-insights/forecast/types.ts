/** One amount from an obligation's history (the `obligation_amounts` table, issue 12). */
export type ForecastAmount = {
  amountCents: number;
  /** The scanned bill's statement date (YYYY-MM-DD); null when the amount was typed. */
  periodStart: string | null;
  createdAt: string | Date;
};

/** What the forecast needs of an obligation (the `expenses` table) and its amount history. */
export type ForecastObligation = {
  id: string;
  vendor: string;
  costCents: number;
  /** monthly, quarterly, bi-annual or yearly; anything else counts as monthly, as elsewhere. */
  frequency: string;
  /** The month it was added anchors the months a quarterly, bi-annual or yearly bill falls due. */
  createdAt: string | Date;
  amounts: readonly ForecastAmount[];
};

/** How a month's amount for one obligation was found. */
export type ForecastMethod = 'scheduled' | 'seasonal-naive' | 'median-of-last-3' | 'recorded';

/** One obligation's share of a month's total: the records an answer can point to. */
export type ForecastLine = {
  obligationId: string;
  vendor: string;
  amountCents: number;
  method: ForecastMethod;
};

export type MonthPrediction = {
  /** YYYY-MM */
  month: string;
  /** Dollars, as the spec's AI response shows money (§3). */
  predicted: number;
  /** The same in integer cents, as the rest of the API sends money (DESIGN.md §4). */
  predictedCents: number;
  /** The month's largest bills, largest first (at most FORECAST_LINES_SHOWN). */
  lines: ForecastLine[];
  /** The month's other bills, when there are more than are listed: how many and their sum. */
  otherLines: { count: number; amountCents: number } | null;
};

export type Trend = 'increasing' | 'decreasing' | 'stable';

/** Spec §3 budget prediction, with cents beside every dollar figure. */
export type BudgetPrediction = {
  currentAverage: number;
  currentAverageCents: number;
  trend: Trend;
  /** Dollars per month (the robust slope). */
  trendAmount: number;
  trendAmountCents: number;
  predictions: MonthPrediction[];
};
