import { tokensOf } from '../text/normalize';

/**
 * What a kind of record is for, in the words a family uses when it describes one instead of
 * naming it: "the account we keep for medical expenses" is the HSA, "the house we live in" the
 * primary residence, "the plan that covers our doctor visits" the health policy. Keyed by the
 * records' own type values (asset and investment account types, policy kinds, home types).
 * Only words that say what the record is for: a word that every kind could claim ("money",
 * "bills") would make every description match every record.
 */
const PURPOSES: Readonly<Record<string, string>> = {
  // Accounts (financial and investment ledgers).
  checking: 'paycheck paychecks everyday',
  college_529: 'college tuition education',
  hsa: 'medical health healthcare',
  retirement_401k: 'retirement',
  retirement_403b: 'retirement',
  retirement_457: 'retirement',
  ira: 'retirement',
  roth_ira: 'retirement',
  sep_ira: 'retirement',
  simple_ira: 'retirement',
  pension: 'retirement',
  // Policies.
  // Not "doctor": a doctor is also an advisor the family records (advisors.ts).
  health: 'medical hospital',
  // Not "liability": a home or auto policy's liability limit is not the umbrella's.
  umbrella: 'excess',
  home: 'dwelling',
  long_term_care: 'nursing',
  // Homes.
  primary_residence: 'live main',
  // Not "rent": what a family pays in rent is a facet of its own (obligation-facets.ts); not
  // "tenant" or "lease": the records hold no lease, and a question about one is declined.
  rental: 'rented renting',
  vacation: 'vacation getaway',
};

/** The words that say what a record of this type is for ("medical" for an HSA), or none. */
export function purposeWords(type: string | null | undefined): readonly string[] {
  const words = type ? PURPOSES[type] : undefined;
  return words ? tokensOf(words) : [];
}
