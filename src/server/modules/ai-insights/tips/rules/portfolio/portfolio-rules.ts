import { formatCents, formatPercent } from '@shared/finance/money';
import { STALE_PRICE_DAYS } from '@shared/investments/valuation';
import { HOLDING_CONCENTRATION_SHARE, largestPosition } from '../../../portfolio/concentration';
import {
  staleHoldings,
  taxableHoldingsWithoutCostBasis,
  unpricedHoldings,
} from '../../../portfolio/holding-checks';
import { holdingLabel } from '../../../portfolio/holding-label';
import { countOf, dayText, itemsWithMore } from '../../../portfolio/wording';
import type { TipRule } from '../../tip-rule';

/**
 * The portfolio's upkeep and risk, from the same figures as analyze_portfolio (valuation.ts and
 * the portfolio engine's helpers), so a tip and an observation never disagree.
 */

const INVESTMENTS_HREF = '/investments';

/** Prices older than STALE_PRICE_DAYS (research notes §6). */
export const stalePrices: TipRule = {
  id: 'stale-prices',
  area: 'investments',
  evaluate: ({ snapshot, portfolio }) => {
    if (portfolio.stalePriceCount === 0 || !portfolio.oldestStalePriceAsOf) return [];
    const stale = staleHoldings(snapshot.investments, snapshot.today);
    return [
      {
        rule: 'stale-prices',
        severity: 'low',
        title: `${countOf(portfolio.stalePriceCount, 'holding')} ${portfolio.stalePriceCount === 1 ? 'has an' : 'have'} out-of-date ${portfolio.stalePriceCount === 1 ? 'price' : 'prices'}`,
        detail: `${itemsWithMore(stale, holdingLabel)}: priced more than ${STALE_PRICE_DAYS} days ago, the oldest price as of ${dayText(portfolio.oldestStalePriceAsOf)}. Update the prices so the portfolio and net worth are current.`,
        href: INVESTMENTS_HREF,
        action: 'Update prices',
      },
    ];
  },
};

/** Holdings without a price: left out of the total. */
export const unpricedHoldingsTip: TipRule = {
  id: 'unpriced-holdings',
  area: 'investments',
  evaluate: ({ snapshot, portfolio }) => {
    if (portfolio.unpricedCount === 0) return [];
    const unpriced = unpricedHoldings(snapshot.investments);
    return [
      {
        rule: 'unpriced-holdings',
        severity: 'low',
        title: `${countOf(portfolio.unpricedCount, 'holding')} ${portfolio.unpricedCount === 1 ? 'has' : 'have'} no price`,
        detail: `${itemsWithMore(unpriced, holdingLabel)}: not counted in the portfolio’s ${formatCents(portfolio.totalValueCents)}. Enter a price to include ${portfolio.unpricedCount === 1 ? 'it' : 'them'}.`,
        href: INVESTMENTS_HREF,
        action: 'Enter prices',
      },
    ];
  },
};

/** Where the step-up at death is stated: IRC § 1014, in IRS Publication 551's words. */
const STEP_UP_SOURCE = {
  label:
    'IRC § 1014; IRS Publication 551 (Basis of Assets), “Inherited Property”, as quoted by TurboTax Community',
  url: 'https://ttlc.intuit.com/community/forums/forumtopicprintpage/board-id/202/message-id/1388376/print-single-message/true/page/1',
};

/**
 * Holdings in taxable accounts without a cost basis: a sale during the owner's life needs what
 * was paid. At death the heirs' basis is generally the value on the date of death (the step-up),
 * so the tip does not send the executor looking for old purchase prices.
 */
export const missingCostBasis: TipRule = {
  id: 'missing-cost-basis',
  area: 'investments',
  evaluate: ({ snapshot }) => {
    const missing = taxableHoldingsWithoutCostBasis(snapshot.investments);
    if (missing.length === 0) return [];
    return [
      {
        rule: 'missing-cost-basis',
        severity: 'low',
        title: `${countOf(missing.length, 'holding')} in taxable accounts ${missing.length === 1 ? 'has' : 'have'} no cost basis`,
        detail: `${itemsWithMore(missing, holdingLabel)}: without what was paid, the gain or loss of a sale during your lifetime cannot be worked out. At death the rule changes: heirs generally take the value on the date of death as their basis (the step-up), so for them the value that day matters, not the purchase price.`,
        href: INVESTMENTS_HREF,
        action: 'Add cost basis',
        source: STEP_UP_SOURCE,
      },
    ];
  },
};

/** A single holding above 20 % of the portfolio (research notes §6). */
export const holdingConcentration: TipRule = {
  id: 'holding-concentration',
  area: 'investments',
  evaluate: ({ snapshot, portfolio }) => {
    const largest = largestPosition(snapshot.investments, portfolio.totalValueCents);
    if (!largest || largest.share <= HOLDING_CONCENTRATION_SHARE) return [];
    return [
      {
        rule: 'holding-concentration',
        severity: 'medium',
        title: `${largest.label} is ${formatPercent(largest.share)} of the portfolio`,
        detail: `${formatCents(largest.valueCents)} of ${formatCents(portfolio.totalValueCents)}. A single holding above ${formatPercent(HOLDING_CONCENTRATION_SHARE)} concentrates the risk: if it falls, the whole portfolio feels it.`,
        href: INVESTMENTS_HREF,
        action: 'Review the portfolio',
      },
    ];
  },
};
