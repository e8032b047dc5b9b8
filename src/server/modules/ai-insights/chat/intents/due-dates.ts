import { tokensOf } from '../text/normalize';
import { FREQUENCY_LABELS, type Frequency } from '@shared/finance/frequency';
import { formatCents } from '@shared/finance/money';
import { isoDay, nextDueDate } from '@shared/finance/household-summary';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { ASKS_TOTAL } from '../lookup/asked-attributes';
import { asExpense } from '../records/expense-like';
import { whoseNote } from '../records/households';
import { obligationLine, totalMonthlyCents } from '../records/obligation-lines';
import { obligationSubject } from '../records/obligation-subject';
import { limitedSources, obligationSource } from '../records/sources';
import { askedDayRange, defaultDueRange, type DayRange } from '../text/date-range';
import { countOf, formatDay, ordinal } from '../text/format';
import type { Question } from '../text/question';

/** Words that name a date, not a record: left out when looking for a vendor in the question. */
const DATE_WORD =
  /^(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday|weekend|between|until|till|through|soon|rest|period|christmas|xmas|eve|halloween|valentine|valentines|date|dates|day|days|draft|drafts|drafted|\d{1,2}|\d{1,2}(st|nd|rd|th)|(19|20)\d\d)$/;
/** "When does the gym hit the card?", "when does it get taken?": how a payment is drafted. */
const DRAFTED =
  /\b(hit|hits|post|posts|pull|pulls|pulled|get taken|gets taken|taken)\b( (to )?(the|my|our) (card|account|bank))?/g;
/** "What did we pay in January?": what was paid is history, not the schedule this reads. */
const ASKS_PAST = /\b(did|was|were)\b/;
const PAST_STRETCH =
  /\b(last|past|previous) (year|month|week|fortnight|quarter)\b|\byesterday\b|\bago\b/;
/**
 * "Which bills are charged on the 9th of the month?", "something hits the card on the 20th":
 * bills whose payment day is the 9th, whatever their frequency (a yearly premium drafted on the
 * 9th is one), not what falls due on the next 9th.
 */
export const ON_DAY_OF_MONTH =
  /\b(?:on|for) the (\d{1,2})(?:st|nd|rd|th)? (?:of (?:the|each|every|a) month|each month|every month|monthly)\b|\b(?:set|scheduled|drafted|drafts|charged|charges|paid|taken|pulled|hits?|posts?|lands?|comes? out|goes out|goes on) (?:(?:to |on |out of )?(?:the |our |my )?(?:card|account|checking|bank|amex) )?(?:on|for) the (\d{1,2})(?:st|nd|rd|th)?\b(?!.*\b(?:this|next) month\b)/;
/** Listed payments, one by one, before "and N more". */
const MAX_LISTED_PAYMENTS = 12;

type Payment = { obligation: SnapshotObligation; due: string };

/** "Mar 12" within this year, "Jan 3, 2027" beyond it. */
function shortDay(day: string, today: string): string {
  const text = formatDay(day);
  return day.slice(0, 4) === today.slice(0, 4) ? text.replace(/, \d{4}$/, '') : text;
}

function paymentText(payment: Payment, snapshot: HouseholdSnapshot): string {
  const { obligation } = payment;
  const how = obligation.isAutoPay
    ? `auto-pay${obligation.bankAccount ? ` from ${obligation.bankAccount}` : ''}`
    : 'paid manually';
  return `${shortDay(payment.due, snapshot.today)}: ${obligation.vendor}${obligation.entityName ? ` (${obligation.entityName})` : ''} ${formatCents(obligation.costCents)} (${how})${whoseNote(snapshot, obligation.ownerId)}`;
}

/**
 * Every day each obligation falls due within the range, by household-summary's `nextDueDate`
 * (the dashboard's rule), asked again from the day after each due date so a monthly bill shows
 * twice in a 60-day range.
 */
