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

function capitalizedLike(word: string, replacement: string): string {
  return /^[A-Z]/.test(word) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

export function inThirdPerson(text: string): string {
  return text
    .replace(/\byourself\b/gi, (word) => capitalizedLike(word, PERSON))
    .replace(/\byour\b/gi, (word) => capitalizedLike(word, `${PERSON}’s`))
    .replace(
      new RegExp(`\\b(${SUBJECT_AFTER}) you (\\w+)`, 'gi'),
      (_, before: string, verb: string) => `${before} ${PERSON} ${thirdPersonVerb(verb)}`,
    )
    .replace(/\byou\b/gi, (word) => capitalizedLike(word, PERSON));
}
