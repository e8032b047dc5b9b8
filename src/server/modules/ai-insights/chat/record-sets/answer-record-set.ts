import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { adultFirstNames, withTheHouseholdAsOurs } from '../records/the-couple';
import { capitalized, countOf } from '../text/format';
import { KEYWORDS } from '../text/keywords';
import { matchNames } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import { STOPWORDS } from '../text/stopwords';
import type { Question } from '../text/question';
import { billsNamedBy, filteredBills, filterWords } from './bill-filters';
import { firstOrLastInTheMonth } from './by-day';
import { daysApart, differenceOf } from './difference';
import { documentsNaming, readDocumentsNaming } from './documents-naming';
import { answerEstatePeopleSet, readPeopleQuestion } from './estate-people-set';
import { namedIn, namesAKind, recordSetOf, type RecordSet, type SetItem } from './collections';
import { readSetQuestion, withoutSetWords, type SetQuestion } from './set-question';

/** How many records an answer names one by one. */
const MAX_LISTED = 10;

/** "The smallest", "the second largest": no ordinal for the first. */
const ORDINAL_WORDS = ['', '', 'second ', 'third ', 'fourth ', 'fifth '];

function line(item: SetItem): string {
  return item.amountText ? `${item.label} ${item.amountText}` : item.label;
}

/** Largest first, as the spending answers list them. */
function largestFirst(items: readonly SetItem[]): SetItem[] {
  return [...items].sort(
    (a, b) => (b.cents ?? 0) - (a.cents ?? 0) || a.label.localeCompare(b.label),
  );
}

