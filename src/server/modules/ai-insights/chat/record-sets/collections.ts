import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import { instrumentLabel, policyLabel } from '@shared/estate/estate-analysis/estate-labels';
import { formatCents } from '@shared/finance/money';
import { accountValueCents, holdingValueCents } from '@shared/investments/valuation';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { accountWords } from '../intents/named-accounts';
import { investmentAccountWords } from '../intents/portfolio';
import { monthlyCents } from '../records/obligation-lines';
import { askedFacets } from '../records/obligation-facets';
import {
  accountSource,
  holdingSource,
  investmentSource,
  loanLabel,
  loanSource,
  obligationSource,
} from '../records/sources';
import { ownerFirstName } from '../records/the-couple';
import { costText } from '../text/format';
import { KEYWORDS } from '../text/keywords';
import { matchNames } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import { STOPWORDS } from '../text/stopwords';
import { billsNamedBy } from './bill-filters';
import { NUMBER_WORDS } from './set-question';

/** One record of a set: what it is called, its amount (null when it has none), and its source. */
export type SetItem = {
  id: string;
  label: string;
  cents: number | null;
  /** "$2,845.00/mo", "$42,000.00": the amount as the answer says it. */
  amountText: string;
  words: readonly string[];
  source: TAiSource;
  /** A bill's own charge and how often it comes, for differences of bills charged alike. */
  charge?: { cents: number; frequency: string };
  /** The day of the month a bill is paid, when recorded. */
  day?: number | null;
};

/** A kind of record a question can ask a set of: its items, and how its amounts are said. */
export type RecordSet = {
  intent: string;
  singular: string;
  plural: string;
  /** What the amount is ("balance", "a month"), for "more than $1,000 a month". */
  measure: string;
  items: readonly SetItem[];
  /** Whether a sum of the amounts means anything (a policy's coverage added up does not). */
  sums: boolean;
  /** The items a phrase names ("the two mortgages"); the set's own name matching by default. */
  named?: (phrase: string, whole?: string) => readonly SetItem[];
};

const PER_CHARGE =
  /\b(each time|every time|per charge|each charge|a charge|per bill|each bill|per payment|each payment|when (it'?s|they'?re) charged)\b/;
const PER_MONTH = /\b(a|per|each|every) month\b|\bmonthly\b/;

/** "The two wills", "both mortgages": how many a phrase names, which is no name. */
const COUNTED: Readonly<Record<string, number>> = { ...NUMBER_WORDS, both: 2 };
const COUNTS: ReadonlySet<string> = new Set([...Object.keys(COUNTED), 'all']);

/** The words of a phrase that may name a record (not "the" nor "two"). */
function namingWords(phrase: string): string[] {
  return tokensOf(phrase).filter(
    (word) => !STOPWORDS.has(word) && !COUNTS.has(word) && !/^\d+$/.test(word),
  );
}

function byName(items: readonly SetItem[], phrase: string): readonly SetItem[] {
  const words = namingWords(phrase);
  if (words.length === 0) return [];
  const match = matchNames(
    words,
    items.map((item) => ({ item, words: item.words })),
  );
  // "The Chase Premier Savings balance": words that say what is asked of a record name none.
  if (!match.complete && !match.unmatchedWords.every((word) => KEYWORDS.has(word))) return [];
  if (match.items.length === 0) return [];
  // "The two wills" when a living will also holds the word: the two called so, by their first word.
  const count = tokensOf(phrase)
    .map((word) => COUNTED[word])
    .find(Boolean);
  if (count && match.items.length > count) {
    const called = match.items.filter((item) =>
      match.matchedWords.includes(tokensOf(item.label)[0] ?? ''),
    );
    if (called.length === count) return called;
  }
  return match.items;
}

