import Fuse from 'fuse.js';
import { withoutAskerRole } from './asker-role';
import { withoutContextPrefix } from './context-prefix';
import { withoutContextSentences } from './context-sentences';
import { withoutSignature } from './signature';
import { withoutTagQuestion } from './tag-question';
import { withDescribedRecordsNamed } from './described-records';
import { withoutExclusionAside } from './exclusion-aside';
import { withoutExplainingClause } from './explaining-clause';
import { allowedEdits, editDistance, typoOf } from './edit-distance';
import { withoutIllustratingList } from './illustrating-list';
import { KEYWORDS } from './keywords';
import { normalizeText } from './normalize';
import { STOPWORDS } from './stopwords';
import { wordsNamingNothing } from './word-classes';

/** A question as the router and the intents read it. */
export type Question = {
  /** As typed, trimmed: chrono-node reads dates from it. */
  raw: string;
  /** Normalized, with misspelt keywords corrected: the router's patterns run over it. */
  text: string;
  /** Normalized as typed, nothing corrected: declining runs over it too ("lower my taxes"). */
  plainText: string;
  tokens: string[];
  /** The words that are neither keywords nor stopwords: the names the question is about. */
  contentTokens: string[];
  /**
   * Words left out of `contentTokens` because their grammar says they name nothing ("trying to
   * understand the Amex"): the lookup leaves them out of names too.
   */
  fillers: ReadonlySet<string>;
};

/**
 * What is said around a question, in order: records described by what they do named by their kind
 * ("the home we rent out" is the rental), asides that leave things out, statements before or
 * after it, who is asking ("As executor, what do we owe on the mortgage?" asks about the
 * mortgage; "The CPA wants a rough number:"), a lead-in ("For the basis calculation:"), and a list
 * or an explanation after it. Each step returns the text unchanged when it finds nothing to drop.
 */
const AROUND_THE_QUESTION: readonly ((
  raw: string,
  recordWords: () => ReadonlySet<string>,
  peopleWords: () => ReadonlySet<string>,
) => string)[] = [
  withDescribedRecordsNamed,
  withoutSignature,
  withoutTagQuestion,
  withoutExclusionAside,
  withoutContextSentences,
  withoutAskerRole,
  withoutContextPrefix,
  withoutIllustratingList,
  withoutExplainingClause,
];

/** Shorter words are too easily one letter away from another word to be corrected. */
const MIN_CORRECTED_LENGTH = 5;
/** Fuse scores 0 for a perfect match; one wrong letter in seven scores about 0.15. */
const MAX_KEYWORD_SCORE = 0.3;

/**
 * Ordinary words one letter away from a keyword: "spare key" is not "share", "credit score" is
 * not "store", "trusted contacts" are not trustees. Without a dictionary to tell real words from
 * typos, the ones questions are likely to hold are listed.
 */
const NEAR_MISSES: ReadonlySet<string> = new Set(
  `trusted trusting truth score scored stone stove story storm stare lower lowers lowered loads
  leans lions speed coats casts balls bells bulls mouth carts cares cords horse hours chili chill
  police depth dearth dyeing spare shade shame shape sharp shore shared stick stack stuck stork
  socks pagers pacers payers layer planned planer plainer carried carries career owning owner
  owners owned invented inventing sending expanse budge weakly dairy dally loving lining debut
  monkey accent blank rated banks bands agency agenda valve stores coast costly early nearly
  internet interesting intern interests parking counting counted
  locale hoses homes healthy police polite checked checker chance passing passage`
    .split(/\s+/)
    .filter(Boolean),
);

const LONG_KEYWORDS = [...KEYWORDS].filter((word) => word.length >= 4);
const keywordIndex = new Fuse(LONG_KEYWORDS, {
  includeScore: true,
  threshold: MAX_KEYWORD_SCORE,
  ignoreLocation: true,
});

/**
 * The keyword a misspelt word was meant to be, if any. A word that is one of the household's own
 * names (a vendor "Sprint" is not "spent") is left alone, and so is a word whose first letter
 * differs: people rarely mistype the first letter, and it keeps "camry" from becoming "carry".
 */
function correctedKeyword(word: string, recordWords: () => ReadonlySet<string>): string {
  if (word.length < MIN_CORRECTED_LENGTH || /\d/.test(word)) return word;
  if (KEYWORDS.has(word) || STOPWORDS.has(word) || NEAR_MISSES.has(word)) return word;
  const found = keywordIndex.search(word, { limit: 1 })[0];
  // Fuse reads two letters swapped ("wroth") as two errors: the swap is one edit.
  const best =
    found && (found.score ?? 1) <= MAX_KEYWORD_SCORE ? found.item : typoOf(word, LONG_KEYWORDS);
  if (!best || best[0] !== word[0]) return word;
  const edits = editDistance(word, best);
  if (edits > allowedEdits(word.length)) return word;
  const own = recordWords();
  return own.has(word) || nearOwnWord(word, edits, own) ? word : best;
}

/**
 * "internt" is as near the records' "internet" as the keyword "interest": a typo of the
 * household's own word, which the lookup's fuzzy match finds, not of the keyword.
 */
function nearOwnWord(word: string, edits: number, own: ReadonlySet<string>): boolean {
  for (const candidate of own)
    if (
      candidate[0] === word[0] &&
      !KEYWORDS.has(candidate) &&
      Math.abs(candidate.length - word.length) <= 2 &&
      editDistance(word, candidate) <= edits
    )
      return true;
  return false;
}

