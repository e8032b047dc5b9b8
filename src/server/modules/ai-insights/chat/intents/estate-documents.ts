import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import {
  accountLabel,
  instrumentLabel,
  propertyLabel,
} from '@shared/estate/estate-analysis/estate-labels';
import { INSTRUMENT_STATUS_LABELS, VARIANT_LABELS } from '@shared/estate/instrument-kinds';
import { stateName } from '@shared/estate/state-estate-law/law-source';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { ESTATE_PLAN_SOURCE, instrumentSource } from '../records/sources';
import { countOf, formatDay } from '../text/format';
import { matchNames } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { askedInstrumentKinds } from './document-location';
import { inSignedOrder, readSignedOrder } from '../records/signed-order';

/** "Which estate documents do we have?": the plan as a whole, not one kind of document. */
export const ASKS_ESTATE_DOCUMENTS =
  /\b(estate (documents?|papers?|plan|planning documents?|paperwork)|legal (documents?|papers))\b/;

/** "Who witnessed the wills?", "the notary": people the documents may not record. */
const ASKS_WITNESS = /\b(witness|witnesses|witnessed|notary|notaries|notarized|notarised)\b/;

/** The words naming a kind of estate document, counted to tell a list of kinds from one asked. */
const KIND_WORDS = /\b(wills?|trusts?|poas?|directives?|guardian nominations?|hipaa)\b/g;

