import type { PropertyFacts } from '@shared/estate/estate-analysis/estate-facts';
import { propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import { listsNames, matchNames, namesNothingTogether, type Named } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import {
  askedFacets,
  categoryWords,
  LOAN_WORD,
  SUBSCRIPTION_WORD,
  type Facet,
  facetsListed,
} from './obligation-facets';
import {
  isSubscription,
  isSubscriptionWord,
  serviceKindWords,
  withoutServiceWords,
} from './subscription-services';
import { vehicleNames, vehicleOf, type VehicleNames } from './vehicles';
import { adultFirstNames } from './the-couple';
import { homesByAddress } from './homes-by-address';
import { purposeWords } from './what-it-is-for';
import { askedCount } from '../record-sets/set-question';
import { loansByObligation } from './loan-bills';

/** Which obligations a question is about, and how to name them in the answer. */
export type ObligationSubject = {
  obligations: SnapshotObligation[];
  facets: Facet[];
  /** The name the question used, as the records spell it ("2021 Toyota Camry", "Emma"). */
  name: string | null;
  /** What matched when no name holds it: words of a description ("health", "streaming"). */
  described: string | null;
  /** The vehicle the question named, when it named one. */
  vehicle: PropertyFacts | null;
  /** Words that named nothing the household has. */
  unmatchedWords: string[];
  /** True when the question named something and nothing at all matched it. */
  notFound: boolean;
};

const ASKS_CATEGORY = /\bcategor(y|ies)\b/;

/** Words in a bill naming a kind of account it pays into, and that account's type. */
export const ACCOUNT_PAID_INTO: readonly [string, string][] = [
  ['529', 'college_529'],
  ['hsa', 'hsa'],
  ['401k', 'retirement_401k'],
  ['ira', 'ira'],
];

type Bagged = { obligation: SnapshotObligation; vehicle: PropertyFacts | null };

/** Everything an obligation can be called by: its own fields, its category, its vehicle. */
function obligationWords(
  obligation: SnapshotObligation,
  vehicle: PropertyFacts | null,
  carriers: readonly (readonly string[])[],
  homes: ReadonlyMap<string, PropertyFacts>,
  loanBills: ReadonlySet<string>,
): string[] {
  const words = [
    ...tokensOf(
      [
        obligation.vendor,
        obligation.entityName,
        obligation.description,
        obligation.homeSubcategory,
        obligation.addressFull,
      ]
        .filter(Boolean)
        .join(' '),
    ),
  ];
  words.push(...categoryWords(obligation.category));
  // A bill from the carrier of one of the household's policies is that insurance ("GEICO").
  const vendor = new Set(tokensOf(obligation.vendor));
  if (carriers.some((carrier) => carrier.length > 0 && carrier.every((word) => vendor.has(word))))
    words.push('insurance');
  if (isSubscription(obligation.vendor, obligation.description)) words.push(SUBSCRIPTION_WORD);
  if (loanBills.has(obligation.id)) words.push(LOAN_WORD);
  words.push(...serviceKindWords(obligation.vendor));
  // A bill that pays into an account ("529 contribution") is for what that account is for: the
  // college fund, the retirement savings.
  for (const [word, type] of ACCOUNT_PAID_INTO)
    if (words.includes(word)) words.push(...purposeWords(type), 'savings');
  // A bill at a home's address is that home's: "the condo's mortgage", "the rental's HOA".
  const home = obligation.addressFull ? homes.get(obligation.addressFull) : undefined;
  if (home)
    words.push(
      ...tokensOf([home.name, home.homeType].filter(Boolean).join(' ')),
      ...purposeWords(home.homeType),
    );
  if (vehicle) {
    words.push('auto', 'car', 'vehicle');
    words.push(...tokensOf([vehicle.vehicleMake, vehicle.vehicleModel, vehicle.name].join(' ')));
    if (vehicle.vehicleYear) words.push(String(vehicle.vehicleYear));
  }
  return words;
}

/** The words of the people and vehicles obligations are for (a child, an insured, a car). */
function entityWords(
  obligations: readonly SnapshotObligation[],
  vehicles: readonly VehicleNames[],
): Set<string> {
  const words = new Set<string>();
  for (const obligation of obligations)
    for (const word of tokensOf(obligation.entityName ?? '')) words.add(word);
  for (const vehicle of vehicles) for (const word of vehicle.words) words.add(word);
  return words;
}

function hasFacet(words: readonly string[], facet: Facet): boolean {
  return facet.words.some((word) => words.includes(word));
}

/**
 * How the answer names what the question named: the record name holding the most of the matched
 * words, a vehicle first ("the 2021 Toyota Camry"), then an entity ("Emma"), a vendor, an address.
 */
function subjectName(items: readonly Bagged[], matchedWords: readonly string[]): string | null {
  if (matchedWords.length === 0) return null;
  const held = (text: string | null | undefined) => {
    if (!text) return 0;
    const words = new Set(tokensOf(text));
    return matchedWords.filter((word) => words.has(word)).length;
  };
  // "Austin Energy" must not name a total that also holds everything at an Austin address.
  const sharedByAll = (name: string) =>
    items.every(
      ({ obligation, vehicle }) =>
        (vehicle !== null && vehicleName(vehicle) === name) ||
        obligation.entityName === name ||
        obligation.vendor === name ||
        obligation.addressFull === name,
    );
  let best: { name: string; count: number } | null = null;
  const consider = (name: string | null, text: string | null) => {
    const count = held(text);
    if (name && count > (best?.count ?? 0) && sharedByAll(name)) best = { name, count };
  };
  for (const { vehicle } of items)
    if (vehicle)
      consider(
        vehicleName(vehicle),
        [vehicle.vehicleYear, vehicle.vehicleMake, vehicle.vehicleModel, vehicle.name].join(' '),
      );
  for (const field of ['entityName', 'vendor', 'addressFull'] as const)
    for (const { obligation } of items) consider(obligation[field], obligation[field]);
  return best === null ? null : (best as { name: string }).name;
}

/** "the 2021 Toyota Camry". */
function vehicleName(vehicle: PropertyFacts): string {
  return `the ${propertyLabel(vehicle)}`;
}

/**
 * "The HOA on the house", when the household has a house and a condo: "house" is a word of every
 * home bill, but here it names one home, so the bills at another home's address are not asked.
 */
function atTheHomeNamed(
  subject: ObligationSubject,
  question: Question,
  snapshot: HouseholdSnapshot,
): ObligationSubject {
  // "House" may be read as the Home category rather than a name: every word of the question.
  const words = question.tokens;
  // "The house-related bills", "all the house stuff", "the whole home category": the category.
  if (
    /\b(house|home) (category|related|stuff|things|bills|costs|expenses)\b|\bcategory\b/.test(
      question.text,
    )
  )
    return subject;
  const homes = [...homesByAddress(snapshot.estate.properties)];
  const named = homes.filter(([, home]) =>
    tokensOf(home.name ?? '').some((word) => words.includes(word)),
  );
  if (named.length === 0 || named.length === homes.length) return subject;
  const elsewhere = new Set(
    homes.filter((entry) => !named.includes(entry)).map(([address]) => address),
  );
  const kept = subject.obligations.filter(
    (obligation) => !obligation.addressFull || !elsewhere.has(obligation.addressFull),
  );
  return kept.length > 0 && kept.length < subject.obligations.length
    ? { ...subject, obligations: kept }
    : subject;
}

/**
 * Reads the categories and names a question gives ("car insurance", "the Camry", "Emma's
 * soccer") and returns the obligations they pick out. Without either, every obligation.
 */
export function obligationSubject(
  question: Question,
  snapshot: HouseholdSnapshot,
  named: readonly string[] = question.contentTokens,
): ObligationSubject {
  // "Our 3 biggest bills": the number counts them; it names no Tesla Model 3.
  const count = askedCount(question.text)?.word;
  const words = named.filter((word) => word !== count);
  const subject = subjectAmong(question, snapshot, words, new Map());
  if (!subject.notFound) return atTheHomeNamed(subject, question, snapshot);
  // "The gas bill for Jordan's house", "the fees Jordan pays for Leo's playschool": the couple
  // pays the household's bills, so their names narrow to nothing a bill is named by.
  const couple = new Set(adultFirstNames(snapshot));
  const unnamed = words.filter((word) => !couple.has(word));
  if (unnamed.length > 0 && unnamed.length < words.length) {
    const paidByTheCouple = subjectAmong(question, snapshot, unnamed, new Map());
    if (!paidByTheCouple.notFound) return paidByTheCouple;
  }
  // "The condo's mortgage": a bill named by the home at its address, when nothing else names it.
  const homes = homesByAddress(snapshot.estate.properties);
  return homes.size > 0 ? subjectAmong(question, snapshot, words, homes) : subject;
}

function subjectAmong(
  question: Question,
  snapshot: HouseholdSnapshot,
  words: readonly string[],
  homes: ReadonlyMap<string, PropertyFacts>,
): ObligationSubject {
  const facets = askedFacets(question.text);
  const base = {
    facets,
    unmatchedWords: [] as string[],
    vehicle: null,
    name: null,
    described: null,
  };
  // Neither a name nor a kind of spending: everything, without reading a word of it.
  if (words.length === 0 && facets.length === 0)
    return { ...base, obligations: [...snapshot.obligations], notFound: false };
  const vehicles = vehicleNames(snapshot.estate.properties);
  const carriers = snapshot.estate.policies.map((policy) => tokensOf(policy.carrier));
  const loanBills = new Set(loansByObligation(snapshot).keys());
  const bagged: Named<Bagged>[] = snapshot.obligations.map((obligation) => {
    const vehicle = vehicleOf(obligation.entityName, vehicles)?.property ?? null;
    return {
      item: { obligation, vehicle },
      words: obligationWords(obligation, vehicle, carriers, homes, loanBills),
    };
  });
  const bags = new Map(bagged.map((entry) => [entry.item, entry.words]));
  // "Our insurance category": the obligations filed under it, not every bill that is insurance.
  const byCategory = ASKS_CATEGORY.test(question.text);
  const facetWords = (item: Bagged) =>
    byCategory ? categoryWords(item.obligation.category) : (bags.get(item) ?? []);
  const listed = facetsListed(question.text, facets);
  const withFacets = (items: readonly Bagged[]) =>
    items
      .filter((item) =>
        listed
          ? facets.some((facet) => hasFacet(facetWords(item), facet))
          : facets.every((facet) => hasFacet(facetWords(item), facet)),
      )
      .map((item) => item.obligation);
  if (words.length === 0)
    return { ...base, obligations: withFacets(bagged.map((entry) => entry.item)), notFound: false };

  // Names first, then categories: "insurance for the Camry" when the Camry has none is an
  // honest zero about the Camry, not "no Camry".
  const named = matchNames(withoutServiceWords(words), bagged, { listed: listsNames(question) });
  // "Streaming, Netflix and Spotify": a word saying they are subscriptions describes the names
  // beside it when every one of them is one.
  const describing = named.unmatchedWords.filter(isSubscriptionWord);
  const match =
    describing.length > 0 &&
    named.items.length > 0 &&
    named.items.every(({ obligation }) => isSubscription(obligation.vendor, obligation.description))
      ? {
          ...named,
          unmatchedWords: named.unmatchedWords.filter((word) => !describing.includes(word)),
        }
      : named;
  // "Sunrise Home Care" is not "Green Thumb Lawn Care": a name is matched whole. Only a person
  // or a vehicle may come with words that match nothing ("Emma's activities"), said in the answer.
  // "When do Netflix and Spotify charge the Amex?": the card that pays them is no other name.
  const payingWords = new Set(
    match.items.flatMap((item) => tokensOf(item.obligation.bankAccount ?? '')),
  );
  const unpaid = match.unmatchedWords.filter((word) => !payingWords.has(word));
  const partial =
    unpaid.length > 0 &&
    !match.matchedWords.every((word) => entityWords(snapshot.obligations, vehicles).has(word));
  if (partial) return { ...base, obligations: [], notFound: true, unmatchedWords: [...words] };
  // "Liam's soccer" when Emma plays soccer, "GEICO for the Honda" when GEICO insures the Camry:
  // names that no one obligation holds together are one thing the household does not have,
  // unless the question lists them ("the Camry and the Honda").
  if (namesNothingTogether(match, question))
    return { ...base, obligations: [], notFound: true, unmatchedWords: [...words] };
  if (match.items.length > 0) {
    const name = subjectName(match.items, match.matchedWords);
    const vehicle =
      match.items.map((item) => item.vehicle).find((each) => each && vehicleName(each) === name) ??
      null;
    return {
      ...base,
      obligations: withFacets(match.items),
      name,
      described: name ? null : [...new Set(match.matchedWords)].join(' '),
      vehicle,
      unmatchedWords: match.unmatchedWords,
      notFound: false,
    };
  }
  // A vehicle on Properties with nothing paid for it is still a vehicle the household has.
  const vehicleMatch = matchNames(
    words,
    vehicles.map((vehicle) => ({ item: vehicle.property, words: vehicle.words })),
  );
  const vehicle = vehicleMatch.items[0] ?? null;
  return {
    ...base,
    obligations: [],
    vehicle,
    name: vehicle ? vehicleName(vehicle) : null,
    unmatchedWords: vehicle ? vehicleMatch.unmatchedWords : [...words],
    notFound: !vehicle,
  };
}
