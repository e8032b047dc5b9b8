/**
 * Records described by what they do instead of named: "the policy that covers us beyond our home
 * and auto insurance" is the umbrella policy, "the home we rent out" the rental. Rewritten on the
 * question as typed, before anything reads it: a description's own words ("home and auto") would
 * otherwise be read as records of their own. What a kind of record is for, said with one word
 * ("the account for medical expenses"), is in records/what-it-is-for.ts; these are the phrasings
 * whose grammar hides that word.
 */
const DESCRIPTIONS: readonly [pattern: RegExp, replacement: string][] = [
  // "The plan that covers our doctor visits": the health policy.
  [
    /\b(plan|policy|insurance|coverage) (that |which )?(covers|pays for|pays) (our |my |the )?(doctor|doctors|medical|hospital|prescriptions?)( visits| bills| care| stays)?\b/gi,
    'health insurance',
  ],
  // "The policy that covers us beyond our home and auto insurance": liability above the others.
  [
    /\b(policy|insurance|coverage) (that |which )?(covers|protects) (us |me )?(beyond|above|over and above|on top of) (what )?(our |my |the )?(home and (auto|car)|(auto|car) and home|other)( insurance| policies| coverage)?( covers?)?\b/gi,
    'umbrella insurance',
  ],
  // "The home we rent out", "the place we lease": the rental.
  [
    /\b(home|house|place|property|condo|unit|one) (that |which )?(we|i) (rent|lease)( it)?( out)?\b/gi,
    'rental',
  ],
  // "The house we live in", "where we live": the primary residence.
  [
    /\b(the |our |my )?(home|house|place|property|one) (that |which )?(we|i) (live|are living|re living) in\b/gi,
    '$1primary residence',
  ],
  // "The person who'd take the kids": the children's guardian.
  [
    /\b(the )?(person|one|people|ones) (who|that)( would|['’]d| will| is going to)? (take|raise|look after|care for|get|bring up) (the |our |my )?(kids|children)\b/gi,
    'the guardian',
  ],
  // "The person who prepares our joint return": the CPA.
  [
    /\b(the )?(person|one|guy|lady|people|firm|company) (who|that) (prepares|prepared|does|did|files|filed|handles|handled) (our|my|the) (joint )?(tax )?(returns?|taxes)\b/gi,
    'the cpa',
  ],
  // "Who takes over running our trust (once neither of us can)?": its successor trustee.
  [
    /\b(takes?|would take|will take|taking) over (running|managing|handling|administering) (the |our |my )?(\w+ )?trust\b/gi,
    'is the successor trustee of the trust',
  ],
  // "Who runs the trust after both of us are gone?": its successor trustee, not its makers.
  [
    /\b(runs|will run|would run|manages|will manage|would manage|handles|will handle|would handle) (the |our |my )?(\w+ )?trust (?=(after|when|once|if)\b)/gi,
    'is the successor trustee of the trust ',
  ],
  // "The document that says who decides about my medical care": the health-care power of
  // attorney.
  [
    /\b(the )?(document|paper|papers|form) (that |which )?(says|names|lists|decides|picks) who (decides|makes decisions|will decide|would decide|gets to decide|speaks) (about |on |for )?(my |our |his |her )?(medical|health|healthcare|health care) (care|treatment|decisions)?/gi,
    'the health-care power of attorney',
  ],
  // "Who is named to step in if Alex cannot?": the alternate.
  [
    /\b(step|steps|stepping) in if (\w+ ){1,2}(can['’]?t|cannot|can not|is unable|isn['’]?t able|is not able|won['’]?t)( to)?( serve| act| do it)?\b/gi,
    'the alternate',
  ],
  // "The account we keep for emergencies", "what we're saving in for college": what it is for.
  [
    /(?<=\b(account|accounts|fund|funds|card|cards|policy|policies|plan|one|money|savings) )(that |which )?(we|i|they)( are|['’]re)? (keep|use|have|hold|set aside|put aside|save|saving|use) (it |money )?(in |with )?for\b/gi,
    'for',
  ],
];

/** A question about insurance: its premiums, policies or cover. */
const OF_INSURANCE = /\b(premiums?|insurance|insured|policies|coverage)\b/i;

/** "Life, health, home, umbrella and both cars": the cars, listed among kinds of insurance. */
const CARS_AMONG_POLICY_KINDS =
  /(?<=\b(life|health|home|house|umbrella|renters?|disability)(,| and| &)? (and |& )?)(the |both |our |two |the two |both of the |both our )?(cars|vehicles|autos)\b/gi;

export function withDescribedRecordsNamed(raw: string): string {
  const named = DESCRIPTIONS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    raw,
  );
  // "What do the premiums come to: life, health, home, umbrella and both cars?": the cars'
  // policies, not everything the cars cost (their loan, their registration).
  return OF_INSURANCE.test(named)
    ? named.replace(CARS_AMONG_POLICY_KINDS, 'auto insurance')
    : named;
}
