import MiniSearch from 'minisearch';
import type { HouseholdSnapshot, SearchableText } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { peopleWordsOf } from '../records/people-words';
import { countOf } from '../text/format';
import { searchableTextSource } from '../records/sources';
import { normalizeText, tokensOf } from '../text/normalize';
import { FAMILY_TITLES, type Question } from '../text/question';
import { STOPWORDS } from '../text/stopwords';
import { synonymsOf } from '../text/synonyms';
import { formsOf } from '../text/word-forms';
import { PHONE_NUMBER } from '../text/phone-number';
import { QUOTE_WHOLE, sentenceWith } from '../text/text-search';
import { advisorsByRole } from './advisors';

/** Words that ask about the guidebook rather than name what is in it. */
const GUIDEBOOK_WORDS = new Set(
  `guidebook guide book books family entry entries written wrote write say says said section
  sections page pages note notes list lists happen happens leave left want wants wanted wish
  wished whole entire full complete put people person`.split(/\s+/),
);

/** Words for the household's children: a letter "for Mia and Leo" is one "for the kids". */
const CHILDREN_WORDS = ['kids', 'kid', 'children', 'child', 'sons', 'son', 'daughters', 'daughter'];

/** What the household calls its own people: "the kids" are its children, by first name. */
export function familyAliases(snapshot: HouseholdSnapshot): ReadonlyMap<string, readonly string[]> {
  const names = snapshot.estate.households.flatMap((household) =>
    household.children.map((child) => normalizeText(child.split(/\s+/)[0] ?? '')).filter(Boolean),
  );
  return new Map(names.length > 0 ? CHILDREN_WORDS.map((word) => [word, names]) : []);
}

export type GuidebookHit = {
  text: SearchableText;
  terms: string[];
  share: number;
  /** The question's words the entry does not hold. */
  missing: string[];
};

/** "A number", "the phone": asks for a phone number, which an entry may hold without the word. */
const ASKS_PHONE = /\b(number|numbers|phone|cell|call|ring|text)\b/;
/** The words asking for a number, which the phone tag stands for. */
const PHONE_WORDS = new Set(['number', 'numbers', 'phone']);
/**
 * The word an entry holding a phone number is also found by, and a question asking for one
 * searches: no entry's own word, so "the recovery phone is Alex's" is not Alex's number.
 */
export const PHONE_TAG = 'phonenumberheld';

/** "What number did Jordan leave…", "what has Alex written about…": who wrote the entry. */
const WHO_LEFT =
  /\b(?:did|has|had) ((?:\w+ ){1,2})(?:leave|left|write|written|wrote|jot|jotted|note|noted)\b/;

/** "Jordan's guidebook", "the Carters' family guidebook", "Jordan's letter": whose it is. */
const WHOSE_GUIDEBOOK = /\b(\w+)(?:['’]s|s['’]) (?:family )?(?:guide ?book|letters?|notes?)\b/i;

export function searchWords(question: Question): string[] {
  // "The who-to-call list", "first-calls": a hyphenated word by its parts, as the entries are
  // indexed (the search splits "Who-to-call" in a title the same way), not joined ("whotocall").
  const hyphenated = question.raw.match(/[\w'’]+(?:-[\w'’]+)+/g) ?? [];
  const joined = new Set(hyphenated.flatMap((word) => tokensOf(word)));
  const parts = hyphenated.flatMap((word) => tokensOf(word.replace(/-/g, ' ')));
  // "What did Jordan leave about the dog?": who wrote it is no word of what they wrote.
  // "What number does Jordan's guidebook give for Alex?": whose guidebook it is, too.
  const author = new Set(
    tokensOf(
      `${WHO_LEFT.exec(question.text)?.[1] ?? ''} ${WHOSE_GUIDEBOOK.exec(question.raw)?.[1] ?? ''}`,
    ),
  );
  // "Dad left a list…": a parent called by what they are to the asker is no entry's word.
  const words = [
    ...new Set([...question.tokens.filter((word) => !joined.has(word)), ...parts]),
  ].filter(
    (word) =>
      !STOPWORDS.has(word) &&
      !GUIDEBOOK_WORDS.has(word) &&
      !FAMILY_TITLES.has(word) &&
      !author.has(word),
  );
  // "What number did Jordan leave for Dell HR?": the phone number, which the entry holds
  // without the word "number".
  return ASKS_PHONE.test(`${question.text} ${parts.join(' ')}`) && !words.includes(PHONE_TAG)
    ? [...words.filter((word) => !PHONE_WORDS.has(word)), PHONE_TAG]
    : words;
}

/**
 * The guidebook entry a question's words find best (BM25 over title and body, titles double,
 * typos forgiven, each word with its synonyms), with the share of the question's words it holds.
 */