/**
 * "priyas cell": a person's name typed with the possessive's s but no apostrophe is the name.
 * "The Carters" is the family, read below.
 */
function nameWithoutApostrophe(
  word: string,
  before: string | undefined,
  peopleWords: () => ReadonlySet<string>,
): string {
  if (before === 'the' || !/^[a-z]{3,}s$/.test(word) || KEYWORDS.has(word)) return word;
  const name = word.slice(0, -1);
  const people = peopleWords();
  return people.has(name) && !people.has(word) ? name : word;
}

/**
 * `recordWords` is asked for only when a word looks like a misspelt keyword, so a question
 * without typos never builds the household's vocabulary.
 */
export function readQuestion(
  raw: string,
  recordWords: () => ReadonlySet<string>,
  namesTheHousehold: (plainText: string, tokens: readonly string[]) => readonly string[] = () => [],
  peopleWords: () => ReadonlySet<string> = () => new Set(),
): Question {
  const trimmed = AROUND_THE_QUESTION.reduce(
    (text, read) => read(text, recordWords, peopleWords),
    raw.trim(),
  );
  const plainText = normalizeText(trimmed);
  const tokens = plainText
    .split(' ')
    .filter(Boolean)
    .map((word, at, all) => nameWithoutApostrophe(word, all[at - 1], peopleWords))
    .map((word) => correctedKeyword(word, recordWords));
  // A lone letter ("r we", "u") names nothing.
  // "The Carters' taxes": the household asking, which names no record of its own.
  // "Jordan and Alex", every adult of the household named together: the household too.
  const together = namesTheHousehold(plainText, tokens);
  const household = tokens.filter(
    (word, at) =>
      isTheHousehold(word, tokens[at - 1]) ||
      isTheFamilyByName(word, tokens[at - 1], recordWords) ||
      together.includes(word),
  );
  const content = tokens.filter(
    (word) =>
      !KEYWORDS.has(word) &&
      !STOPWORDS.has(word) &&
      (word.length > 1 || /\d/.test(word)) &&
      !household.includes(word),
  );
  const fillers = new Set([...fillersOf(trimmed, content, recordWords), ...household]);
  return {
    raw: trimmed,
    text: tokens.join(' '),
    plainText,
    tokens,
    contentTokens: content.filter((word) => !fillers.has(word)),
    fillers,
  };
}

/**
 * "Dad's will", "a budget for Mom": an adult child names a parent by what they are to them, which
 * no record is called (the records use names), unless one is ("Mom's Kitchen").
 */
export const FAMILY_TITLES: ReadonlySet<string> = new Set([
  'mom',
  'moms',
  'mum',
  'dad',
  'dads',
  'mother',
  'father',
  'parents',
]);

/** "The family", "this household": the household asking, not a record called "Family HSA". */
function isTheHousehold(word: string, before: string | undefined): boolean {
  return (
    (word === 'family' || word === 'household') &&
    before !== undefined &&
    /^(the|our|my|this|whole|entire)$/.test(before)
  );
}

/**
 * "The Carters", "the carters' taxes": a family called by its name in the plural is the
 * household, not a record of one of its people.
 */
function isTheFamilyByName(
  word: string,
  before: string | undefined,
  recordWords: () => ReadonlySet<string>,
): boolean {
  if (before !== 'the' || !/..s$/.test(word)) return false;
  const name = word.slice(0, -1);
  return (
    !KEYWORDS.has(name) &&
    !STOPWORDS.has(name) &&
    !recordWords().has(word) &&
    recordWords().has(name)
  );
}

/** "Netflix plus Spotify": words that join names, which the lookup reads as a list of them. */
const JOINING_NAMES: ReadonlySet<string> = new Set(['plus', 'versus', 'vs', 'minus']);

/** "The condo downtown", "the HOA for our neighborhood": where a record is, unless it is named so. */
const WHERE_IT_IS: ReadonlySet<string> = new Set(
  'neighborhood neighbourhood downtown uptown midtown suburbs suburb nearby local'.split(' '),
);

/**
 * The content words a part-of-speech reading says are no names ("two", "once", "trying"), unless
 * a record is called by them, and only beside a word that may be one. Alone, a word so tagged
 * may still be what the question is about ("how much is parking?", "is bob our executor?"): it
 * is kept, so a household without it hears that it has none.
 */
function fillersOf(
  raw: string,
  content: readonly string[],
  recordWords: () => ReadonlySet<string>,
): ReadonlySet<string> {
  if (content.length === 0) return new Set();
  const grammar = wordsNamingNothing(raw);
  const fillers = content.filter(
    (word) =>
      (grammar.has(word) || FAMILY_TITLES.has(word) || WHERE_IT_IS.has(word)) &&
      !JOINING_NAMES.has(word) &&
      // "What do phones and internet cost?": a plural of a record's word is no verb here.
      !recordWords().has(word) &&
      !(word.endsWith('s') && recordWords().has(word.slice(0, -1))),
  );
  if (fillers.length < content.length) return new Set(fillers);
  // Alone, a number in words ("our two savings accounts") is still no name; a verb may be one.
  return new Set(fillers.filter((word) => grammar.get(word) !== 'VERB'));
}
