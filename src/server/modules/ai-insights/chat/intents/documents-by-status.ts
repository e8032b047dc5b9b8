import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import { INSTRUMENT_STATUS_LABELS, type TInstrumentStatus } from '@shared/estate/instrument-kinds';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { instrumentSource } from '../records/sources';
import { countOf, formatDay } from '../text/format';
import type { Question } from '../text/question';

/** The words of each status, as the estate plan's screen says them. */
const STATUS_WORDS: readonly [TInstrumentStatus, RegExp][] = [
  ['drafted', /\b(drafted|only a draft|still a draft|in draft)\b/],
  ['signed', /\bsigned\b/],
  ['witnessed', /\b(witnessed|notarized|notarised)\b/],
  ['stored', /\bstored\b/],
];

/**
 * "Which one is only marked signed, not witnessed or stored?", "which estate documents are still
 * just drafted?": the documents at one status. Not when or before which year one was signed.
 */
const ASKS_STATUS =
  /^(?!.*\b(when|what date|before|after|since|in (19|20)\d\d|by whom|who)\b).*\b(which|what|any)\b.*\b(only|just|still|marked|status|stage)\b/;

/** The status asked: the one said, not one said after "not" or "or". */
export function askedStatus(text: string): TInstrumentStatus | null {
  if (!ASKS_STATUS.test(text)) return null;
  const affirmed = text.replace(/\b(not|nor|or|and not|but not|yet to be|never) ([a-z]+)/g, ' ');
  const said = STATUS_WORDS.filter(([, pattern]) => pattern.test(affirmed));
  return said.length === 1 ? (said[0]?.[0] ?? null) : null;
}

/** The estate documents at the status asked, each with its date. Null when none is asked. */
export function documentsByStatus(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const status = askedStatus(question.text);
  if (!status) return null;
  const at = snapshot.estate.instruments.filter((instrument) => instrument.status === status);
  const label = INSTRUMENT_STATUS_LABELS[status];
  if (at.length === 0)
    return {
      response: `No estate document is marked “${label}”.`,
      sources: [],
    };
  const lines = at.map(
    (instrument) =>
      `${instrumentLabel(instrument)}${instrument.signedOn ? `, signed ${formatDay(instrument.signedOn)}` : ''}`,
  );
  return {
    response: `${countOf(at.length, 'estate document')} ${at.length === 1 ? 'is' : 'are'} marked “${label}”: ${lines.join('; ')}.`,
    sources: at.map(instrumentSource),
  };
}