/** The household's bills, each by its charge or its monthly equivalent as the question asks. */
function bills(text: string, snapshot: HouseholdSnapshot, limited: boolean): RecordSet {
  // "More than $1,000" is a bill's own amount unless a month is said; a ranking or a sum is by
  // the month, so a yearly tax and a monthly mortgage compare.
  const perCharge = PER_CHARGE.test(text) || (limited && !PER_MONTH.test(text));
  const items = snapshot.obligations.map((obligation): SetItem => {
    const source = obligationSource(obligation);
    const monthly = monthlyCents(obligation);
    return {
      id: obligation.id,
      label: source.label,
      cents: perCharge ? obligation.costCents : monthly,
      amountText: perCharge
        ? costText(obligation.costCents, obligation.frequency)
        : `${formatCents(monthly)} a month`,
      words: [],
      source,
      charge: { cents: obligation.costCents, frequency: obligation.frequency },
      day: obligation.autoPayDate,
    };
  });
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    intent: 'spending',
    singular: 'bill',
    plural: 'bills',
    measure: perCharge ? 'a charge' : 'a month',
    items,
    sums: true,
    // Bills are named as the spending answers name them: vendor, kind ("mortgage"), what for.
    named: (phrase, whole) => {
      // "The Tesla than the Honda" after "insure": each side is the kind of bill the whole asks.
      const kinds =
        whole && askedFacets(phrase).length === 0
          ? askedFacets(whole).map((facet) => facet.id)
          : [];
      const named = billsNamedBy([phrase, ...kinds].join(' '), snapshot, COUNTS);
      if (!named || named.length === snapshot.obligations.length) return [];
      return named.flatMap((obligation) => byId.get(obligation.id) ?? []);
    },
  };
}

/** A record with an amount of money, said as the lists say it. */
function valued(
  source: TAiSource,
  cents: number,
  words: readonly string[],
  label = source.label,
): SetItem {
  // Every source here is a record's, with its id.
  return { id: source.id ?? label, label, cents, amountText: formatCents(cents), words, source };
}

function bankAccounts(snapshot: HouseholdSnapshot): RecordSet {
  return {
    intent: 'accounts',
    singular: 'account',
    plural: 'accounts',
    measure: 'balance',
    sums: true,
    items: snapshot.estate.assets
      .filter((account) => account.type !== 'credit_card')
      .map((account) =>
        valued(accountSource(account), account.balanceCents, accountWords(account)),
      ),
  };
}

function investmentAccounts(snapshot: HouseholdSnapshot): RecordSet {
  return {
    intent: 'portfolio',
    singular: 'investment account',
    plural: 'investment accounts',
    measure: 'value',
    sums: true,
    items: snapshot.investments.map((account) =>
      valued(
        investmentSource(account),
        accountValueCents(account),
        investmentAccountWords(account),
      ),
    ),
  };
}

function holdings(snapshot: HouseholdSnapshot): RecordSet {
  return {
    intent: 'portfolio',
    singular: 'holding',
    plural: 'holdings',
    measure: 'value',
    sums: true,
    items: snapshot.investments.flatMap((account) =>
      account.holdings.map((holding) => {
        const cents = holdingValueCents(holding);
        return {
          id: holding.id,
          label: `${holdingSource(holding).label} (${investmentSource(account).label})`,
          cents,
          amountText: cents === null ? 'no price recorded' : formatCents(cents),
          words: tokensOf(`${holding.symbol ?? ''} ${holding.name}`).concat(
            investmentAccountWords(account),
          ),
          source: holdingSource(holding),
        };
      }),
    ),
  };
}

/** What the household owes: its loans and its credit cards' balances. */
function debts(snapshot: HouseholdSnapshot): RecordSet {
  const loans = snapshot.loans.map((loan) =>
    valued(
      loanSource(loan),
      loan.currentOutstandingBalanceCents,
      tokensOf(`${loanLabel(loan)} ${loan.loanType} loan`),
    ),
  );
  const cards = snapshot.estate.assets
    .filter((account) => account.type === 'credit_card')
    .map((account) =>
      valued(accountSource(account), account.balanceCents, [
        ...accountWords(account),
        'card',
        'credit',
      ]),
    );
  return {
    intent: 'loans',
    singular: 'debt',
    plural: 'debts',
    measure: 'balance',
    sums: true,
    items: [...loans, ...cards],
  };
}

/** "Life", "home": the kinds of policy a phrase names. */
const POLICY_KINDS =
  /\b(life|health|home|homeowners?|auto|car|umbrella|disability|long[- ]term care)\b/g;