function paymentsIn(obligations: readonly SnapshotObligation[], range: DayRange): Payment[] {
  const payments: Payment[] = [];
  for (const obligation of obligations) {
    const expense = asExpense(obligation);
    let cursor = new Date(`${range.from}T00:00:00Z`);
    for (let guard = 0; guard < 400; guard += 1) {
      const due = nextDueDate(expense, cursor);
      if (!due) break;
      const day = isoDay(due);
      if (day > range.to) break;
      payments.push({ obligation, due: day });
      cursor = new Date(due.getTime() + 86_400_000);
    }
  }
  return payments.sort(
    (a, b) => a.due.localeCompare(b.due) || b.obligation.costCents - a.obligation.costCents,
  );
}

function withoutDayNote(obligations: readonly SnapshotObligation[]): string {
  const undated = obligations.filter((obligation) => !obligation.autoPayDate).length;
  if (undated === 0) return '';
  return ` ${countOf(undated, 'obligation')} paid manually ${undated === 1 ? 'has' : 'have'} no payment day recorded, so ${undated === 1 ? 'it is' : 'they are'} not counted here.`;
}

/**
 * "When do the gas and electric bills come out, and what do they add up to?": with the bills'
 * days, what they come to together.
 */
function togetherText(obligations: readonly SnapshotObligation[], asksTotal: boolean): string {
  if (!asksTotal || obligations.length < 2 || obligations.length > 8) return '';
  const monthly = totalMonthlyCents(obligations);
  return ` Together they come to ${formatCents(monthly)} a month (${formatCents(monthly * 12)} a year).`;
}

/** When one named obligation is next due. */
function nextDueOf(
  obligations: readonly SnapshotObligation[],
  snapshot: HouseholdSnapshot,
  asksTotal = false,
): IntentReply {
  const today = new Date(`${snapshot.today}T00:00:00Z`);
  const listed = obligations.slice(0, 8);
  const lines = listed.map((obligation) => {
    const due = nextDueDate(asExpense(obligation), today);
    // "How often is it due?": a bill charged other than monthly says how often in words.
    const often =
      obligation.frequency === 'monthly'
        ? ''
        : `, charged ${FREQUENCY_LABELS[obligation.frequency as Frequency] ?? obligation.frequency},`;
    if (!due)
      return `${obligationLine(obligation, snapshot)}${often} has no payment day recorded, so I can't tell when it is due`;
    const how = obligation.isAutoPay
      ? `on auto-pay${obligation.bankAccount ? ` from ${obligation.bankAccount}` : ''}`
      : 'paid manually';
    return `${obligationLine(obligation, snapshot)} is next due on ${formatDay(isoDay(due))} (${how})`;
  });
  return {
    response: `${lines.join('. ')}.${togetherText(obligations, asksTotal)}`,
    sources: listed.map(obligationSource),
  };
}

/** The bills paid on one day of the month, each with its next date. */
function dueOnDayOfMonth(
  day: number,
  obligations: readonly SnapshotObligation[],
  snapshot: HouseholdSnapshot,
): IntentReply {
  const today = new Date(`${snapshot.today}T00:00:00Z`);
  const onDay = obligations.filter((obligation) => obligation.autoPayDate === day);
  const dayText = ordinal(day);
  if (onDay.length === 0)
    return {
      response: `No bill is paid on the ${dayText} of the month.${withoutDayNote(obligations)}`,
      sources: [],
    };
  const lines = onDay.map((obligation) => {
    const due = nextDueDate(asExpense(obligation), today);
    return `${obligationLine(obligation, snapshot)}${due ? `, next on ${formatDay(isoDay(due))}` : ''}`;
  });
  // Charges that come at different frequencies add up by the month, not charge by charge.
  const alike = onDay.every((obligation) => obligation.frequency === onDay[0]?.frequency);
  const total = alike
    ? formatCents(onDay.reduce((sum, obligation) => sum + obligation.costCents, 0))
    : `${formatCents(totalMonthlyCents(onDay))} a month`;
  return {
    response: `${countOf(onDay.length, 'bill')} ${onDay.length === 1 ? 'is' : 'are'} paid on the ${dayText} of the month, ${total} in all: ${lines.join('; ')}.${withoutDayNote(obligations)}`,
    sources: limitedSources(onDay.map(obligationSource), {
      kind: 'obligation',
      noun: 'obligations',
      href: '/expenses',
    }),
  };
}

