import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import {
  DOCUMENT_CATEGORY_LABELS,
  type TDocumentCategory,
} from '@shared/documents/document-schemas';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import {
  INSTRUMENT_LABELS,
  INSTRUMENT_STATUS_LABELS,
  type TInstrumentKind,
} from '@shared/estate/instrument-kinds';
import type { HouseholdSnapshot, SearchableText } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { absentPrincipal } from '../records/absent-principal';
import { adultFirstNames } from '../records/the-couple';
import {
  ESTATE_PLAN_SOURCE,
  documentSource,
  instrumentSource,
  searchableTextSource,
} from '../records/sources';
import { countOf } from '../text/format';
import { matchNames } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import { STOPWORDS } from '../text/stopwords';
import type { Question } from '../text/question';
import { withAdvisorsNamed } from '../records/advisor-firms';
import { QUOTE_WHOLE, searchTexts, sentenceWith, type SearchEntry } from '../text/text-search';

/** Which estate documents a question names, most specific first. */
const INSTRUMENT_PATTERNS: readonly [TInstrumentKind, RegExp][] = [
  ['living_will', /\b(living wills?|advance directives?|directive)\b/],
  [
    'healthcare_poa',
    /\b(healthcare|medical|health) (poa|proxy)\b|\bpoa\b.*\b(healthcare|medical|health)\b/,
  ],
  ['financial_poa', /\bpoa\b/],
  [
    'will',
    /\b(kind|kinds|type|types|sort) of wills?\b|\bwills (do|did|are|were|have|has)\b|\bwills? (last )?(reviewed|signed|updated|dated|executed|witnessed|notarized)\b|\b(the|my|our|a|his|her|their|your|last|original|signed) wills?\b|\bwills?( and| or|$)|\bwills? (original|document|paperwork|copy|kept|stored|located)\b/,
  ],
  [
    'trust',
    /\b(the|our|my|living|family|revocable) trusts?\b|\btrust (document|documents|agreement|paperwork|papers)\b/,
  ],
  ['guardian_nomination', /\bguardian(ship)? (nomination|papers|document|documents)\b/],
  ['letter_of_intent', /\b(letter of intent|final wishes)\b/],
  ['hipaa', /\bhipaa\b/],
];

/** Words that ask where, not what: left out of the text search. */
const FILLER = new Set(
  `where find locate located location kept keep stored store filed document documents original
  originals copy copies paperwork papers scan scans scanned uploaded file files put left
  physical paper signed show open info information details guidebook guide book say says said`.split(
    /\s+/,
  ),
);

export function askedInstrumentKinds(text: string): TInstrumentKind[] {
  const kinds: TInstrumentKind[] = [];
  for (const [kind, pattern] of INSTRUMENT_PATTERNS) {
    if (!pattern.test(text)) continue;
    if (kind === 'financial_poa' && kinds.includes('healthcare_poa')) continue;
    if (kind === 'will' && kinds.includes('living_will') && !/\b(the|my|our) will\b/.test(text))
      continue;
    kinds.push(kind);
  }
  return kinds;
}

function instrumentText(
  instrument: InstrumentFacts,
  snapshot: HouseholdSnapshot,
): { text: string; sources: TAiSource[] } {
  const detail = snapshot.instrumentDetails.find((each) => each.instrumentId === instrument.id);
  const sources: TAiSource[] = [instrumentSource(instrument)];
  const label = `${instrumentLabel(instrument)}${whoseNote(snapshot, instrument.ownerId)}`;
  let text: string;
  if (instrument.status === 'none' || instrument.status === 'drafted')
    text = `${label} is ${INSTRUMENT_STATUS_LABELS[instrument.status].toLowerCase()}, not signed, so there is no signed original yet`;
  else if (detail?.originalLocation)
    text = `${label}: the signed original is kept here: ${withAdvisorsNamed(detail.originalLocation, snapshot.advisors)}`;
  else
    text = `${label} is ${INSTRUMENT_STATUS_LABELS[instrument.status].toLowerCase()}, but where its signed original is kept is not recorded (add it on the estate plan)`;
  const document = detail?.documentId
    ? snapshot.documents.find((each) => each.id === detail.documentId)
    : null;
  if (document) {
    text += `. A copy is in the Nido Hub: “${document.name}”`;
    sources.push(documentSource(document));
  }
  return { text, sources };
}

/** Documents and guidebook entries as one searchable list; a document's tags come from the hub. */
function searchEntries(
  texts: readonly SearchableText[],
  snapshot: HouseholdSnapshot,
): SearchEntry[] {
  const documents = new Map(snapshot.documents.map((document) => [document.id, document]));
  const entries: SearchEntry[] = texts.map((text) => {
    const document = text.kind === 'document' ? documents.get(text.id) : undefined;
    if (document) documents.delete(text.id);
    const category = document
      ? (DOCUMENT_CATEGORY_LABELS[document.category as TDocumentCategory] ?? document.category)
      : '';
    return {
      key: `${text.kind}:${text.id}`,
      title: text.title,
      text: text.text,
      tags: `${document?.tags.join(' ') ?? ''} ${category}`,
    };
  });
  for (const document of documents.values())
    entries.push({
      key: `document:${document.id}`,
      title: document.name,
      text: '',
      tags: `${document.tags.join(' ')} ${DOCUMENT_CATEGORY_LABELS[document.category as TDocumentCategory] ?? document.category}`,
    });
  return entries;
}

