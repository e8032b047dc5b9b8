import type { TShareMode } from '@shared/guidebook/guidebook-schemas';
import type {
  GuidebookSharing,
  HouseholdSnapshot,
  SearchableText,
} from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { ADVISOR_WORDS } from '../records/advisor-words';
import { whoseNote } from '../records/households';
import { searchableTextSource } from '../records/sources';
import { countOf } from '../text/format';
import { normalizeText, tokensOf } from '../text/normalize';
import { ownerFirstName } from '../records/the-couple';
import { STOPWORDS } from '../text/stopwords';
import type { Question } from '../text/question';
import { bestGuidebookEntry, familyAliases, searchWords } from './guidebook';

/** "Can Marcus see…", "when will Alex read…", "who is the letter shared with?". */
export const ASKS_SHARING =
  /\b(see|sees|seen|read|reads|view|views|look at|access|share|shared|sharing|visible)\b/;

/** The question is about the guidebook, not another record ("can Marcus see our accounts?"). */
const GUIDEBOOK_WORDS = /\b(guidebook|guide book|entry|entries|letter|letters|note|notes)\b/;

/** "Can I read…", "where can I see…": the reader's own reading, not how an entry is shared. */
const FIRST_PERSON =
  /\b(can|could|may) (i|we)\b|\b(i|we) (want|need|would like) to (see|read|view)\b/;

/**
 * Whether a question may ask how an entry is shared, before the guidebook is loaded for it: it
 * asks who, speaks of the guidebook, or names someone connected to the household or an advisor.
 */
export function mayAskSharing(question: Question, snapshot: HouseholdSnapshot): boolean {
  // "Which guidebook entry does our CPA only get after…": what they are given is what they see.
  const gets =
    GUIDEBOOK_WORDS.test(question.text) && /\b(get|gets|receive|receives)\b/.test(question.text);
  if (!(ASKS_SHARING.test(question.text) || gets) || FIRST_PERSON.test(question.text)) return false;
  if (/\bwho\b/.test(question.text) || GUIDEBOOK_WORDS.test(question.text)) return true;
  const asked = new Set(question.tokens);
  const names = [
    ...snapshot.people.map((person) => person.name),
    ...snapshot.advisors.map((advisor) => advisor.name),
  ];
  return (
    names.some((name) => tokensOf(name).some((word) => asked.has(word))) ||
    snapshot.advisors.some((advisor) =>
      (ADVISOR_WORDS[advisor.role] ?? '').split(' ').some((word) => asked.has(word)),
    )
  );
}

/** Words that ask how an entry is shared, left out when looking for the entry itself. */
const SHARING_WORDS = new Set(
  `see sees seen read reads view views look access share shared sharing visible able allowed when
  will can could get gets receive receives`.split(/\s+/),
);

const WHEN: Record<TShareMode, string> = {
  now: 'now',
  after_event:
    'only after the triggering event (once a death or incapacity is reported and confirmed)',
  never: 'never: it is not shared with them',
};

/** Who sees every entry whatever its sharing says, as the sharing panel tells. */
const ALWAYS = ' (the household’s owner and whoever wrote an entry always see it)';

type Shared = SearchableText & { sharing: readonly GuidebookSharing[] };

type Named = { name: string; words: readonly string[] };

/** The connected person a question names, by a word of their name only they have, or by role. */
function personNamed(
  question: Question,
  snapshot: HouseholdSnapshot,
  names: readonly string[],
): Named | null {
  const asked = new Set(question.tokens);
  const holders = new Map<string, number>();
  for (const name of names)
    for (const word of new Set(tokensOf(name))) holders.set(word, (holders.get(word) ?? 0) + 1);
  // "Can our CPA see Alex's letter?": the role asks who; a name may be whose entry it is.
  for (const advisor of snapshot.advisors) {
    const name = names.find((each) => normalizeText(each) === normalizeText(advisor.name));
    const words = (ADVISOR_WORDS[advisor.role] ?? '').split(' ').filter((word) => asked.has(word));
    if (name && words.length > 0) return { name, words };
  }
  // A first name before a surname: "Jordan Carter's entries shared with Marcus" asks of Marcus,
  // though Alex is a Carter too.
  const named = (name: string, words: readonly string[]) =>
    words.filter((word) => asked.has(word) && holders.get(word) === 1);
  for (const name of names) {
    const words = named(name, tokensOf(name).slice(0, 1));
    if (words.length > 0) return { name, words };
  }
  for (const name of names) {
    const words = named(name, tokensOf(name));
    if (words.length > 0) return { name, words };
  }
  return null;
}

