import { CATEGORY_LABELS } from '@shared/finance/categories';
import { FREQUENCY_LABELS, type Frequency } from '@shared/finance/frequency';
import { monthlyTotals } from '@shared/finance/household-summary';
import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import { notFoundReply, quotedWords, type IntentReply } from '../chat-reply';
import { chargeText } from '../lookup/card-words';
import { ASKS_TOTAL } from '../lookup/asked-attributes';
import { asExpense } from '../records/expense-like';
import {
  byMonthlyCost,
  monthlyCents,
  obligationLine,
  obligationList,
  totalMonthlyCents,
} from '../records/obligation-lines';
import { obligationSubject, type ObligationSubject } from '../records/obligation-subject';
import { limitedSources, obligationSource, propertySource } from '../records/sources';
import { countOf } from '../text/format';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { askedCount, NUMBER_WORDS } from '../record-sets/set-question';
import { comparedCategories } from './category-comparison';
import { comparedSpending } from './spending-compared';
import { spendingByEach } from './spending-by-each';

const ASKS_YEARLY = /\b(yearly|year|years|annual|annually)\b/;
const ASKS_LARGEST =
  /\b(biggest|largest|highest|most expensive|priciest|costliest|top|(costs?|runs?) (us |me )?(the )?most)\b/;
const ASKS_SMALLEST =
  /\b(smallest|cheapest|lowest|least expensive|(costs?|runs?) (us |me )?(the )?least)\b/;
const ASKS_COUNT = /\bhow many\b/;
const LISTS = /\b(and|plus|between|both)\b/;
const ASKS_BREAKDOWN =
  /\b(breakdown|break down|by category|per category|each category|categories|split)\b/;
const TOP_COUNT = 5;

/** "car insurance" reads better than "your vehicles and insurance". */
const INSURANCE_OF: Record<string, string> = {
  auto: 'car insurance',
  home: 'home insurance',
  kids: "the kids' insurance",
};

/** "insurance for Emma", "the 2021 Toyota Camry", "health insurance", or null for everything. */
function subjectLabel(subject: ObligationSubject): string | null {
  const shown = subject.facets.filter((facet) => !(subject.vehicle && facet.id === 'auto'));
  const ids = shown.map((facet) => facet.id);
  const paired =
    ids.length === 2 && ids.includes('insurance')
      ? ids.find((id) => id !== 'insurance')
      : undefined;
  const facets =
    paired && INSURANCE_OF[paired] ? [INSURANCE_OF[paired]] : shown.map((facet) => facet.label);
  const facetText = facets.length > 0 ? facets.join(' and ') : null;
  // A named vendor or person already says its category; insurance is the one worth keeping.
  if (subject.name)
    return ids.includes('insurance') && !paired ? `insurance for ${subject.name}` : subject.name;
  // "Health insurance", "streaming": words of a description, before the kind they narrow.
  if (subject.described) {
    // "HOA" said again as the HOA facet's own word is not a narrower description.
    const facetWords = new Set(shown.flatMap((facet) => facet.words));
    const narrows = subject.described.split(' ').some((word) => !facetWords.has(word));
    if (!narrows && facetText) return facetText;
    if (!facetText) return subject.described;
    // "the condo HOA", not "condo the HOA".
    const article = /^the /.exec(facetText)?.[0] ?? '';
    return `${article}${subject.described} ${facetText.slice(article.length)}`;
  }
  return facetText;
}

function amounts(monthly: number, yearlyFirst: boolean): string {
  return yearlyFirst
    ? `${formatCents(monthly * 12)} a year (${formatCents(monthly)} a month)`
    : `${formatCents(monthly)} a month (${formatCents(monthly * 12)} a year)`;
}

/**
 * "What do the two GEICO policies cost together every six months?": bills charged alike add up
 * to one charge of that period, said before what it comes to a month and a year.
 */