function hitText(
  key: string,
  terms: readonly string[],
  texts: readonly SearchableText[],
  snapshot: HouseholdSnapshot,
): { text: string; source: TAiSource } | null {
  const [kind, id] = key.split(/:(.*)/s) as [string, string];
  const text = texts.find((each) => each.kind === kind && each.id === id);
  if (kind === 'guidebook' && text) {
    // "Where is the fireproof safe, and who has the combination?": a short entry is quoted
    // whole, since where a thing is may be said without its name ("In the office closet").
    const sentence =
      text.text.length <= QUOTE_WHOLE ? text.text.trim() : sentenceWith(text.text, terms);
    return {
      text: `Your family guidebook (“${text.title}”${whoseNote(snapshot, text.ownerId)}) says: “${sentence ?? text.text.slice(0, 200)}”`,
      source: searchableTextSource(text),
    };
  }
  const document = snapshot.documents.find((each) => each.id === id);
  const name = document?.name ?? text?.title;
  if (!name) return null;
  const category = document
    ? ` (${DOCUMENT_CATEGORY_LABELS[document.category as TDocumentCategory] ?? document.category})`
    : '';
  const linked = snapshot.instrumentDetails.find(
    (detail) => detail.documentId === id && detail.originalLocation,
  );
  return {
    text: `“${name}”${category}${whoseNote(snapshot, document?.ownerId ?? text?.ownerId ?? '')} is in the Nido Hub${linked ? `; its signed original is kept here: ${linked.originalLocation}` : ''}`,
    source: documentSource({ id, name }),
  };
}

function hubSummary(snapshot: HouseholdSnapshot): IntentReply {
  const counts = new Map<string, number>();
  for (const document of snapshot.documents) {
    const label =
      DOCUMENT_CATEGORY_LABELS[document.category as TDocumentCategory] ?? document.category;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const parts = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label, count]) => `${label} ${count}`);
  return {
    response:
      snapshot.documents.length === 0
        ? 'No documents are in the Nido Hub yet.'
        : `Your ${countOf(snapshot.documents.length, 'document')} are in the Nido Hub: ${parts.join(', ')}. Ask for one by name, for example “where is the car title?”.`,
    sources: [{ kind: 'document', id: null, label: 'Nido Hub', href: '/nido-hub' }],
  };
}

/** Where a document or a signed original is: the estate plan's records, then a text search. */
export async function answerDocumentLocation(
  question: Question,
  snapshot: HouseholdSnapshot,
  loadTexts: () => Promise<SearchableText[]>,
): Promise<IntentReply> {
  const kinds = askedInstrumentKinds(question.text);
  if (kinds.length > 0) {
    let instruments = snapshot.estate.instruments.filter((instrument) =>
      kinds.includes(instrument.kind),
    );
    const absent = absentPrincipal(question.raw, instruments, snapshot);
    if (absent) {
      const kindNames = kinds.map((kind) => INSTRUMENT_LABELS[kind].toLowerCase()).join(' or ');
      return {
        response: `No ${kindNames} of ${absent} is recorded in your estate plan.`,
        sources: [ESTATE_PLAN_SOURCE],
      };
    }
    const names = question.contentTokens;
    if (names.length > 0 && instruments.length > 1) {
      const principals = matchNames(
        names,
        instruments.map((instrument) => ({
          item: instrument,
          words: tokensOf(instrument.principalName),
        })),
      );
      if (principals.items.length > 0) instruments = principals.items;
    }
    if (instruments.length > 0) {
      const found = instruments.map((instrument) => instrumentText(instrument, snapshot));
      return {
        response: `${found.map((each) => each.text).join('. ')}.`,
        sources: found.flatMap((each) => each.sources),
      };
    }
  }
  // "Where will I find…": a will only when the question named one.
  const searchWords = question.tokens.filter(
    (word) =>
      !STOPWORDS.has(word) && !FILLER.has(word) && (word !== 'will' || kinds.includes('will')),
  );
  if (searchWords.length === 0) return hubSummary(snapshot);
  const texts = await loadTexts();
  const entries = searchEntries(texts, snapshot);
  let { hits, unmatchedWords } = searchTexts(entries, searchWords);
  // "Jordan's passport and the car titles": whose they are need not be written beside them.
  if (hits.length === 0) {
    const adults = new Set(adultFirstNames(snapshot));
    const things = searchWords.filter((word) => !adults.has(word));
    if (things.length > 0 && things.length < searchWords.length)
      ({ hits, unmatchedWords } = searchTexts(entries, things));
  }
  const found = hits.flatMap((hit) => hitText(hit.key, hit.terms, texts, snapshot) ?? []);
  if (found.length === 0) {
    const missing =
      kinds.length > 0 ? kinds.map((kind) => INSTRUMENT_LABELS[kind]).join(' or ') : null;
    return notFoundReply(
      unmatchedWords.length > 0 ? unmatchedWords : searchWords,
      missing
        ? `no ${missing.toLowerCase()} in your estate plan, documents or family guidebook`
        : 'nothing in your documents or family guidebook matches',
    );
  }
  return {
    response: `${found.map((each) => each.text).join('. ')}.`,
    sources: found.map((each) => each.source),
  };
}
