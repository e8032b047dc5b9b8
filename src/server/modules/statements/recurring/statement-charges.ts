import type { TStatement } from '../../../../shared/statements/statement-types';
import { learnAccountWording } from './account-wording';
import { calendarDay, type CalendarDay } from './calendar-day';
import { normalizeDescriptor } from './normalize-descriptor';

/** One transaction with what grouping and cadence need, worked out once. */
export type Charge = {
  account: string;
  accountKind: TStatement['account']['kind'];
  /** Money leaving the household, or coming in. */
  direction: 'out' | 'in';
  /** Positive cents. */
  amountCents: number;
  /** Signed cents as the account saw them (the transfer check pairs opposite signs). */
  signedCents: number;
  day: CalendarDay;
  description: string;
  merchantKey: string;
  vendor: string;
};

/**
 * Every transaction of the statements as a charge, oldest first. Statements of one account (one
 * file a month) are one account here: the account's label names it. Each account's wording is
 * learnt from its descriptors, and each distinct descriptor is normalised once: a household's
 * 3,000 transactions carry a few hundred.
 */
export function chargesOf(statements: readonly TStatement[]): Charge[] {
  const descriptionsByAccount = new Map<string, Set<string>>();
  for (const statement of statements) {
    const set = descriptionsByAccount.get(statement.account.label) ?? new Set<string>();
    for (const transaction of statement.transactions) set.add(transaction.description);
    descriptionsByAccount.set(statement.account.label, set);
  }
  const names = new Map<string, Map<string, ReturnType<typeof normalizeDescriptor>>>();
  for (const [account, descriptions] of descriptionsByAccount) {
    const wording = learnAccountWording(descriptions);
    const byDescription = new Map<string, ReturnType<typeof normalizeDescriptor>>();
    for (const description of descriptions)
      byDescription.set(description, normalizeDescriptor(description, wording));
    names.set(account, byDescription);
  }
  const charges: Charge[] = [];
  for (const statement of statements) {
    const accountNames = names.get(statement.account.label)!;
    for (const transaction of statement.transactions) {
      if (transaction.amountCents === 0) continue;
      const name = accountNames.get(transaction.description)!;
      charges.push({
        account: statement.account.label,
        accountKind: statement.account.kind,
        direction: transaction.amountCents < 0 ? 'out' : 'in',
        amountCents: Math.abs(transaction.amountCents),
        signedCents: transaction.amountCents,
        day: calendarDay(transaction.postedOn),
        description: transaction.description,
        merchantKey: name.merchantKey,
        vendor: name.vendor,
      });
    }
  }
  return charges.sort((a, b) => a.day.dayNumber - b.day.dayNumber);
}