function sharedCharge(obligations: readonly SnapshotObligation[], monthly: number): string | null {
  const [first] = obligations;
  if (obligations.length < 2 || !first || first.frequency === 'monthly') return null;
  if (obligations.some((each) => each.frequency !== first.frequency)) return null;
  const cents = obligations.reduce((sum, each) => sum + each.costCents, 0);
  return chargeText(cents, first.frequency, monthly);
}

function sourcesFor(obligations: readonly SnapshotObligation[], subject: ObligationSubject) {
  const listed = limitedSources(obligations.map(obligationSource), {
    kind: 'obligation',
    noun: 'obligations',
    href: subject.facets[0]?.href ?? '/expenses',
  });
  return subject.vehicle ? [propertySource(subject.vehicle), ...listed] : listed;
}

function perHousehold(obligations: readonly SnapshotObligation[], snapshot: HouseholdSnapshot) {
  if (snapshot.households.length < 2) return '';
  const parts = snapshot.households.map(
    (household) =>
      `${household.ownerName}'s household ${formatCents(
        totalMonthlyCents(obligations.filter((each) => each.ownerId === household.ownerId)),
      )} a month`,
  );
  return ` By household: ${parts.join('; ')}.`;
}

function breakdown(snapshot: HouseholdSnapshot, yearlyFirst: boolean): IntentReply {
  const totals = monthlyTotals(snapshot.obligations.map(asExpense));
  const parts = totals.byCategory
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.monthlyCents - a.monthlyCents)
    .map(
      (entry) =>
        `${CATEGORY_LABELS[entry.category]} ${formatCents(
          yearlyFirst ? entry.monthlyCents * 12 : entry.monthlyCents,
        )} (${Math.round(entry.share * 100)}%)`,
    );
  return {
    response: `Your ${countOf(totals.count, 'obligation')} ${totals.count === 1 ? 'comes' : 'come'} to ${amounts(totals.totalCents, yearlyFirst)}. By category${yearlyFirst ? ', a year' : ', a month'}: ${parts.join('; ')}.${perHousehold(snapshot.obligations, snapshot)}`,
    sources: limitedSources(byMonthlyCost(snapshot.obligations).map(obligationSource), {
      kind: 'obligation',
      noun: 'obligations',
      href: '/expenses',
    }),
  };
}

function ranked(
  question: Question,
  obligations: SnapshotObligation[],
  subject: ObligationSubject,
  snapshot: HouseholdSnapshot,
  largest: boolean,
  yearly: boolean,
): IntentReply {
  const sorted = byMonthlyCost(obligations);
  const picked = (largest ? sorted : sorted.reverse()).slice(
    0,
    askedCount(question.text)?.count ?? TOP_COUNT,
  );
  const label = subjectLabel(subject);
  // "Which costs the most per year?": each one's year, as the cards say it.
  const inTerms = (obligation: SnapshotObligation) =>
    yearly
      ? obligation.frequency === 'yearly'
        ? ''
        : ` (${formatCents(monthlyCents(obligation) * 12)} a year)`
      : obligation.frequency === 'monthly'
        ? ''
        : ` (${formatCents(monthlyCents(obligation))} a month)`;
  const lines = picked.map(
    (obligation, index) =>
      `${index + 1}. ${obligationLine(obligation, snapshot)}${inTerms(obligation)}`,
  );
  // "Which bill in the Other category costs the most, and what's the category's total?"
  const monthly = totalMonthlyCents(obligations);
  const total =
    ASKS_TOTAL.test(question.text) && obligations.length > 1
      ? ` In all, ${countOf(obligations.length, 'obligation')} come to ${formatCents(monthly)} a month (${formatCents(monthly * 12)} a year).`
      : '';
  return {
    response: `Your ${largest ? 'largest' : 'smallest'} obligations${label ? ` for ${label}` : ''}, by ${yearly ? 'yearly' : 'monthly'} cost: ${lines.join('; ')}.${total}`,
    sources: picked.map(obligationSource),
  };
}

/**
 * "The bills we only pay once a year", "our quarterly bills": the obligations charged that often,
 * not every bill counted a year's worth ("what do we spend a year?").
 */
