import { countOf } from '../wording';
import type { ObservationRule } from './observation-rule';

/** Nothing to analyse yet: say so, and where to add it. */
export const noInvestments: ObservationRule = ({ summary }) => {
  if (summary.holdingCount > 0) return [];
  if (summary.accountCount === 0)
    return [
      {
        tone: 'info',
        text: 'No investments recorded yet. Add your brokerage, retirement and other investment accounts on /investments to see their value, allocation and gains here.',
      },
    ];
  return [
    {
      tone: 'info',
      text: `Your ${countOf(summary.accountCount, 'investment account')} ${summary.accountCount === 1 ? 'has' : 'have'} no holdings recorded yet. Add the holdings on /investments to see their value, allocation and gains here.`,
    },
  ];
};
