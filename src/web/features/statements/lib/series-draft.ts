import {
  HOME_SUBCATEGORIES,
  type Category,
  type HomeSubcategory,
} from '@shared/finance/categories';
import type { Frequency } from '@shared/finance/frequency';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import { obligationTerms } from '@shared/statements/obligation-terms';

/**
 * One detected bill on its way to becoming an obligation, as the review edits it. Nothing is
 * saved unless `include` is ticked: active series start ticked, ended ones unticked.
 */
export type SeriesDraft = {
  /** Unique within the review (the answer's key, with the reading it came from). */
  key: string;
  series: TDetectedSeries;
  include: boolean;
  vendor: string;
  category: Category;
  homeSubcategory: HomeSubcategory | null;
  /**
   * A home obligation's property, the full address of one of the household's homes; null until
   * chosen, which means the household's one home when it has just one (see `homeOf`).
   */
  address: string | null;
  /** What is due each time, as saved (a weekly charge's monthly equivalent). */
  costCents: number;
  frequency: Frequency;
  /** Save the statement's account as the payment account, paid automatically. */
  autoPay: boolean;
  /** With a match: update it (preselected when the server proposes it) rather than add. */
  updateMatch: boolean;
};

function homeSubcategory(series: TDetectedSeries): HomeSubcategory | null {
  if (series.category !== 'home') return null;
  return HOME_SUBCATEGORIES.find((option) => option === series.homeSubcategory) ?? null;
}

/** A bill as the review first shows it: active ones ticked, as the statements have it. */
export function draftFromSeries(series: TDetectedSeries, key: string): SeriesDraft {
  const cadence = obligationTerms(series);
  return {
    key,
    series,
    include: series.active,
    vendor: series.vendor,
    category: series.category,
    homeSubcategory: homeSubcategory(series),
    address: null,
    costCents: cadence.costCents,
    frequency: cadence.frequency,
    autoPay: series.payingAccount !== null,
    updateMatch: series.match !== null && series.proposal === 'update',
  };
}

/** Whether saving this draft updates the obligation it matched (else it adds one). */
export const updatesMatch = (draft: SeriesDraft) =>
  draft.series.match !== null && draft.updateMatch;
