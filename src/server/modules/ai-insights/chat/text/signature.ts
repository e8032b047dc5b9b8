import { tokensOf } from './normalize';

/**
 * "…, all in? — Alex", "…the HOA. thanks, Jordan": a name signed after the question, as people
 * sign a text. Only the name of someone in the records is a signature; anything else after a dash
 * may be what is asked.
 */
const SIGNED =
  /([?.!])\s*(?:[—–~-]{1,2}|(?:thanks|thank you|thx|cheers|ty),?)\s*([A-Z][a-z'’]+(?: [A-Z][a-z'’]+)?)\.?\s*$/i;

/** The question without a signature after it. */
export function withoutSignature(
  raw: string,
  _recordWords: () => ReadonlySet<string>,
  peopleWords: () => ReadonlySet<string>,
): string {
  const signed = SIGNED.exec(raw);
  if (!signed?.[2]) return raw;
  const people = peopleWords();
  if (!tokensOf(signed[2]).every((word) => people.has(word))) return raw;
  return `${raw.slice(0, signed.index)}${signed[1]}`;
}
