import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import {
  byMonthlyCost,
  obligationLine,
  obligationList,
  totalMonthlyCents,
} from '../records/obligation-lines';
import { obligationSubject } from '../records/obligation-subject';
import { accountsNamed, paidFrom } from '../record-sets/bill-filters';
import { paidWithIn } from '../record-sets/set-question';
import { accountWords } from './named-accounts';
import { peopleWordsOf } from '../records/people-words';
import { limitedSources, obligationSource } from '../records/sources';
import { countOf, ordinal } from '../text/format';
import { matchNames } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';

/** Words that say the question names the account the money comes from ("paid from Chase"). */
const NAMES_AN_ACCOUNT =
  /\b(from|out of|charged to|billed to|paid with|pay with|using|(go|goes|get|gets|put|land|lands) on|ends? up on)\b/;
const NO_ACCOUNT = 'no account recorded';

function autopayText(obligation: SnapshotObligation): string {
  if (!obligation.isAutoPay) return 'paid manually';
  return obligation.autoPayDate
    ? `on auto-pay on the ${ordinal(obligation.autoPayDate)}`
    : 'on auto-pay (no day recorded)';
}

/** Obligations grouped by the account that pays them, the largest group first. */
function byAccount(obligations: readonly SnapshotObligation[]): [string, SnapshotObligation[]][] {
  const groups = new Map<string, SnapshotObligation[]>();
  for (const obligation of byMonthlyCost(obligations)) {
    const key = obligation.bankAccount ?? NO_ACCOUNT;
    groups.set(key, [...(groups.get(key) ?? []), obligation]);
  }
  return [...groups.entries()].sort(
    ([a, left], [b, right]) =>
      Number(a === NO_ACCOUNT) - Number(b === NO_ACCOUNT) ||
      totalMonthlyCents(right) - totalMonthlyCents(left),
  );
}

/** "Verizon Wireless $185.00/mo on the 12th". */
function dayLine(obligation: SnapshotObligation, snapshot: HouseholdSnapshot): string {
  return obligation.isAutoPay && obligation.autoPayDate
    ? `${obligationLine(obligation, snapshot)} on the ${ordinal(obligation.autoPayDate)}`
    : `${obligationLine(obligation, snapshot)} (paid manually)`;
}

function groupedText(
  obligations: readonly SnapshotObligation[],
  snapshot: HouseholdSnapshot,
  withDay: boolean,
): string {
  return byAccount(obligations)
    .map(([account, group]) => {
      const list = obligationList(group, snapshot, (obligation) =>
        withDay && obligation.autoPayDate
          ? `${obligationLine(obligation, snapshot)} on the ${ordinal(obligation.autoPayDate)}`
          : obligationLine(obligation, snapshot),
      );
      return account === NO_ACCOUNT
        ? `With no account recorded: ${list}`
        : `From ${account}: ${list}`;
    })
    .join('. ');
}

/** The bank accounts (as the obligations record them) a question names, if it names any. */
function namedAccounts(words: readonly string[], snapshot: HouseholdSnapshot): string[] | null {
  if (words.length === 0) return null;
  const accounts = [...new Set(snapshot.obligations.map((each) => each.bankAccount))].filter(
    (account): account is string => !!account,
  );
  const match = matchNames(
    words,
    accounts.map((account) => ({ item: account, words: tokensOf(account) })),
  );
  // "Alex's Amex": whose card it is, which the paying account's own name does not say.
  const people = peopleWordsOf(snapshot);
  return match.items.length > 0 && match.unmatchedWords.every((word) => people.has(word))
    ? match.items
    : null;
}

function sourcesOf(obligations: readonly SnapshotObligation[]) {
  return limitedSources(byMonthlyCost(obligations).map(obligationSource), {
    kind: 'obligation',
    noun: 'obligations',
    href: '/expenses',
  });
}

