import { INSTRUMENT_LABELS, type TInstrumentKind } from '@shared/estate/instrument-kinds';

/**
 * A kind's label inside a sentence ("Add will", "Add HIPAA authorization"): the first letter
 * lower-cased unless the first word is an acronym.
 */
export function kindInSentence(kind: TInstrumentKind): string {
  const label = INSTRUMENT_LABELS[kind];
  const firstWord = label.split(' ')[0] ?? '';
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase()) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** What one recorded instrument is called on buttons and in dialogs ("Will of Maria Lopez"). */
export function instrumentName(instrument: { kind: TInstrumentKind; principalName: string }) {
  return `${INSTRUMENT_LABELS[instrument.kind]} of ${instrument.principalName}`;
}
