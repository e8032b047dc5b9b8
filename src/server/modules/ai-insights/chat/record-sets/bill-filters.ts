import type { FinancialAccountFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import { accountWords } from '../intents/named-accounts';
import { askedFacets } from '../records/obligation-facets';
import { obligationSubject } from '../records/obligation-subject';
import { normalizeText, tokensOf } from '../text/normalize';
import { readQuestion } from '../text/question';
import type { SetQuestion } from './set-question';

/** Words that say which kind of account, not which one ("the card", "checking"). */
const KIND_OF_ACCOUNT: Readonly<Record<string, FinancialAccountFacts['type']>> = {
  card: 'credit_card',
  credit: 'credit_card',
  checking: 'checking',
  savings: 'savings',
};

/** The accounts a phrase names ("the amex", "the card", "total checking"), or none. */
export function accountsNamed(
  phrase: string,
  snapshot: HouseholdSnapshot,
): FinancialAccountFacts[] {
  const words = tokensOf(phrase);
  const kinds = words.flatMap((word) => KIND_OF_ACCOUNT[word] ?? []);
  const names = words.filter((word) => !(word in KIND_OF_ACCOUNT));
  return snapshot.estate.assets.filter(
    (account) =>
      (kinds.length === 0 || kinds.includes(account.type)) &&
      names.every((word) => accountWords(account).includes(word)),
  );
}

/** Whether a bill is paid from the account, by the masked number or the name the list shows. */
export function paidFrom(obligation: SnapshotObligation, account: FinancialAccountFacts): boolean {
  if (!obligation.bankAccount) return false;
  const paying = normalizeText(obligation.bankAccount);
  if (account.accountNumberLast4) return paying.includes(account.accountNumberLast4);
  const holds = (name: string) => tokensOf(name).every((word) => paying.split(' ').includes(word));
  return holds(account.accountName) || holds(account.institutionName);
}

/**
 * The bills a phrase names, as the spending answers name them (vendor, kind: "mortgage", what
 * for): all of them when it names none, null when it names bills the records lack. `ignored` are
 * words that say how a set is asked, not which bills; a day or a count ("7", "15") names none.
 */
export function billsNamedBy(
  phrase: string,
  snapshot: HouseholdSnapshot,
  ignored: ReadonlySet<string>,
): readonly SnapshotObligation[] | null {
  const question = readQuestion(phrase, () => new Set());
  const words = question.contentTokens.filter(
    (word) => !ignored.has(word) && !/^\d{1,2}$/.test(word),
  );
  if (words.length === 0 && askedFacets(question.text).length === 0) return snapshot.obligations;
  const subject = obligationSubject(question, snapshot, words);
  return subject.notFound ? null : subject.obligations;
}

/**
 * The words a filter used, so they are not read as names of bills ("amex", "card"), with the
 * rest of the paying account's name ("the Amex Blue Cash card").
 */
export function filterWords(asked: SetQuestion, snapshot: HouseholdSnapshot): ReadonlySet<string> {
  const paying = asked.paidWith ? accountsNamed(asked.paidWith, snapshot) : [];
  return new Set([
    ...tokensOf(asked.paidWith ?? ''),
    ...paying.flatMap((account) => accountWords(account)),
    'month',
    'monthly',
    // "In a typical month": any month.
    'typical',
    'usual',
    'average',
    'normal',
    'every',
    'single',
    'hit',
    'often',
    'once',
    // What is asked of the bills, not which: "and what's its next date?".
    'date',
    'dates',
    'day',
    'days',
    'next',
    'collected',
    'leave',
    'leaves',
    // Verbs that say a bill costs or is paid: "bills that run more than $1,000".
    'run',
    'runs',
    'charged',
    'automatic',
    'included',
    'both',
  ]);
}

/**
 * The bills a question's filters keep: how often they come ("every-month bills", "less often
 * than monthly") and the account they are paid from ("what we put on the Amex"). Null when the
 * account it names is not one the records hold, so no answer is made up about it.
 */
export function filteredBills(
  obligations: readonly SnapshotObligation[],
  asked: SetQuestion,
  snapshot: HouseholdSnapshot,
): SnapshotObligation[] | null {
  let kept = [...obligations];
  if (asked.monthly !== null)
    kept = kept.filter((obligation) => (obligation.frequency === 'monthly') === asked.monthly);
  const { days } = asked;
  if (days)
    kept = kept.filter(
      (obligation) =>
        obligation.autoPayDate !== null &&
        obligation.autoPayDate >= days.from &&
        obligation.autoPayDate <= days.to,
    );
  if (asked.paidWith) {
    const accounts = accountsNamed(asked.paidWith, snapshot);
    if (accounts.length === 0) return null;
    kept = kept.filter((obligation) => accounts.some((account) => paidFrom(obligation, account)));
  }
  return kept;
}