/** The entry a question names in its title, or in its section when it speaks of the guidebook. */
function entryNamed(
  question: Question,
  snapshot: HouseholdSnapshot,
  entries: readonly Shared[],
  person: Named | null,
): Shared | null {
  // "Which of Jordan's guidebook entries…": whose entries they are names none of them.
  const whose = [...question.raw.matchAll(/\b([\w]+)['’]s? (?:guide ?book|entries|entry)\b/gi)];
  const skipped = new Set([
    ...SHARING_WORDS,
    ...(person?.words ?? []),
    ...whose.flatMap((found) => tokensOf(found[1] ?? '')),
  ]);
  const words = searchWords(question).filter((word) => !skipped.has(word));
  const hit = bestGuidebookEntry(entries, words, familyAliases(snapshot));
  if (!hit || hit.share < 0.5) return null;
  const near = (word: string, each: string) => each === word || each.startsWith(word);
  if (GUIDEBOOK_WORDS.test(question.text)) {
    const heading = tokensOf(`${hit.text.title} ${hit.text.section ?? ''}`);
    if (!words.some((word) => heading.some((each) => near(word, each)))) return null;
  } else {
    // Without "entry" or "guidebook", only its whole title names it: "can Priya see our
    // accounts?" asks about the accounts, not the “Digital accounts” entry.
    // "Is my Gmail note shared with Marcus?", asked by Jordan: “Jordan's Gmail”.
    const mine = /\bmy\b/.test(question.text) ? ownerFirstName(snapshot) : '';
    const title = tokensOf(hit.text.title).filter((word) => !STOPWORDS.has(word) && word !== mine);
    if (!title.every((each) => words.some((word) => near(word, each)))) return null;
  }
  return entries.find((entry) => entry.id === hit.text.id) ?? null;
}

const titled = (snapshot: HouseholdSnapshot, entry: SearchableText) =>
  `“${entry.title}”${whoseNote(snapshot, entry.ownerId)}`;

function modeOf(entry: Shared, person: string): TShareMode {
  return entry.sharing.find((each) => each.name === person)?.mode ?? 'never';
}

/** "Marcus Lee sees 1 entry now (…), 1 only after the triggering event (…) and not 2 (…)." */
function personSummary(snapshot: HouseholdSnapshot, entries: readonly Shared[], person: string) {
  const parts = (['now', 'after_event', 'never'] as const).flatMap((mode) => {
    const inMode = entries.filter((entry) => modeOf(entry, person) === mode);
    if (inMode.length === 0) return [];
    const count = inMode.length === 1 ? '1 entry' : `${inMode.length} entries`;
    const when = { now: 'now', after_event: 'only after the triggering event', never: 'never' };
    return [
      `${count} ${when[mode]} (${inMode.map((entry) => titled(snapshot, entry)).join(', ')})`,
    ];
  });
  return `${person} sees ${parts.join('; ')}${ALWAYS}.`;
}

/**
 * Who sees a guidebook entry and when: "can our CPA read the safe entry?", "when will Alex see
 * the letter for Mia and Leo?", "which guidebook entries can Marcus see?". Only for the entries
 * the reader manages (the sharing panel's own facts); null when the question names neither an
 * entry nor the guidebook.
 */
export function guidebookSharingAnswer(
  question: Question,
  snapshot: HouseholdSnapshot,
  texts: readonly SearchableText[],
): IntentReply | null {
  if (!mayAskSharing(question, snapshot)) return null;
  const entries = texts.filter(
    (text): text is Shared => text.kind === 'guidebook' && text.sharing !== undefined,
  );
  const names = [...new Set(entries.flatMap((entry) => entry.sharing.map((each) => each.name)))];
  if (entries.length === 0) return null;
  const named = personNamed(question, snapshot, names);
  const person = named?.name ?? null;
  const entry = entryNamed(question, snapshot, entries, named);
  if (!entry && !GUIDEBOOK_WORDS.test(question.text)) return null;
  if (entry && person)
    return {
      response:
        modeOf(entry, person) === 'never'
          ? `${person} cannot read ${titled(snapshot, entry)}: it is not shared with them${ALWAYS}.`
          : `${person} can read ${titled(snapshot, entry)} ${WHEN[modeOf(entry, person)]}.`,
      sources: [searchableTextSource(entry)],
    };
  if (entry) {
    const who = entry.sharing.map((each) => `${each.name} ${WHEN[each.mode]}`);
    return {
      response:
        who.length === 0
          ? `${titled(snapshot, entry)} is shared with no one yet${ALWAYS}.`
          : `Who can read ${titled(snapshot, entry)}: ${who.join('; ')}${ALWAYS}.`,
      sources: [searchableTextSource(entry)],
    };
  }
  const people = person ? [person] : names;
  if (people.length === 0)
    return {
      response: `Your guidebook entries are shared with no one yet${ALWAYS}.`,
      sources: entries.map(searchableTextSource),
    };
  // "How many entries are there, and which does Alex see only after an event?": the count first.
  const counted = /\bhow many\b/.test(question.text)
    ? `Your family guidebook has ${countOf(entries.length, 'entry', 'entries')}. `
    : '';
  return {
    response: `${counted}${people.map((each) => personSummary(snapshot, entries, each)).join(' ')}`,
    sources: entries.map(searchableTextSource),
  };
}
