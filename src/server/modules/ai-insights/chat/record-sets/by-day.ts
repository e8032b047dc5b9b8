import { isoDay, nextDueDate } from '@shared/finance/household-summary';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { asExpense } from '../records/expense-like';
import { obligationLine } from '../records/obligation-lines';
import { obligationSource } from '../records/sources';
import { formatDay, ordinal } from '../text/format';

/** A question naming this many bills or fewer asks of those bills, each of which is dated. */
const MAX_NAMED = 4;

/**
 * "Which monthly bill is the last one to come out each month?": of the bills with a payment day,
 * the one paid earliest or latest in the month, with its next date. Bills paid on the same day
 * are named together; bills without a day are said to be left out.
 */
export function firstOrLastInTheMonth(
  obligations: readonly SnapshotObligation[],
  which: 'first' | 'last',
  snapshot: HouseholdSnapshot,
): IntentReply {
  // "Which comes out first in the month" is of the bills that come each month, when some do.
  const monthly = obligations.filter((obligation) => obligation.frequency === 'monthly');
  const dated = (monthly.length > 0 ? monthly : obligations).filter(
    (obligation) => obligation.autoPayDate !== null,
  );
  const days = dated.map((obligation) => obligation.autoPayDate ?? 0);
  if (dated.length === 0)
    return {
      response:
        'None of these bills has a payment day recorded, so I can’t tell which comes first.',
      sources: [],
    };
  const day = which === 'first' ? Math.min(...days) : Math.max(...days);
  const chosen = dated.filter((obligation) => obligation.autoPayDate === day);
  const today = new Date(`${snapshot.today}T00:00:00Z`);
  const lineOf = (obligation: SnapshotObligation) => {
    const next = nextDueDate(asExpense(obligation), today);
    return `${obligationLine(obligation, snapshot)}, on the ${ordinal(obligation.autoPayDate ?? day)}${next ? ` (next on ${formatDay(isoDay(next))})` : ''}`;
  };
  const lines = chosen.map(lineOf);
  // "Which comes out first, the Verizon bill or the gas bill?": the few bills named, each day.
  const named = dated.length <= MAX_NAMED && dated.length < snapshot.obligations.length;
  const rest = named
    ? dated
        .filter((obligation) => !chosen.includes(obligation))
        .sort((a, b) =>
          which === 'first'
            ? (a.autoPayDate ?? 0) - (b.autoPayDate ?? 0)
            : (b.autoPayDate ?? 0) - (a.autoPayDate ?? 0),
        )
    : [];
  const then = rest.length > 0 ? ` Then ${rest.map(lineOf).join('; ')}.` : '';
  const undated = (monthly.length > 0 ? monthly : obligations).length - dated.length;
  const note =
    undated > 0
      ? ` ${undated === 1 ? 'One bill has' : `${undated} bills have`} no payment day recorded, so ${undated === 1 ? 'it is' : 'they are'} not compared.`
      : '';
  return {
    response: `${chosen.length === 1 ? 'The' : 'Paid on the same day, the'} ${which === 'first' ? 'first' : 'last'} to come out in the month: ${lines.join('; ')}.${then}${note}`,
    sources: [...chosen, ...rest].map(obligationSource),
    intent: 'due',
  };
}
