import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { TInstrumentKind } from '@shared/estate/instrument-kinds';

/** "Older than the wills", "signed before the trust", "newer than my will": set against others. */
const THAN =
  /\b(older|earlier|newer|more recent|later|signed (?:before|after))\b(?:(?: \w+){0,3} than)? (?:the |our |my |his |her |their )?(.+)$/;
const OLDEST = /\b(oldest|earliest|signed first|first signed|signed the longest ago)\b/;
const NEWEST = /\b(newest|latest|most recent(?:ly)?(?: signed)?|signed last|last signed)\b/;

export type SignedOrder = {
  /** The question's words before the documents it is set against ("which of alex's documents"). */
  asked: string;
  /** The words naming the documents set against ("the wills"); null for oldest or newest of all. */
  against: string | null;
  older: boolean;
};

/** Whether a question asks which document was signed first or last, or before or after others. */
export function readSignedOrder(text: string): SignedOrder | null {
  const than = THAN.exec(text);
  if (than?.[1] && than[2])
    return {
      asked: text.slice(0, than.index),
      against: than[2],
      older: /^(older|earlier|signed before)$/.test(than[1]),
    };
  if (OLDEST.test(text)) return { asked: text, against: null, older: true };
  if (NEWEST.test(text)) return { asked: text, against: null, older: false };
  return null;
}

/**
 * Of `instruments`, those signed before (or after) every one of the kinds set against, or the
 * first (or last) signed; undated ones are never placed.
 */
export function inSignedOrder(
  order: SignedOrder,
  instruments: readonly InstrumentFacts[],
  againstKinds: readonly TInstrumentKind[],
  all: readonly InstrumentFacts[],
): InstrumentFacts[] {
  const dated = instruments.filter((instrument) => instrument.signedOn);
  const before = (a: string, b: string) => (order.older ? a < b : a > b);
  if (againstKinds.length > 0) {
    const dates = all
      .filter((instrument) => againstKinds.includes(instrument.kind) && instrument.signedOn)
      .map((instrument) => instrument.signedOn ?? '');
    if (dates.length === 0) return [];
    const bound = dates.reduce((kept, date) => (before(date, kept) ? date : kept));
    return dated.filter(
      (instrument) =>
        !againstKinds.includes(instrument.kind) && before(instrument.signedOn ?? '', bound),
    );
  }
  const first = dated.reduce<string | null>(
    (kept, instrument) =>
      kept === null || before(instrument.signedOn ?? '', kept) ? (instrument.signedOn ?? '') : kept,
    null,
  );
  return dated.filter((instrument) => instrument.signedOn === first);
}
