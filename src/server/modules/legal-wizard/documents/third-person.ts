/**
 * The state rows word the witness disqualifications to the person signing ("your agent", "a
 * facility where you are a patient"), as the wizard shows them. A witness's declaration in the
 * document speaks of that person in the third person, so every "you" becomes "the principal":
 * "your" its possessive, and a "you" that is the subject of a clause ("where you live") takes the
 * verb's third-person form ("where the principal lives").
 */

const PERSON = 'the principal';

/** Words after which "you" is the subject of a clause, not the object of a verb or preposition. */
const SUBJECT_AFTER = 'where|when|while|if|unless|because|who|that|whom|whether';

const UNCHANGED = new Set([
  'can',
  'cannot',
  'could',
  'may',
  'might',
  'must',
  'shall',
  'should',
  'will',
  'would',
]);
const IRREGULAR: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does' };

/** The verb as it follows "the principal": "live" → "lives", "are" → "is". */
function thirdPersonVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (UNCHANGED.has(lower)) return verb;
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/(s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Where `offset` starts the text or a sentence in it. */
function startsSentence(text: string, offset: number): boolean {
  return /(^\s*|[.!?]\s+)$/.test(text.slice(0, offset));
}

/**
 * "The principal" keeps the capital of a "You" or "Your" that opens a sentence; inside a sentence
 * it is lower-case even where the row wrote "Your", so no capital lands mid-sentence.
 */
function inPlace(replacement: string) {
  return (word: string, offset: number, text: string) =>
    /^[A-Z]/.test(word) && startsSentence(text, offset)
      ? replacement[0]!.toUpperCase() + replacement.slice(1)
      : replacement;
}

export function inThirdPerson(text: string): string {
  return text
    .replace(/\byourself\b/gi, inPlace(PERSON))
    .replace(/\byour\b/gi, inPlace(`${PERSON}’s`))
    .replace(
      new RegExp(`\\b(${SUBJECT_AFTER}) you (\\w+)`, 'gi'),
      (_, before: string, verb: string) => `${before} ${PERSON} ${thirdPersonVerb(verb)}`,
    )
    .replace(/\byou\b/gi, inPlace(PERSON));
}