function policies(snapshot: HouseholdSnapshot): RecordSet {
  const owner = ownerFirstName(snapshot);
  const items = snapshot.estate.policies.map((policy) => ({
    id: policy.id,
    label: policyLabel(policy),
    cents: policy.faceAmountCents,
    amountText: policy.faceAmountCents === null ? '' : formatCents(policy.faceAmountCents),
    words: tokensOf(`${policyLabel(policy)} ${policy.kind} insurance`),
    source: {
      kind: 'policy' as const,
      id: policy.id,
      label: policyLabel(policy),
      href: '/estate-plan',
    },
  }));
  return {
    intent: 'insurance',
    singular: 'policy',
    plural: 'policies',
    measure: 'coverage',
    sums: false,
    items,
    // "Than Alex" after "how much more life insurance do I have": Alex's life policy, and "I" is
    // the owner's.
    named: (phrase, whole) => {
      const mine = owner ? phrase.replace(/\b(i|me|my|mine|myself)\b/g, owner) : phrase;
      const kinds = mine.match(POLICY_KINDS) ? [] : (whole?.match(POLICY_KINDS) ?? []);
      return byName(items, [mine, ...kinds].join(' '));
    },
  };
}

function instruments(snapshot: HouseholdSnapshot): RecordSet {
  return {
    intent: 'estate_documents',
    singular: 'estate document',
    plural: 'estate documents',
    measure: '',
    sums: false,
    items: snapshot.estate.instruments.map((instrument) => ({
      id: instrument.id,
      label: instrumentLabel(instrument),
      cents: null,
      amountText: '',
      words: tokensOf(`${instrumentLabel(instrument)} ${instrument.kind}`),
      source: {
        kind: 'instrument',
        id: instrument.id,
        label: instrumentLabel(instrument),
        href: '/estate-plan',
      },
    })),
  };
}

/** Which kind of record a question asks a set of, by the nouns it uses, most specific first. */
const KINDS: readonly [
  RegExp,
  (text: string, snapshot: HouseholdSnapshot, limited: boolean) => RecordSet,
][] = [
  [
    // "The emergency fund" is a bank account, not a fund held.
    /\b(holdings?|positions?|stocks?|(?<!(emergency|rainy day|rainy-day|sinking|vacation|slush) )funds?|etfs?|shares)\b/,
    (_text, snapshot) => holdings(snapshot),
  ],
  [
    /\b(investments?|invested|portfolio|investment accounts?)\b/,
    (_text, snapshot) => investmentAccounts(snapshot),
  ],
  [/\b(owe|owed|owing|debts?|loans?)\b/, (_text, snapshot) => debts(snapshot)],
  [
    /\b(bank accounts?|accounts?|balances?|savings|checking|cash)\b/,
    (_text, snapshot) => bankAccounts(snapshot),
  ],
  [
    /\b(estate(?: planning)? documents?|estate papers?|instruments?|legal documents?)\b/,
    (_text, snapshot) => instruments(snapshot),
  ],
  [
    /^(?!.*\b(cost|costs|premiums?|pay|paying|spend)\b).*\b(policies|policy|insurance)\b/,
    (_text, snapshot) => policies(snapshot),
  ],
  [
    /\b(bills?|payments?|obligations?|expenses?|subscriptions?|charges?|charged|spend|spending|cost|costs|pay|premiums?|mortgages?)\b/,
    bills,
  ],
];

/** Whether a phrase names a kind of records ("investments", "the bills"), not one record. */
export function namesAKind(phrase: string): boolean {
  return KINDS.some(([pattern]) => pattern.test(phrase));
}

/** The set a question asks about, read without the words naming what it leaves out. */
export function recordSetOf(
  text: string,
  snapshot: HouseholdSnapshot,
  asked: { limited: boolean; ofBills: boolean },
): RecordSet | null {
  // "Everything we put on the Amex", "payments that leave checking in the first week": what an
  // account pays, how often or on which day, is said of bills.
  // Not "what do we owe on the Amex card": its balance.
  if (asked.ofBills && !/\b(owe|owed|owing|debts?|balances?|worth)\b/.test(text))
    return bills(text, snapshot, asked.limited);
  const found = KINDS.find(([pattern]) => pattern.test(text));
  return found ? found[1](text, snapshot, asked.limited) : null;
}

/** The items of a set that a phrase names. */
export function namedIn(set: RecordSet, phrase: string, whole?: string): readonly SetItem[] {
  return set.named ? set.named(phrase, whole) : byName(set.items, phrase);
}