export function bestGuidebookEntry(
  texts: readonly SearchableText[],
  words: readonly string[],
  aliases: ReadonlyMap<string, readonly string[]> = new Map(),
  exact: ReadonlySet<string> = new Set(),
): GuidebookHit | null {
  const related = (word: string) => [
    ...formsOf(word),
    ...synonymsOf(word),
    ...(aliases.get(word) ?? []),
  ];
  const entries = texts.filter((text) => text.kind === 'guidebook');
  if (entries.length === 0 || words.length === 0) return null;
  const index = new MiniSearch<SearchableText>({
    idField: 'id',
    fields: ['title', 'section', 'text'],
    extractField: (entry, field) =>
      field === 'id'
        ? entry.id
        : field === 'title'
          ? entry.title
          : field === 'section'
            ? (entry.section ?? '')
            : PHONE_NUMBER.test(entry.text)
              ? `${entry.text} ${PHONE_TAG}`
              : entry.text,
    processTerm: (term) => {
      const normalized = normalizeText(term);
      return normalized && !STOPWORDS.has(normalized) ? normalized : null;
    },
  });
  index.addAll(entries);
  const options = {
    boost: { title: 2, section: 2 },
    fuzzy: 0.2,
    prefix: (term: string) => term.length > 3,
  };
  const [best] = index.search({ combineWith: 'OR', queries: words.flatMap(related) }, options);
  if (!best) return null;
  const text = entries.find((entry) => entry.id === best.id);
  if (!text) return null;
  // A name typed with capitals ("Jordan's iPhone") is that name, not a word near it ("phone").
  const found = words.filter((word) =>
    index
      .search(
        { combineWith: 'OR', queries: related(word) },
        exact.has(word) ? { ...options, fuzzy: false, prefix: false } : options,
      )
      .some((result) => result.id === best.id),
  );
  return {
    text,
    terms: best.terms,
    share: found.length / words.length,
    missing: words.filter((word) => !found.includes(word)),
  };
}

function quote(hit: GuidebookHit, snapshot: HouseholdSnapshot): string {
  const { text } = hit;
  const body =
    text.text.length <= QUOTE_WHOLE
      ? text.text
      : (sentenceWith(text.text, hit.terms) ?? `${text.text.slice(0, QUOTE_WHOLE - 3)}…`);
  return `Your family guidebook (“${text.title}”${whoseNote(snapshot, text.ownerId)}) says: “${body.replace(/\s*\n\s*/g, ' ')}”`;
}

/**
 * The words typed with a capital inside a sentence ("Instagram", "iPhone"), not its first word:
 * names of things, which an entry holds as they are or not at all.
 */