const ONLY_CHARGED: readonly [frequency: string, label: string, asked: RegExp][] = [
  [
    'yearly',
    'paid once a year',
    /\bonce a year\b|\b(yearly|annual) (bills|charges|payments|subscriptions|fees|renewals)\b|\b(bills|charges|payments|subscriptions|fees|expenses|ones) (that are |we |i )?(only )?(paid |pay |billed |charged |due )(only )?(yearly|annually|every year)\b/,
  ],
  [
    'quarterly',
    'paid every quarter',
    /\b(quarterly (bills|charges|payments|fees|dues))\b|\b(paid|pay|billed|charged|due) (only )?(quarterly|every quarter|every (3|three) months)\b/,
  ],
  [
    'bi-annual',
    'paid twice a year',
    /\btwice a year\b|\b(paid|pay|billed|charged|due) (only )?every (6|six) months\b|\b(semi ?annual|bi ?annual|biannual) (bills|charges|payments|premiums)\b/,
  ],
];

/** Totals by category, vendor, vehicle, child, insured person or address; monthly or yearly. */
export function answerSpending(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const compared = comparedCategories(question, snapshot) ?? comparedSpending(question, snapshot);
  if (compared) return compared;
  const only = ONLY_CHARGED.find(([, , asked]) => asked.test(question.text));
  if (only) return chargedEvery(question, snapshot, only[0], only[1], only[2]);
  return answerSpendingOn(question, snapshot);
}

const CHARGES =
  /^(bills?|charges?|payments?|fees?|expenses?|subscriptions?|ones|renewals?|obligations?|billed|charged)$/;

/** The obligations charged at one frequency, among those the rest of the question names. */
function chargedEvery(
  question: Question,
  snapshot: HouseholdSnapshot,
  frequency: string,
  label: string,
  asked: RegExp,
): IntentReply {
  const phrase = new Set(tokensOf(asked.exec(question.text)?.[0] ?? ''));
  // "The charges that are billed once a year": what they are called names none of them.
  const words = question.contentTokens.filter((word) => !phrase.has(word) && !CHARGES.test(word));
  const subject = obligationSubject(question, snapshot, words);
  if (subject.notFound)
    return notFoundReply(
      subject.unmatchedWords,
      'no obligation, vendor, vehicle or person by that name',
    );
  const obligations = byMonthlyCost(
    subject.obligations.filter((obligation) => obligation.frequency === frequency),
  );
  const named = subjectLabel(subject);
  const what = `${label}${named ? ` for ${named}` : ''}`;
  if (obligations.length === 0)
    return { response: `No obligation ${what} is in your records.`, sources: [] };
  const monthly = totalMonthlyCents(obligations);
  const list = obligationList(obligations, snapshot, (obligation) =>
    obligationLine(obligation, snapshot),
  );
  return {
    response: `Your ${countOf(obligations.length, 'obligation')} ${what} ${obligations.length === 1 ? 'comes' : 'come'} to ${amounts(monthly, frequency === 'yearly')}: ${list}.`,
    sources: sourcesFor(obligations, subject),
  };
}

/** "How much did Alex spend at the supermarket last week?": purchases over a past stretch of time. */
const PAST_PURCHASE = /\b(did|have|has) (\w+ ){0,3}(spend|spent|buy|bought)\b|\b(spent|bought)\b/;
const PAST_STRETCH =
  /\b(last|past|previous|this) (week|weekend|fortnight|month|year|few days|\d+ days|two weeks)\b|\byesterday\b/;

const HOW_OFTEN = /\bhow often\b|\bhow frequently\b|\bwhat frequency\b/;
/** Listed by how often they are charged only when a few bills are asked about. */
const MAX_OFTEN = 3;

/** "… and how often?": how often each bill asked about is charged, in words. */
function howOften(question: Question, obligations: readonly SnapshotObligation[]): string {
  if (!HOW_OFTEN.test(question.text) || obligations.length > MAX_OFTEN) return '';
  const each = obligations.map(
    (obligation) =>
      `${obligation.vendor} is charged ${FREQUENCY_LABELS[obligation.frequency as Frequency] ?? FREQUENCY_LABELS.monthly} (${formatCents(obligation.costCents)} each time)`,
  );
  return ` ${each.join('; ')}.`;
}

