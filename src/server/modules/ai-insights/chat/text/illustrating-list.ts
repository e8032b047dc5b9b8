import { KEYWORDS } from './keywords';
import { tokensOf } from './normalize';

/** Words that make the text after a question another question, not a list. */
const ASKS =
  /\b(who|whom|what|whats|when|where|which|how|why|is|are|do|does|did|can|could|should)\b/i;

/** "Everything", "all of it", "all in", "in total": the list is examples of a whole. */
const WHOLE =
  /\b(everything|all of (it|them)|etc|and so on|the works|the (whole )?lot|all in|in total|total|altogether|categor(y|ies))\b/i;

/**
 * "What do the cars cost us per month? loans, insurance, registration, tolls, everything": a
 * list after the question says what it covers, in words the records may not use. The question
 * is what comes before it. A list that is not said to be examples of a whole ("what do we pay?
 * Netflix, Spotify, Hulu") is what the question asks about, and is kept.
 */
export function withoutIllustratingList(
  typed: string,
  recordWords: () => ReadonlySet<string> = () => new Set(),
): string {
  const raw = withoutListSentences(withoutExamplesAside(typed), recordWords);
  const end = raw.indexOf('?');
  // "how much is all the home stuff a month, the house and the condo together", typed without
  // a question mark: the list ends the question all the same.
  if (end < 0) return withoutListEnding(raw, recordWords) ?? raw;
  const after = raw.slice(end + 1).trim();
  if (!after) return withoutListEnding(raw.slice(0, end), recordWords) ?? raw;
  if (!after.includes(',') || after.includes('?') || ASKS.test(after)) return raw;
  if (!WHOLE.test(raw)) return raw;
  return raw.slice(0, end + 1);
}

/**
 * "Add up everything under Home — mortgages, utilities, HOA, all of it. What is that per month?":
 * a sentence before the question that names a whole and lists its parts keeps only the whole.
 */
function withoutListSentences(raw: string, recordWords: () => ReadonlySet<string>): string {
  const sentences = raw.split(/(?<=\.)\s+(?=\S)/);
  if (sentences.length < 2) return raw;
  return sentences
    .map((sentence, at) => {
      if (at === sentences.length - 1 || !sentence.endsWith('.')) return sentence;
      const kept = withoutListEnding(sentence.slice(0, -1), recordWords);
      return kept ? `${kept.slice(0, -1)}.` : sentence;
    })
    .join(' ');
}

/**
 * "Everything we pay for Mia (her lessons, her sports club and her college fund), what…": a
 * bracketed list inside the question, after the whole it gives examples of.
 */
function withoutExamplesAside(raw: string): string {
  const aside = /\s*\(([^()]*,[^()]*)\)/.exec(raw);
  if (!aside || !WHOLE.test(raw.slice(0, aside.index))) return raw;
  return `${raw.slice(0, aside.index)}${raw.slice(aside.index + aside[0].length)}`;
}

/**
 * "…, piano, soccer, the 529, all of it", "…, the HOA and the taxes included", "…, yearly ones
 * included as monthly equivalents": a list's end.
 */
const ENDS_AS_WHOLE =
  /\b((included|counted)( (as|at|by|in) (their |its )?(monthly|a month|the month|per month)( equivalents?| amounts?| terms)?)?|combined|all of (it|them)|everything|etc|and so on|the works|(the )?(whole )?lot|all that|(and )?the rest|all in|altogether)\.?\s*$/i;

const LIST_START = /,|\s[—–-]\s|—|:/g;
const ALL_OF = /\b(everything|all (of )?(our|the|my))\b/i;
/** A verb of the question itself: "…, soccer and the 529 come to a month". */
const GOES_ON = /\b(come to|comes to|add up|adds up|cost|costs|run us|runs us|total)\b/i;

/**
 * "Everything filed under Home — mortgages, utilities…", "the home category per month — both
 * mortgages, …": a whole, then what it holds.
 */
const NAMES_A_WHOLE = /\b(everything|all (of )?(our|the|my)|categor(y|ies))\b[^,—–:]*\s?[—–:]/i;

/**
 * "What does the Home category come to a month, mortgage, utilities, HOA and taxes included?": a
 * list ending the question, said to be parts of a whole, is dropped as the list after it is.
 */
function withoutListEnding(
  question: string,
  recordWords: () => ReadonlySet<string>,
): string | null {
  const trailingAside = /\s*\(([^()]*,[^()]*)\)\s*$/.exec(question);
  // "The Other category (internet, phones, streaming, gym)": examples of the whole it names.
  if (trailingAside && WHOLE.test(question.slice(0, trailingAside.index)))
    return `${question.slice(0, trailingAside.index)}?`;
  // "All the home stuff a month, the house and the condo together": the whole, then its parts.
  const partsOfAWhole = /\btogether\.?\s*$/i.test(question) && ALL_OF.test(question);
  if (!ENDS_AS_WHOLE.test(question) && !NAMES_A_WHOLE.test(question) && !partsOfAWhole) return null;
  // The list starts after a comma, a dash or a colon ("what does Mia cost — piano, soccer…").
  for (const start of question.matchAll(LIST_START)) {
    const list = question.slice(start.index + start[0].length);
    // "What do piano, soccer and the 529 come to a month, all in?": the question goes on past
    // the comma, so what follows it is no list.
    if (ASKS.test(list) || GOES_ON.test(list)) continue;
    const items = list.replace(ENDS_AS_WHOLE, '').split(/,|\band\b/i);
    if (items.filter((item) => item.trim()).length < 2) return null;
    // "How much for Netflix, Spotify and Amazon Prime altogether?": the list goes on from a name
    // the question ends on; it is what is asked, not examples of it.
    const last = tokensOf(question.slice(0, start.index)).at(-1) ?? '';
    if (recordWords().has(last) && !KEYWORDS.has(last)) return null;
    return `${question.slice(0, start.index).trim()}?`;
  }
  return null;
}