/** Everything paid from the accounts a question names ("what comes out of Chase ****1234?"). */
function paidFromAccounts(
  accounts: readonly string[],
  snapshot: HouseholdSnapshot,
  onlyAutoPay: boolean,
): IntentReply {
  const paid = snapshot.obligations.filter(
    (each) =>
      each.bankAccount && accounts.includes(each.bankAccount) && (!onlyAutoPay || each.isAutoPay),
  );
  const list =
    accounts.length === 1
      ? obligationList(byMonthlyCost(paid), snapshot, (obligation) => dayLine(obligation, snapshot))
      : groupedText(paid, snapshot, true);
  return {
    response: `${countOf(paid.length, 'obligation')}${onlyAutoPay ? ' on auto-pay' : ''} ${paid.length === 1 ? 'is' : 'are'} paid from ${accounts.join(' or ')}, ${formatCents(totalMonthlyCents(paid))} a month${accounts.length === 1 ? ':' : '.'} ${list}.`,
    sources: sourcesOf(paid),
  };
}

/** What is on auto-pay, and from which account. */
export function answerAutopay(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const accounts = namedAccounts(question.contentTokens, snapshot);
  if (accounts) return paidFromAccounts(accounts, snapshot, true);
  const subject = obligationSubject(question, snapshot);
  if (subject.notFound)
    return notFoundReply(subject.unmatchedWords, 'no obligation or account by that name');
  const autopay = subject.obligations.filter((each) => each.isAutoPay);
  const manual = subject.obligations.length - autopay.length;
  if (autopay.length === 0)
    return {
      response: `None of ${subject.name ? `the obligations for ${subject.name}` : 'your obligations'} is on auto-pay${manual > 0 ? `; ${countOf(manual, 'is', 'are')} paid manually` : ''}.`,
      sources: sourcesOf(subject.obligations),
    };
  return {
    response: `${countOf(autopay.length, 'obligation')}${subject.name ? ` for ${subject.name}` : ''} ${autopay.length === 1 ? 'is' : 'are'} on auto-pay, ${formatCents(totalMonthlyCents(autopay))} a month. ${groupedText(autopay, snapshot, true)}.${manual > 0 ? ` ${countOf(manual, 'other is', 'others are')} paid manually.` : ''}`,
    sources: sourcesOf(autopay),
  };
}

/** What is paid by hand (not on auto-pay). */
/**
 * "Bills where we never wrote down how they get paid", "no payment method recorded", "no
 * account or card on file to pay them from".
 */
export const ASKS_UNRECORDED_PAYMENT =
  /\b(no|without|never (wrote|put|recorded|entered|noted|set)( down)?|missing|(don'?t|doesn'?t|do not|does not) (say|show|have|list)|not (recorded|written down|noted))\b.*\b(payment (method|account)s?|how (they|it|we) (get |are |is |gets )?(paid|pay)|paying accounts?|(accounts?|cards?)( or (accounts?|cards?))?( on file)? (to pay|it'?s paid from|they'?re paid from))\b|\b(no|any|without) (way|means|method) (of|to|for) (paying|pay)\b|\bno (account|bank account) (and|or|nor) no (autopay|auto pay)\b|\b(arent|isnt|are not|is not|not) (set (up )?to )?(be )?(paid (from|by|with|out of)|come out of|drafted from|charged to) (any|an|a) (bank )?(account|card|bank)\b/;

