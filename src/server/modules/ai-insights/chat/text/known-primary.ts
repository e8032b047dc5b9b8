/**
 * "Alex is the primary beneficiary — who is the contingent?": who the asker already knows holds
 * one place of a designation, then a question about another place of it.
 */
const KNOWN_PRIMARY =
  /^(?!(who|whom|whose|what|which|how|where|when|is|are)\b)[\w'’]+( [\w'’]+)? (is|are) (the )?(primary|main|first|named) (beneficiary|beneficiaries)( (?<of>(of|on|for) [^—–:;,?]+?))?\s*(\s[—–-]{1,2}\s|[:;,]\s)\s*(?<question>[^?]+\?)\s*$/i;

/** The other places of a designation a question may ask after the primary one is said. */
const ASKS_ANOTHER_PLACE = /\b(contingent|secondary|backup|alternate|second|next in line)\b/i;

/**
 * The question alone, with what the designation is of ("Alex's life insurance") when the
 * sentence said it; what the asker already knows names no record and would be read as the
 * person asked about.
 */
export function withoutKnownPrimary(sentence: string): string {
  const known = KNOWN_PRIMARY.exec(sentence);
  const question = known?.groups?.question;
  if (!question || !ASKS_ANOTHER_PLACE.test(question)) return sentence;
  const of = known.groups?.of;
  // Capitalised as the sentence was: a sentence all in lower case is read as typed so.
  const asked = `${question.charAt(0).toUpperCase()}${question.slice(1)}`;
  return of ? `${asked.replace(/\?$/, '')} ${of}?` : asked;
}