function addMonths(isoDay: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDay.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

/** What a trust holds: each funded asset, and those still to be retitled into it. */
function fundingText(instrument: InstrumentFacts, snapshot: HouseholdSnapshot): string | null {
  if (instrument.kind !== 'trust' || instrument.funding.length === 0) return null;
  const { estate } = snapshot;
  const nameOf = (item: InstrumentFacts['funding'][number]): string | null => {
    if (item.assetKind === 'property') {
      const property = estate.properties.find((each) => each.id === item.assetId);
      return property ? propertyLabel(property) : null;
    }
    const account =
      estate.assets.find((each) => each.id === item.assetId) ??
      estate.investments.find((each) => each.id === item.assetId);
    return account ? accountLabel(account) : null;
  };
  const funded = instrument.funding
    .filter((item) => item.funded)
    .flatMap((item) => nameOf(item) ?? []);
  const unfunded = instrument.funding
    .filter((item) => !item.funded)
    .flatMap((item) => nameOf(item) ?? []);
  const parts = [];
  if (funded.length > 0) parts.push(`it holds ${funded.join(', ')}`);
  if (unfunded.length > 0)
    parts.push(`still to be retitled into it (not yet funded): ${unfunded.join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** One document: its kind and variant, state, when signed and reviewed, and a trust's assets. */
export function instrumentSummary(
  instrument: InstrumentFacts,
  snapshot: HouseholdSnapshot,
): string {
  const label = `${instrumentLabel(instrument)}${whoseNote(snapshot, instrument.ownerId)}`;
  const variant = VARIANT_LABELS[instrument.variant];
  const kind = `${label}${variant && instrument.kind !== 'trust' ? ` (${variant.toLowerCase()})` : ''}`;
  // "Signed in which state?": where it was signed, as the estate plan records it.
  const state = snapshot.instrumentDetails.find(
    (detail) => detail.instrumentId === instrument.id,
  )?.signedState;
  const signedIn = state ? ` in ${stateName(state)}` : '';
  const signed = instrument.signedOn ? `signed ${formatDay(instrument.signedOn)}${signedIn}` : null;
  // "Signed, signed Mar 3" says it twice: the date is enough.
  const status =
    instrument.status === 'signed' && signed
      ? null
      : INSTRUMENT_STATUS_LABELS[instrument.status].toLowerCase();
  const parts = [`${kind}: ${[status, signed].filter(Boolean).join(', ')}`];
  parts.push(
    instrument.lastReviewedOn
      ? `last reviewed ${formatDay(instrument.lastReviewedOn)}`
      : 'never reviewed since signing',
  );
  const reviewedFrom = instrument.lastReviewedOn ?? instrument.signedOn;
  if (reviewedFrom && instrument.reviewEveryMonths > 0) {
    const next = addMonths(reviewedFrom, instrument.reviewEveryMonths);
    parts.push(
      next < snapshot.estate.today
        ? `review overdue since ${formatDay(next)}`
        : `next review ${formatDay(next)}`,
    );
  }
  const funding = fundingText(instrument, snapshot);
  if (funding) parts.push(funding);
  return parts.join(', ');
}

/**
 * "Whatever wasn't already in the trust", "the residue", "where does everything left over go?":
 * what a pour-over will passes on.
 */
export const ASKS_POUR_OVER =
  /\b(everything|anything|whatever|what(s| is)?) (else )?(is )?(left over|leftover|remaining|left)\b|\b(the )?rest of (the |my |his |her |our |their )?(estate|property|assets|stuff|things)\b|\bremainder\b|\b(not|isnt|wasnt|arent|werent|never) (already |yet |been )*(in|into|inside|part of|held (in|by)|put (in|into)|moved (in|into)|funded (in|into)|titled (in|to)|retitled (in|into)) (the |our |a |their )?trust\b|\b(outside|left out of) (of )?(the |our )?trust\b|\bpour ?overs?\b|\bresidu(e|ary)\b/;

/**
 * What the estate plan records about its documents: "when was the trust signed?", "what kind of
 * wills do we have?", "when were the wills last reviewed?", "what's in our trust?". Narrowed to
 * the documents the question names and, when it names someone, to theirs.
 */
/** "Signed before 2023", "signed in 2019", "executed after 2020": a year the signing is held to. */
export const SIGNED_IN_YEARS =
  /\b(signed|executed|dated|drafted) (before|prior to|after|since|in) (19\d\d|20\d\d)\b/;

function signedInYears(text: string): { holds: (year: number) => boolean; said: string } | null {
  const found = SIGNED_IN_YEARS.exec(text);
  if (!found) return null;
  const [, , when = '', digits = ''] = found;
  const year = Number(digits);
  const said = `${when} ${year}`;
  if (when === 'before' || when === 'prior to') return { holds: (each) => each < year, said };
  if (when === 'after') return { holds: (each) => each > year, said };
  if (when === 'since') return { holds: (each) => each >= year, said };
  return { holds: (each) => each === year, said };
}

export function answerEstateDocuments(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply {
  // "Which of Alex's documents is older than the wills?": the wills are what it is set against.
  const read = readSignedOrder(question.text);
  const against = read?.against ? askedInstrumentKinds(read.against) : [];
  // "Later than 2027" sets it against no document: no order asked.
  const order = read && (read.against === null || against.length > 0) ? read : null;
  const named = askedInstrumentKinds(order?.against ? order.asked : question.text);
  // "Estate planning documents (wills, trust, powers of attorney, directives)": the kinds only
  // say what the whole covers.
  const kindWords = question.text.match(KIND_WORDS) ?? [];
  const kinds = ASKS_ESTATE_DOCUMENTS.test(question.text) && kindWords.length >= 3 ? [] : named;
  // "What does the will do with anything not already in the trust?": the wills, and what their
  // notes say of it (a pour-over will leaves it to the trust).
  // "Is anything still not retitled into the trust?" asks what the trust holds, not the wills.
  const pourOver =
    ASKS_POUR_OVER.test(question.text) &&
    (/\b(wills?|pour ?overs?|residu(e|ary)|estate)\b/.test(question.text) ||
      !/\b(retitled|titled|funded|moved|put)\b/.test(question.text)) &&
    snapshot.estate.instruments.some((instrument) => instrument.kind === 'will');
  let instruments = snapshot.estate.instruments.filter((instrument) =>
    pourOver ? instrument.kind === 'will' : kinds.length === 0 || kinds.includes(instrument.kind),
  );
  if (instruments.length === 0)
    return {
      response:
        kinds.length > 0
          ? 'No such document is recorded in your estate plan yet (add it on the estate plan).'
          : 'No estate documents are recorded yet (add them on the estate plan).',
      sources: [ESTATE_PLAN_SOURCE],
    };
  if (question.contentTokens.length > 0 && instruments.length > 1) {
    const principals = matchNames(
      question.contentTokens,
      instruments.map((instrument) => ({
        item: instrument,
        words: tokensOf(instrument.principalName),
      })),
    );
    if (principals.items.length > 0) instruments = principals.items;
  }
  if (order) {
    const placed = inSignedOrder(order, instruments, against, snapshot.estate.instruments);
    if (placed.length === 0)
      return {
        response: `No ${order.against ? `such document was signed ${order.older ? 'before' : 'after'} ${order.against}` : 'signing date is recorded for those documents'}.`,
        sources: [ESTATE_PLAN_SOURCE],
        statesAllHeld: true,
      };
    instruments = placed;
  }
  const signedWhen = signedInYears(question.text);
  if (signedWhen) {
    instruments = instruments.filter(
      (instrument) =>
        !!instrument.signedOn && signedWhen.holds(Number(instrument.signedOn.slice(0, 4))),
    );
    if (instruments.length === 0)
      return {
        response: `None of those estate documents was signed ${signedWhen.said}.`,
        sources: [ESTATE_PLAN_SOURCE],
        statesAllHeld: true,
      };
  }
  const sources: TAiSource[] = instruments.map(instrumentSource);
  // "The notary who witnessed our wills": no answer when the documents record no such person.
  const witnessed = ASKS_WITNESS.exec(question.text)?.[1];
  const notary = witnessed?.startsWith('notar') ?? false;
  const labels = instruments.map((instrument) => instrumentLabel(instrument)).join(', ');
  if (
    witnessed &&
    (notary ||
      !instruments.some((instrument) =>
        instrument.people.some((person) => person.role === 'witness'),
      ))
  )
    return {
      response: notary
        ? `No notary is recorded for ${labels}: the estate plan keeps the people each document names, not who notarized it.`
        : `No witness is recorded for ${labels} (witnesses can be added on the estate plan).`,
      sources,
      recordsLack: true,
    };
  // "What does the directive say about end-of-life care?": what the family wrote of it too.
  const withNotes = pourOver || /\b(notes?|say|says|said)\b/.test(question.text);
  // "How many documents are in our estate plan?": the count first.
  const count =
    /\bhow many\b/.test(question.text) || signedWhen
      ? `${countOf(instruments.length, 'estate document')}: `
      : '';
  return {
    response: `${count}${instruments
      .map(
        (instrument) =>
          instrumentSummary(instrument, snapshot) +
          (withNotes && instrument.notes ? `; notes: “${instrument.notes}”` : ''),
      )
      .join('. ')}.`,
    sources: sources.length > 0 ? sources : [ESTATE_PLAN_SOURCE],
    // A count says every document; one document's own facts are no better answer.
    ...(count && { statesAllHeld: true as const }),
  };
}