export function answerManualPay(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  // "No payment method recorded": its words name no bill.
  const unrecorded = ASKS_UNRECORDED_PAYMENT.exec(question.text);
  // "Charged to the Amex but not on autopay": the bills that account pays.
  const paidWith = paidWithIn(question.raw);
  const paying = paidWith ? accountsNamed(paidWith, snapshot) : [];
  const said = new Set([
    ...tokensOf(unrecorded?.[0] ?? ''),
    ...(paying.length > 0 ? [...tokensOf(paidWith ?? ''), ...paying.flatMap(accountWords)] : []),
  ]);
  const subject = obligationSubject(
    question,
    snapshot,
    question.contentTokens.filter((word) => !said.has(word)),
  );
  if (subject.notFound)
    return notFoundReply(subject.unmatchedWords, 'no obligation or account by that name');
  if (unrecorded) return unrecordedPayment(subject.obligations, snapshot);
  const paidThere =
    paying.length > 0
      ? subject.obligations.filter((each) => paying.some((account) => paidFrom(each, account)))
      : subject.obligations;
  const manual = paidThere.filter((each) => !each.isAutoPay);
  if (manual.length === 0)
    return {
      response: `Nothing${subject.name ? ` for ${subject.name}` : ''} is paid manually: ${subject.obligations.length === 0 ? 'no obligations are recorded' : 'everything is on auto-pay'}.`,
      sources: sourcesOf(subject.obligations),
    };
  const list = obligationList(byMonthlyCost(manual), snapshot, (obligation) =>
    obligation.bankAccount
      ? `${obligationLine(obligation, snapshot)} from ${obligation.bankAccount}`
      : obligationLine(obligation, snapshot),
  );
  return {
    response: `${countOf(manual.length, 'obligation')}${subject.name ? ` for ${subject.name}` : ''} ${manual.length === 1 ? 'is' : 'are'} paid manually (not on auto-pay), ${formatCents(totalMonthlyCents(manual))} a month: ${list}.`,
    sources: sourcesOf(manual),
  };
}

/** The bills with neither auto-pay nor an account to pay them from recorded. */
function unrecordedPayment(
  obligations: readonly SnapshotObligation[],
  snapshot: HouseholdSnapshot,
): IntentReply {
  const unrecorded = obligations.filter((each) => !each.isAutoPay && !each.bankAccount);
  if (unrecorded.length === 0)
    return {
      response: 'Every obligation says how it is paid: on auto-pay or from an account.',
      sources: sourcesOf(obligations),
    };
  const list = obligationList(byMonthlyCost(unrecorded), snapshot, (obligation) =>
    obligationLine(obligation, snapshot),
  );
  const one = unrecorded.length === 1;
  return {
    response: `${countOf(unrecorded.length, 'obligation')} ${one ? 'has' : 'have'} no payment method recorded (neither auto-pay nor an account to pay ${one ? 'it' : 'them'} from): ${list}.`,
    sources: sourcesOf(unrecorded),
  };
}

/** Which account pays an obligation, or what an account pays. */
export function answerPayingAccount(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const words = question.contentTokens;
  const accountsFirst = NAMES_AN_ACCOUNT.test(question.text);
  const accounts = accountsFirst ? namedAccounts(words, snapshot) : null;
  if (accounts) return paidFromAccounts(accounts, snapshot, false);
  const subject = obligationSubject(question, snapshot);
  if (subject.notFound) {
    const named = namedAccounts(words, snapshot);
    if (named) return paidFromAccounts(named, snapshot, false);
    return notFoundReply(subject.unmatchedWords, 'no obligation or account by that name');
  }
  if (subject.obligations.length === 0)
    return { response: 'No obligations are recorded for that yet.', sources: [] };
  if (words.length === 0 && subject.facets.length === 0) {
    // "Which bills are paid on auto-pay?" lists auto-pay, not the accounts.
    if (/\bautopay\b/.test(question.text)) return answerAutopay(question, snapshot);
    // No name: which accounts pay the household's bills, by account.
    const groups = byAccount(snapshot.obligations).map(
      ([account, group]) =>
        `${account === NO_ACCOUNT ? 'No account recorded' : account}: ${countOf(group.length, 'obligation')}, ${formatCents(totalMonthlyCents(group))} a month`,
    );
    return {
      response: `Your obligations are paid from: ${groups.join('; ')}.`,
      sources: sourcesOf(snapshot.obligations),
    };
  }
  const lines = byMonthlyCost(subject.obligations)
    .slice(0, 8)
    .map((obligation) => {
      const account = obligation.bankAccount
        ? `is paid from ${obligation.bankAccount}`
        : 'has no paying account recorded';
      return `${obligationLine(obligation, snapshot)} ${account}, ${autopayText(obligation)}`;
    });
  const more = subject.obligations.length - lines.length;
  return {
    response: `${lines.join('. ')}.${more > 0 ? ` And ${more} more.` : ''}`,
    sources: sourcesOf(subject.obligations),
  };
}