function answerSpendingOn(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const yearlyFirst = ASKS_YEARLY.test(question.text);
  const subject = obligationSubject(question, snapshot);
  if (subject.notFound)
    return notFoundReply(
      subject.unmatchedWords,
      'no obligation, vendor, vehicle or person by that name',
    );
  const label = subjectLabel(subject);
  // Purchases the bills do not hold ("at the supermarket", "on petrol") are not the bills of
  // someone the question also names: the records keep bills, not each purchase.
  if (
    PAST_PURCHASE.test(question.text) &&
    PAST_STRETCH.test(question.text) &&
    (subject.unmatchedWords.length > 0 || subject.obligations.length === 0)
  ) {
    // "The last fortnight" is read as "the last two weeks": its number names no purchase.
    const bought = subject.unmatchedWords.filter(
      (word) => !/^\d+$/.test(word) && !NUMBER_WORDS[word],
    );
    return {
      response: `Nido keeps your household's bills and what they cost, not each purchase, so I can't say what was spent${bought.length > 0 ? ` on ${quotedWords(bought)}` : ''}.`,
      sources: [],
      recordsLack: true,
    };
  }
  if (!label && ASKS_BREAKDOWN.test(question.text)) return breakdown(snapshot, yearlyFirst);
  const obligations = byMonthlyCost(subject.obligations);
  // "The Tesla between its insurance and the registration" lists two things, not one that is
  // both: nothing being both is no answer (the records are looked up part by part).
  if (obligations.length === 0 && subject.facets.length > 0 && LISTS.test(question.text))
    return notFoundReply(question.contentTokens, 'no obligation that is all of these');
  if (obligations.length === 0)
    return {
      response: label
        ? `No obligation in your records is for ${label}, so that comes to ${formatCents(0)}.`
        : `You have no obligations recorded yet.`,
      sources: subject.vehicle ? [propertySource(subject.vehicle)] : [],
    };
  const byEach = spendingByEach(question.text, obligations, snapshot);
  if (byEach) return byEach;
  if (ASKS_LARGEST.test(question.text))
    return ranked(question, obligations, subject, snapshot, true, yearlyFirst);
  if (ASKS_SMALLEST.test(question.text))
    return ranked(question, obligations, subject, snapshot, false, yearlyFirst);

  const monthly = totalMonthlyCents(obligations);
  const unmatched =
    subject.unmatchedWords.length > 0 && label
      ? ` Nothing in your records matched ${quotedWords(subject.unmatchedWords)}, so this covers all of ${label}.`
      : '';
  const hideEntity = (obligation: SnapshotObligation) =>
    !!subject.name && obligation.entityName === subject.name;
  // One bill is told with what it covers ("is that just electric?").
  const list = obligationList(obligations, snapshot, (obligation) =>
    obligationLine(obligation, snapshot, {
      hideEntity: hideEntity(obligation),
      described: obligations.length === 1,
    }),
  );
  const sources = sourcesFor(obligations, subject);
  if (ASKS_COUNT.test(question.text))
    return {
      response: `You have ${countOf(obligations.length, 'obligation')}${label ? ` for ${label}` : ''}, coming to ${amounts(monthly, yearlyFirst)}${obligations.length === 1 ? `: ${list}` : ''}.${unmatched}`,
      sources,
    };
  if (!label)
    return {
      response: `Your ${countOf(obligations.length, 'obligation')} ${obligations.length === 1 ? 'comes' : 'come'} to ${amounts(monthly, yearlyFirst)}. The largest: ${list}.${perHousehold(obligations, snapshot)}`,
      sources,
    };
  return {
    response: `You spend ${sharedCharge(obligations, monthly) ?? amounts(monthly, yearlyFirst)} on ${label}, across ${countOf(obligations.length, 'obligation')}: ${list}.${howOften(question, obligations)}${unmatched}`,
    sources,
  };
}
