import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { asExpense } from '../records/expense-like';
import { byMonthlyCost, obligationList } from '../records/obligation-lines';
import { limitedSources, obligationSource } from '../records/sources';
import { countOf } from '../text/format';
import type { Question } from '../text/question';
import { nextDueDate } from '@shared/finance/household-summary';

/** "Which bills have no payment day recorded?", "bills missing a due date". */
const ASKS_NO_DAY =
  /\b(no|without|missing|lack|lacking|doesnt have|dont have|does not have|do not have|havent got|hasnt got) (a |any )?(payment|pay|due|billing|draft) (day|date)s?\b|\b(payment|due|billing) (day|date)s? (is |are )?(missing|blank|empty|not (recorded|set|entered|filled in))\b/;

/** "Which of our monthly bills…": only those charged each month. */
const MONTHLY_ONLY =
  /\bmonthly (bills|obligations|charges|payments|expenses)\b|\b(bills|obligations|charges|payments|expenses) (we |that )?(pay|paid|come|are charged|charged) (every|each) month\b/;

/**
 * The bills with no payment day recorded, whose next date Nido cannot tell (the due-date answers
 * say so bill by bill). Null unless the question asks for them.
 */
export function billsWithoutADay(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  if (!ASKS_NO_DAY.test(question.text)) return null;
  const today = new Date(`${snapshot.today}T00:00:00Z`);
  const asked = MONTHLY_ONLY.test(question.text)
    ? snapshot.obligations.filter((each) => each.frequency === 'monthly')
    : snapshot.obligations;
  const undated = byMonthlyCost(asked.filter((each) => !nextDueDate(asExpense(each), today)));
  return {
    response:
      undated.length === 0
        ? 'Every one of those bills has a payment day recorded.'
        : `${countOf(undated.length, 'bill')} ${undated.length === 1 ? 'has' : 'have'} no payment day recorded, so I can't tell when ${undated.length === 1 ? 'it falls' : 'they fall'} due: ${obligationList(undated, snapshot)}.`,
    sources: limitedSources(undated.map(obligationSource), {
      kind: 'obligation',
      noun: 'obligations',
      href: '/expenses',
    }),
    intent: 'due',
  };
}
