import { isMortgage } from '../insurance/insurance-evidence';
import type { TipRule } from '../../tip-rule';
import { costText, expensesHref } from './obligation-text';

/** A mortgage (home subcategory Mortgage) paid by hand rather than on auto-pay. */
export const mortgageManualPay: TipRule = {
  id: 'mortgage-manual-pay',
  area: 'bills',
  evaluate: ({ snapshot }) =>
    snapshot.obligations
      .filter((obligation) => isMortgage(obligation) && !obligation.isAutoPay)
      .map((mortgage) => ({
        rule: 'mortgage-manual-pay',
        severity: 'medium' as const,
        title: `The mortgage with ${mortgage.vendor} is not on auto-pay`,
        detail: `${costText(mortgage)}, paid by hand. Auto-pay keeps the largest bill from ever being late, even when you are away or unwell; if it is paid another way, note that on the obligation.`,
        href: expensesHref(mortgage.vendor),
        action: 'Set up auto-pay',
      })),
};
