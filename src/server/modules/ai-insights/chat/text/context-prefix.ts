import { KEYWORDS } from './keywords';
import { tokensOf } from './normalize';
import { STOPWORDS } from './stopwords';

/**
 * "For the basis calculation: when did we buy the house?", "Retirement check-in — what are the
 * 401(k) and the Roth worth?": words before a colon or a dash, then a question. Not a time
 * ("10:30").
 */
const PREFIXED = /^([^:?—–]{3,90}?)(?:(?<!\d):(?!\d)|\s[—–-]{1,2}\s)\s*(.+)$/s;

/** A lead-in that says what the question is for or where it comes in a conversation. */
const PURPOSE =
  /^(for|before|after|ahead of|preparing|prepping|quick|just|ok|okay|so|also|one more|another|next|background|fyi|reminder|first|finally|lastly|doing|during|as part of)\b|^((our|my|the) )?(yearly|annual|year-end|end-of-year|quarterly|monthly|money|budget|finance|financial) (review|check-?in|checkup|check-up|meeting|planning|catch-up)\b/i;

const ASKS =
  /^(how|what|what's|whats|who|who's|whos|which|when|where|is|are|do|does|did|can|could|will|would|add|list|tell|show|give|total|compare|count)\b|\?\s*$/i;

/**
 * The question without a lead-in that says why or for whom it is asked ("Preparing for our
 * planning meeting:"), when the lead-in names nothing the records hold and no keyword the router
 * reads. "Travis Heights HOA — how much is it?" keeps its lead-in: it names what is asked.
 */
/** "For the Carters' tax file:", "for our planning meeting": what the answer is for, whatever it names. */
const FOR_A_FILE =
  /^(for|ahead of|before) (the |our |my |their |your )?[\w'’ ]{0,40}\b(file|folder|meeting|review|records|return|paperwork|binder|notes)$/i;

/** "Alex typing:", "Priya here —": who is asking, whoever they are. */
const WHO_IS_TYPING = /^[\w'’]+( [\w'’]+)? (here|typing|writing|speaking)$/i;

export function withoutContextPrefix(raw: string, recordWords: () => ReadonlySet<string>): string {
  const parts = PREFIXED.exec(raw);
  if (!parts?.[1] || !parts[2] || !ASKS.test(parts[2].trim())) return raw;
  if (WHO_IS_TYPING.test(parts[1].trim()) || FOR_A_FILE.test(parts[1].trim()))
    return parts[2].trim();
  const lead = tokensOf(parts[1]).filter((word) => !STOPWORDS.has(word));
  // "Quick comparison for the car conversation:" says what it is for, whatever words it uses;
  // "Car insurance: what do we pay?" names what is asked.
  const purpose = PURPOSE.test(parts[1].trim());
  if (
    lead.some(
      (word) => (!purpose && (KEYWORDS.has(word) || /\d/.test(word))) || recordWords().has(word),
    )
  )
    return raw;
  return parts[2].trim();
}
