import type { HouseholdSnapshot } from '../snapshot/household-snapshot';
import type { RouterContext } from './intent-router';
import { normalizeText, tokensOf } from './text/normalize';

/** A snapshot's words, kept while it is: a new one is assembled after every change. */
const RECORD_WORDS = new WeakMap<HouseholdSnapshot, ReadonlySet<string>>();

/**
 * Every word of the household's own names, built only when a question has a word that looks like
 * a misspelt keyword: a vendor called "Sprint" must stay Sprint, not become "spent".
 */
export function recordWordsOf(snapshot: HouseholdSnapshot): ReadonlySet<string> {
  const kept = RECORD_WORDS.get(snapshot);
  if (kept) return kept;
  const words = new Set<string>();
  RECORD_WORDS.set(snapshot, words);
  const add = (text: string | null | undefined) => {
    if (text) for (const word of tokensOf(text)) words.add(word);
  };
  for (const obligation of snapshot.obligations) {
    add(obligation.vendor);
    add(obligation.entityName);
    // "Internet", "Preschool tuition": the words the household describes a bill in.
    add(obligation.description);
    add(obligation.bankAccount);
  }
  for (const property of snapshot.estate.properties)
    add(`${property.name ?? ''} ${property.vehicleMake ?? ''} ${property.vehicleModel ?? ''}`);
  for (const account of snapshot.estate.assets)
    add(`${account.institutionName} ${account.accountName}`);
  for (const account of snapshot.investments) {
    add(`${account.institutionName} ${account.accountName}`);
    for (const holding of account.holdings) add(`${holding.symbol ?? ''} ${holding.name}`);
  }
  for (const loan of snapshot.loans) add(loan.bankName);
  for (const advisor of snapshot.advisors) add(`${advisor.name} ${advisor.firm ?? ''}`);
  for (const policy of snapshot.estate.policies)
    add(`${policy.carrier} ${policy.insuredName ?? ''}`);
  for (const person of snapshot.people) add(person.name);
  for (const household of snapshot.households) add(household.ownerName);
  // "I need to call Priya —": the estate plan's people are named as records are.
  for (const instrument of snapshot.estate.instruments)
    for (const person of instrument.people) add(person.name);
  for (const document of snapshot.documents) add(document.name);
  return words;
}

const ROUTER_CONTEXTS = new WeakMap<HouseholdSnapshot, RouterContext>();

/** The little the router needs to know of the records, worked out once per snapshot. */
export function routerContextOf(snapshot: HouseholdSnapshot): RouterContext {
  const kept = ROUTER_CONTEXTS.get(snapshot);
  if (kept) return kept;
  const context = readRouterContext(snapshot);
  ROUTER_CONTEXTS.set(snapshot, context);
  return context;
}

function readRouterContext(snapshot: HouseholdSnapshot): RouterContext {
  const ownNameWords = new Set<string>();
  for (const household of snapshot.households)
    for (const word of tokensOf(household.ownerName)) ownNameWords.add(word);
  for (const person of snapshot.people)
    for (const word of tokensOf(person.name)) ownNameWords.add(word);
  const advisorWords = new Set(snapshot.advisors.flatMap((advisor) => tokensOf(advisor.name)));
  const symbols = new Set<string>();
  for (const account of snapshot.investments)
    for (const holding of account.holdings)
      if (holding.symbol) symbols.add(holding.symbol.toLowerCase());
  // Not the owners' own names: "call Alex" is not a question about the backup executor Alex.
  const householdWords = new Set(
    snapshot.households.flatMap((household) => tokensOf(household.ownerName)),
  );
  const contactWords = new Set<string>();
  for (const instrument of snapshot.estate.instruments)
    for (const person of instrument.people)
      if (person.phone || person.email)
        for (const word of tokensOf(person.name))
          if (!householdWords.has(word)) contactWords.add(word);
  // "Spotify Family", "Family HSA": records called "… family" are no other family.
  for (const name of [
    ...snapshot.obligations.map(
      (obligation) => `${obligation.vendor} ${obligation.description ?? ''}`,
    ),
    ...snapshot.estate.assets.map((account) => `${account.institutionName} ${account.accountName}`),
    ...snapshot.investments.map((account) => `${account.institutionName} ${account.accountName}`),
  ])
    if (/famil|househ/i.test(name))
      for (const [, word] of normalizeText(name).matchAll(/\b(\w+) (family|household)\b/g))
        if (word) ownNameWords.add(word);
  return { ownNameWords, advisorWords, contactWords, symbols };
}
