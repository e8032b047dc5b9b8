/**
 * "…on the house — it's not monthly, right? how often is it?": a guess the asker checks, said
 * between what is asked. It says what they think, not what to look up, and its "not" negates
 * nothing asked; the question is read without it.
 */
const TAG_QUESTION =
  /\s*(?:[—–-]{1,2}\s*|,\s*)?\b(?:it['’]?s|it is|that['’]?s|that is|they['’]?re|they are|those are)\s+(?:not\s+|n['’]?t\s+)?[\w ]{1,30}?,?\s+right\s*\?/gi;

/** "…costs — I know it's not every month like the condo one": what the asker already thinks. */
const KNOWN_ASIDE =
  /\s+[—–-]{1,2}\s*(?:i know|i think|i believe|i['’]?m (?:pretty )?sure|i guess|i remember)\b[^?]*$/i;

/** The question without a tag question or a known-already aside, when something else is left. */
export function withoutTagQuestion(raw: string): string {
  const left = raw
    .replace(KNOWN_ASIDE, '')
    .replace(TAG_QUESTION, '?')
    .replace(/^\s*\?\s*/, '');
  return /\w/.test(left.replace(/\?/g, '')) && left !== raw ? left.trim() : raw;
}