function listed(items: readonly SetItem[]): string {
  const shown = largestFirst(items).slice(0, MAX_LISTED).map(line);
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

/** "Leaving out Wells Fargo Home Mortgage and Chase Home Lending, ". */
function leavingOut(items: readonly SetItem[]): string {
  if (items.length === 0) return '';
  const names = items.map((item) => item.label);
  const last = names.pop();
  return `Leaving out ${names.length > 0 ? `${names.join(', ')} and ${last}` : last}, `;
}

/** The bills a part of the question names, without its filters' words and a card's holder. */
function billsNamed(
  phrase: string,
  asked: SetQuestion,
  snapshot: HouseholdSnapshot,
): readonly SnapshotObligation[] | null {
  // "Alex's Amex card": whose card it is, not which bills.
  const holders = asked.paidWith ? adultFirstNames(snapshot) : [];
  return billsNamedBy(phrase, snapshot, new Set([...filterWords(asked, snapshot), ...holders]));
}

/**
 * "The Apple, Microsoft and SCHD positions in the Schwab brokerage", "the joint brokerage without
 * the cash sweep": the holdings each listed part names best, by ticker, name or account, though
 * the part holds other words ("wats"); every holding when no part names one ("our three biggest
 * holdings across all the accounts": "accounts" is no name).
 */
function holdingsNamed(set: RecordSet, rest: string): readonly SetItem[] {
  const entries = set.items.map((item) => ({ item, words: item.words }));
  const named = rest.split(/,|\band\b|&/).flatMap((part) => {
    const words = tokensOf(part).filter(
      (word) => !KEYWORDS.has(word) && !STOPWORDS.has(word) && !/^\d+$/.test(word),
    );
    const match = matchNames(words, entries);
    return match.matchedWords.length > 0 ? match.items : [];
  });
  return named.length > 0 ? set.items.filter((item) => named.includes(item)) : set.items;
}

/**
 * "The joint brokerage's worth without the cash sweep", "the 401k less the bond fund": an account
 * less one of its holdings is the account's other holdings. Null unless the question leaves out a
 * holding from investments or from an account it names.
 */
function holdingsLeftOut(
  found: RecordSet | null,
  asked: SetQuestion,
  rest: string,
  snapshot: HouseholdSnapshot,
): RecordSet | null {
  if (!asked.leftOut || (found && found.plural !== 'investment accounts')) return null;
  if (found && namedIn(found, asked.leftOut).length > 0) return null;
  const holdings = recordSetOf('holdings', snapshot, { limited: false, ofBills: false });
  if (!holdings || namedIn(holdings, asked.leftOut).length === 0) return null;
  return found || holdingsNamed(holdings, rest).length < holdings.items.length ? holdings : null;
}

/**
 * The set's items the question is about. For bills, those it names besides what it leaves out
 * ("what we spend on Mia"), each of several it lists on its own ("the condo mortgage or the Honda
 * payment": a kind said of one is not said of the other), and as its filters say; null when it
 * names bills that are not in the records, which the spending answers then say.
 */
function itemsAsked(
  set: RecordSet,
  asked: SetQuestion,
  rest: string,
  snapshot: HouseholdSnapshot,
): readonly SetItem[] | null {
  if (set.plural === 'holdings') return holdingsNamed(set, rest);
  if (set.intent !== 'spending') return set.items;
  // "Jordan and Alex's three biggest bills", "the Carters' bills": the household's; not two
  // lists, one of Jordan's bills and one of Alex's, nor the bills in a Carter's name.
  const ours = withTheHouseholdAsOurs(rest, snapshot);
  const parts = ours.split(/,|\bor\b|\band\b/).filter((part) => /\w/.test(part));
  // A part naming no bill ("what comes first each month") is not one of those listed.
  const each = (
    parts.length > 1 ? parts.map((part) => billsNamed(part, asked, snapshot)) : []
  ).filter((found) => found === null || found.length < snapshot.obligations.length);
  const listed = each.length > 1 && each.every((found) => found !== null && found.length > 0);
  const named = listed
    ? [...new Set(each.flatMap((found) => found ?? []))]
    : billsNamed(ours, asked, snapshot);
  if (!named) return null;
  const kept = filteredBills(named, asked, snapshot);
  if (!kept) return null;
  const ids = new Set(kept.map((obligation) => obligation.id));
  return set.items.filter((item) => ids.has(item.id));
}

function ranked(items: readonly SetItem[], asked: SetQuestion): SetItem[] {
  const valued = items.filter((item) => item.cents !== null);
  const sign = asked.rank?.direction === 'smallest' ? 1 : -1;
  return [...valued].sort(
    (a, b) => sign * ((a.cents ?? 0) - (b.cents ?? 0)) || a.label.localeCompare(b.label),
  );
}

function limitText(set: RecordSet, asked: SetQuestion): string {
  if (!asked.limit) return '';
  const measure = set.measure === 'a charge' || set.measure === 'a month' ? ` ${set.measure}` : '';
  return ` ${asked.limit.above ? 'over' : 'under'} ${formatCents(asked.limit.cents)}${measure}`;
}

/** "Leaving out A, the rest…" or "The rest…": one sentence. */
function sentence(lead: string, text: string): string {
  return `${lead ? `${lead}${text}` : capitalized(text)}.`;
}

function byMeasure(set: RecordSet): string {
  if (set.measure === 'a month') return ' by monthly cost';
  if (set.measure === 'a charge') return ' by amount per charge';
  return set.measure ? ` by ${set.measure}` : '';
}

function reply(
  set: RecordSet,
  asked: SetQuestion,
  kept: readonly SetItem[],
  left: readonly SetItem[],
): IntentReply {
  const lead = leavingOut(left);
  const condition = limitText(set, asked);
  const cited = (items: readonly SetItem[]) => ({
    sources: largestFirst(items)
      .slice(0, MAX_LISTED)
      .map((item) => item.source),
    intent: set.intent,
  });
  if (asked.rank) {
    const { count, position, direction } = asked.rank;
    const chosen = ranked(kept, asked).slice(position - 1, position - 1 + count);
    const [first] = chosen;
    if (!first)
      return { response: sentence(lead, `there is no such ${set.singular}`), sources: [] };
    const text = asked.rank.all
      ? `${set.plural}${condition}${byMeasure(set)}, ${direction} first: ${chosen.map((item, at) => `${at + 1}. ${line(item)}`).join('; ')}`
      : count === 1
        ? `the ${ORDINAL_WORDS[position] ?? `${position}th `}${direction} ${set.singular}${condition}${byMeasure(set)} is ${line(first)}`
        : `the ${chosen.length} ${direction} ${set.plural}${condition}${byMeasure(set)} are ${chosen.map((item, at) => `${at + 1}. ${line(item)}`).join('; ')}`;
    return { response: sentence(lead, text), ...cited(chosen) };
  }
  const counted = `${countOf(kept.length, set.singular, set.plural)}${condition}`;
  if (asked.wants === 'sum' && set.sums && kept.length > 0) {
    const total = kept.reduce((sum, item) => sum + (item.cents ?? 0), 0);
    const amount =
      set.measure === 'a month'
        ? `${formatCents(total)} a month (${formatCents(total * 12)} a year)`
        : formatCents(total);
    return {
      response: sentence(
        lead,
        `${counted} ${kept.length === 1 ? 'comes' : 'come'} to ${amount}: ${listed(kept)}`,
      ),
      ...cited(kept),
    };
  }
  const text =
    kept.length === 0
      ? `no ${set.singular}${condition} is recorded`
      : `${counted}: ${listed(kept)}`;
  return { response: sentence(lead, text), ...cited(kept) };
}

/** A phrase read lowercased, as the question typed it ("the HSA"). */
function asTyped(typed: string, phrase: string): string {
  const at = typed.toLowerCase().replace(/[’‘]/g, "'").indexOf(phrase);
  return at < 0 ? phrase : typed.slice(at, at + phrase.length);
}

/**
 * "Top three bills", "the second biggest balance", "how many holdings are worth over $20k",
 * "everything except the two mortgages": a set of one kind of record, ranked, limited by an
 * amount or with some left out, added up, counted or listed. What is asked is read from the
 * question as typed, before the exclusions that only sharpen a question are dropped from it. Null
 * when the question asks none of these of a set it names, or names bills the records lack.
 */
export function answerRecordSet(
  question: Question,
  typed: string,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const naming = readDocumentsNaming(typed);
  if (naming) {
    const documents = documentsNaming(naming, snapshot);
    if (documents) return documents;
  }
  const ofPeople = readPeopleQuestion(typed);
  if (ofPeople) {
    const people = answerEstatePeopleSet(ofPeople, typed, snapshot);
    if (people) return people;
  }
  const asked = readSetQuestion(typed);
  if (!asked) return null;
  // What the question names: without what it leaves out, and without its reasons ("Doing our
  // year-end review:"), which readQuestion dropped (an exclusion dropped with them is in `asked`).
  const rest = withoutSetWords(question.raw.toLowerCase().replace(/[’‘]/g, "'"), asked);
  const found = recordSetOf(rest, snapshot, {
    limited: asked.limit !== null,
    ofBills:
      asked.paidWith !== null ||
      asked.monthly !== null ||
      asked.byDay !== null ||
      asked.daysApart ||
      asked.days !== null,
  });
  const set = holdingsLeftOut(found, asked, rest, snapshot) ?? found;
  if (!set) return null;
  // Two policies' coverages differ by an amount, though a sum of them means nothing.
  if (asked.differs) return differenceOf(rest, set);
  if (!set.sums && (asked.rank || asked.limit || asked.wants === 'sum')) return null;
  // Only bills are filtered by how often they come, what pays them and the day they are paid.
  if (set.intent !== 'spending' && (asked.monthly !== null || asked.paidWith || asked.days))
    return null;
  const left = asked.leftOut ? namedIn(set, asked.leftOut) : [];
  // "Not counting investments, which bank account…": what is left out is another kind of record,
  // which only sharpens the question; with nothing else asked of the set, no set answer.
  // But "the total of our investments, not counting the HSA" (a record, not an investment here)
  // is the whole set's total, said so.
  const notAmong =
    asked.leftOut &&
    left.length === 0 &&
    asked.wants === 'sum' &&
    set.sums &&
    !namesAKind(asked.leftOut);
  if (asked.leftOut && left.length === 0 && !asked.rank && !asked.limit && !notAmong) return null;
  const leftIds = new Set(left.map((item) => item.id));
  const asking = itemsAsked(set, asked, rest, snapshot);
  if (!asking) return null;
  if (asked.daysApart) return daysApart(asking.filter((item) => !leftIds.has(item.id)));
  if (asked.byDay) {
    if (set.intent !== 'spending') return null;
    const ids = new Set(asking.filter((item) => !leftIds.has(item.id)).map((item) => item.id));
    return firstOrLastInTheMonth(
      snapshot.obligations.filter((obligation) => ids.has(obligation.id)),
      asked.byDay,
      snapshot,
    );
  }
  const kept = asking.filter((item) => {
    if (leftIds.has(item.id)) return false;
    if (!asked.limit) return true;
    if (item.cents === null) return false;
    return asked.limit.above ? item.cents > asked.limit.cents : item.cents < asked.limit.cents;
  });
  const answer = reply(set, asked, kept, left);
  return notAmong
    ? {
        ...answer,
        response: `${answer.response} ${capitalized(asTyped(typed, asked.leftOut ?? ''))} is not one of the ${set.plural}, so nothing is left out.`,
      }
    : answer;
}