/** What is due today, this week, next month, in March…, or when one bill is due. */
export function answerDue(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const drafted = new Set(
    [...question.text.matchAll(DRAFTED)].flatMap((found) => found[0].split(' ')),
  );
  // "The $250 for Mia's 529": an amount said in dollars names no bill.
  const dollars = new Set(
    [...question.raw.matchAll(/\$\s?([\d,]+)/g)].map((m) => (m[1] ?? '').replace(/,/g, '')),
  );
  const words = question.contentTokens.filter(
    (word) => !DATE_WORD.test(word) && !drafted.has(word) && !dollars.has(word),
  );
  const subject = obligationSubject(question, snapshot, words);
  if (subject.notFound) return notFoundReply(subject.unmatchedWords, 'no obligation by that name');
  // "When is Leo due for his next checkup at the pediatrician?": Leo's bills are not a checkup;
  // words naming nothing beside a person's name ask what the records do not hold.
  // The card that pays them ("when do Netflix and Spotify charge the Amex?") is no other name.
  const paying = new Set(
    subject.obligations.flatMap((obligation) => tokensOf(obligation.bankAccount ?? '')),
  );
  const unheld = subject.unmatchedWords.filter((word) => !paying.has(word));
  if (unheld.length > 0) return notFoundReply(unheld, 'no obligation by that name');
  const onDay = ON_DAY_OF_MONTH.exec(question.text);
  const dayOfMonth = onDay?.[1] ?? onDay?.[2];
  if (dayOfMonth && Number(dayOfMonth) >= 1 && Number(dayOfMonth) <= 31)
    return dueOnDayOfMonth(Number(dayOfMonth), subject.obligations, snapshot);
  const asked = askedDayRange(question.raw, question.text, snapshot.today);
  if ((words.length > 0 || subject.facets.length > 0) && !asked)
    return subject.obligations.length > 0
      ? nextDueOf(subject.obligations, snapshot, ASKS_TOTAL.test(question.text))
      : // "When is the rent due?" with no rent recorded: the kind asked, when no name was.
        notFoundReply(
          words.length > 0 ? words : subject.facets.map((facet) => facet.label),
          'no obligation by that name',
        );

  const range = asked ?? defaultDueRange(snapshot.today);
  // "What did we spend on presents last year?": a stretch of time chrono-node may not read.
  const pastStretch = ASKS_PAST.test(question.text) && PAST_STRETCH.test(question.text);
  if (range.to < snapshot.today || (asked && ASKS_PAST.test(question.text)) || pastStretch)
    return {
      response: `That is in the past: I can tell what falls due from today (${formatDay(snapshot.today)}) on.`,
      sources: [],
      // Purchases over a stretch gone by are in no record; a past day of a bill may still be
      // answered by the bill's own facts ("what did we pay for the condo?").
      ...(pastStretch ? { recordsLack: true as const } : {}),
    };
  const from = range.from < snapshot.today ? snapshot.today : range.from;
  const payments = paymentsIn(subject.obligations, { ...range, from });
  const note = withoutDayNote(subject.obligations);
  const about = subject.name ? ` for ${subject.name}` : '';
  // "When is the property tax due this year?" of a bill with no payment day: not in the records.
  const undated = subject.obligations.filter((obligation) => !obligation.autoPayDate);
  if (
    payments.length === 0 &&
    about &&
    undated.length > 0 &&
    undated.length === subject.obligations.length
  )
    return { ...nextDueOf(undated, snapshot), recordsLack: true };
  if (payments.length === 0)
    return {
      response: `Nothing${about} falls due ${range.label}.${note}`,
      sources: [],
    };
  const total = payments.reduce((sum, payment) => sum + payment.obligation.costCents, 0);
  const listed = payments
    .slice(0, MAX_LISTED_PAYMENTS)
    .map((payment) => paymentText(payment, snapshot));
  const more = payments.length - listed.length;
  return {
    response: `${countOf(payments.length, 'payment')}${about} ${payments.length === 1 ? 'falls' : 'fall'} due ${range.label}, ${formatCents(total)} in all: ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}.${note}`,
    sources: limitedSources(
      [...new Set(payments.map((payment) => payment.obligation))].map(obligationSource),
      { kind: 'obligation', noun: 'obligations', href: '/expenses' },
    ),
  };
}