function capitalizedNames(raw: string): ReadonlySet<string> {
  const names = new Set<string>();
  for (const found of raw.matchAll(/(?<![.!?:]\s|^)\b[a-z]*[A-Z][\w'’]*/g))
    for (const word of tokensOf(found[0])) names.add(word);
  return names;
}

/**
 * The entry a question names, when it holds at least `minShare` of the question's words (a
 * question the router could not place needs two thirds, so a name that merely appears in an
 * entry, "when is Sam's birthday?", is not answered with it). With `namedInTitle`, one of the
 * words must also be in the entry's title or section ("the Gmail" in “Jordan’s Gmail”).
 */
export function guidebookAnswer(
  question: Question,
  snapshot: HouseholdSnapshot,
  texts: readonly SearchableText[],
  minShare = 2 / 3,
  { namedInTitle = false }: { namedInTitle?: boolean } = {},
): IntentReply | null {
  const words = searchWords(question);
  // People's names say whose the entry is, which its words need not hold.
  const people = peopleWordsOf(snapshot);
  // "The Carters' guidebook": the family's name too.
  const names = new Set(
    [...capitalizedNames(question.raw)].filter(
      (word) => !people.has(word) && !people.has(word.replace(/s$/, '')),
    ),
  );
  const hit = bestGuidebookEntry(texts, words, familyAliases(snapshot), names);
  if (!hit || hit.share < minShare) return null;
  // "What does the guidebook say about the Instagram account?": an entry without the name the
  // question gives is about something else.
  if (hit.missing.some((word) => names.has(word))) return null;
  if (namedInTitle) {
    const heading = new Set(tokensOf(`${hit.text.title} ${hit.text.section ?? ''}`));
    if (!words.some((word) => heading.has(word))) return null;
  }
  // "Which section is the safe entry filed under?": the section, then what the entry says.
  const section =
    ASKS_SECTION.test(question.text) && hit.text.section
      ? `“${hit.text.title}” is in the guidebook's “${hit.text.section}” section. `
      : '';
  return {
    response: `${section}${quote(hit, snapshot)}.`,
    sources: [searchableTextSource(hit.text)],
  };
}

const ASKS_SECTION = /\b(section|sections|filed under|under which|what heading|which heading)\b/;

/**
 * "What's in our family guidebook?", "what does the guidebook say about the Gmail?": the entries
 * this reader is shared, by title, or the one the question names, quoted.
 */
export async function answerGuidebook(
  question: Question,
  snapshot: HouseholdSnapshot,
  loadTexts: () => Promise<SearchableText[]>,
): Promise<IntentReply> {
  const texts = (await loadTexts()).filter((text) => text.kind === 'guidebook');
  if (texts.length === 0)
    return {
      response: 'Your family guidebook has no entries you can read yet.',
      sources: [
        { kind: 'guidebook', id: null, label: 'Family guidebook', href: '/family-guidebook' },
      ],
    };
  const words = ASKS_COUNT.test(question.text) ? [] : searchWords(question);
  if (words.length > 0 && ASKS_WHICH_MENTION.test(question.text)) {
    const named = words.filter((word) => !MENTION_WORDS.has(word));
    // "Which entries mention our attorney?": by that word, or by the attorney's name.
    const [advisor, ...others] = advisorsByRole(question.text, snapshot);
    const alsoNamed = advisor && others.length === 0 ? advisor.name : undefined;
    if (named.length > 0) return entriesMentioning(named, texts, snapshot, alsoNamed);
  }
  if (words.length > 0) {
    const named = guidebookAnswer(question, snapshot, texts, 0.5);
    if (named) return named;
  }
  const unheld = wordsNoEntryHolds(words, texts);
  const sources = texts.map(searchableTextSource);
  // "Is the Wi-Fi password in the guidebook?": not in what this reader may read, which is all it
  // says; an entry kept from them is not hinted at.
  if (unheld.length > 0)
    return {
      response: `No guidebook entry you can read mentions “${unheld.join(' ')}”. ${entriesText(texts, snapshot)}`,
      sources,
      recordsLack: true,
    };
  return { response: entriesText(texts, snapshot), sources };
}

/** "Which guidebook entries mention Dana Hughes?": every entry holding the words, by title. */
const ASKS_WHICH_MENTION =
  /\b(which|what) (of )?(our |the |my )?(guidebook )?(entries|entry|pages|notes|sections)\b.*\b(mention|mentions|name|names|talk about|talks about|refer to|refers to|include|includes)\b/;

const MENTION_WORDS = new Set(
  'mention mentions name names talk talks refer refers include includes entry entries page pages note notes section sections'.split(
    ' ',
  ),
);

function entriesMentioning(
  words: readonly string[],
  texts: readonly SearchableText[],
  snapshot: HouseholdSnapshot,
  alsoNamed?: string,
): IntentReply {
  const mentioning = texts.filter((text) => {
    const held = new Set(normalizeText(`${text.title} ${text.text}`).split(' '));
    const holdsAll = (all: readonly string[]) => all.every((word) => held.has(word));
    return holdsAll(words) || (alsoNamed !== undefined && holdsAll(tokensOf(alsoNamed)));
  });
  const asked = `${words.join(' ')}${alsoNamed ? ` (${alsoNamed})` : ''}`;
  if (mentioning.length === 0)
    return {
      response: `No guidebook entry you can read mentions “${asked}”. ${entriesText(texts, snapshot)}`,
      sources: texts.map(searchableTextSource),
      recordsLack: true,
    };
  const titles = mentioning.map((text) => `“${text.title}”${whoseNote(snapshot, text.ownerId)}`);
  return {
    response: `${countOf(mentioning.length, 'guidebook entry', 'guidebook entries')} you can read ${mentioning.length === 1 ? 'mentions' : 'mention'} “${asked}”: ${titles.join(', ')}.`,
    sources: mentioning.map(searchableTextSource),
  };
}

/** "How many entries are in the guidebook?": the list, which counts them. */
const ASKS_COUNT =
  /\bhow many ((family )?guidebook )?(entries|pages|sections|notes|letters|things)\b|\b(titles|names|headings) of (all |each of |every one of )?(our |the |my )?(guidebook )?(entries|pages|sections)\b|\b(list|name) (all |each of |every one of |every |each )?(our |the |my )?(guidebook )?(entries|entry|pages|page|sections|section)\b|\b(list|name|give) (them |each |every one |all |each one )?(of them )?(by|with) (its|their) (titles?|names?|headings?)\b|\bwhat entries (are|does)\b/;

/** Words about any guidebook, not what one entry is about ("what does it cover?"). */
const ABOUT_ANY_ENTRY = new Set(
  'cover covers contain contains include includes hold holds inside anything everything list down kept'.split(
    ' ',
  ),
);

/** The words of a question no entry holds in its title, section or text ("wifi password"). */
function wordsNoEntryHolds(words: readonly string[], texts: readonly SearchableText[]): string[] {
  const held = new Set(
    texts.flatMap((text) => tokensOf(`${text.title} ${text.section ?? ''} ${text.text}`)),
  );
  return words.filter(
    (word) =>
      word.length >= 4 &&
      !ABOUT_ANY_ENTRY.has(word) &&
      !held.has(word) &&
      !synonymsOf(word).some((synonym) => held.has(synonym)),
  );
}

function entriesText(texts: readonly SearchableText[], snapshot: HouseholdSnapshot): string {
  return `Your family guidebook has ${texts.length === 1 ? '1 entry' : `${texts.length} entries`}: ${texts.map((text) => `“${text.title}”${whoseNote(snapshot, text.ownerId)}`).join(', ')}. Ask about one, for example “what does the guidebook say about ${texts[0]?.title}?”.`;
}
