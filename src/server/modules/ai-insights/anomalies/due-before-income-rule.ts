import { formatCents } from '@shared/finance/money';
import { nextDueDate } from '@shared/finance/household-summary';
import { describePercent } from './percent';
import type { ObligationForAnomalies, RuleFinding } from './anomaly-types';
import {
  dayDate,
  nextPayAfter,
  payPeriodDays,
  utcDay,
  type IncomeForAnomalies,
} from './income-dates';

/**
 * The last days of a pay period are when the balance is lowest. Five days covers a weekend and
 * the one to three business days a transfer takes to land; never more than a third of the pay
 * period, so that weekly pay does not make every day "just before payday".
 */
const MAX_DAYS_BEFORE_PAY = 5;
const MAX_SHARE_OF_PERIOD = 1 / 3;
/**
 * A bill of a quarter of a pay or more, paid from what is left of the previous one, is the size
 * that leaves an account short; smaller bills are absorbed by an ordinary buffer.
 */
const MIN_SHARE_OF_PAY_PERCENT = 25;
/**
 * Only bills due within a month: then moving the due date or setting money aside is the next
 * thing to do, and the pay day projected from the statements is still close to what was seen.
 */
const MAX_DAYS_AHEAD = 31;
/** A pay last seen in a statement more than a year ago is not known to still come. */
const MAX_DAYS_SINCE_PAID = 366;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A bill due in the last few days before the household's next pay, large against that pay. Only
 * where income is known (kept from a statement import): without it the rule is silent. The pay
 * compared is the household's first income of any payer after the due date.
 */
export function findDueBeforeIncome(
  obligation: ObligationForAnomalies,
  incomes: readonly IncomeForAnomalies[],
  today: Date,
): RuleFinding | null {
  if (!obligation.createdAt || obligation.costCents <= 0) return null;
  const due = nextDueDate(
    {
      autoPayDate: obligation.autoPayDate ?? null,
      frequency: obligation.frequency as Parameters<typeof nextDueDate>[0]['frequency'],
      createdAt: obligation.createdAt.toISOString(),
    },
    today,
  );
  if (!due) return null;
  const dueDay = Math.round(due.getTime() / 86_400_000);
  const todayDay = utcDay(today.toISOString());
  if (dueDay - todayDay > MAX_DAYS_AHEAD) return null;
  const next = incomes
    .filter(
      (income) =>
        income.ownerId === (obligation.ownerId ?? '') &&
        income.typicalAmountCents > 0 &&
        todayDay - utcDay(income.lastPaidOn) <= MAX_DAYS_SINCE_PAID,
    )
    .map((income) => ({ income, payDay: nextPayAfter(income, dueDay) }))
    .sort((a, b) => a.payDay - b.payDay)[0];
  if (!next) return null;
  const daysBefore = next.payDay - dueDay;
  const window = Math.min(
    MAX_DAYS_BEFORE_PAY,
    payPeriodDays(next.income.cadence) * MAX_SHARE_OF_PERIOD,
  );
  if (daysBefore > window) return null;
  // The bill as a percent of the pay, 1 decimal (spec §9), as the card's deviation.
  const share = Math.round((obligation.costCents / next.income.typicalAmountCents) * 1000) / 10;
  if (share < MIN_SHARE_OF_PAY_PERCENT) return null;
  const { income } = next;
  return {
    obligationId: obligation.id,
    rule: 'due_before_income',
    reason:
      `Due ${dayFormat.format(due)}, ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before your next pay from ${income.label} ` +
      `(${dayFormat.format(dayDate(next.payDay))}, usually ${formatCents(income.typicalAmountCents)}); ` +
      `its ${formatCents(obligation.costCents)} is ${describePercent(share)} of that pay. Moving the due date after payday, or paying from savings, avoids a short balance.`,
    deviation: share,
  };
}
