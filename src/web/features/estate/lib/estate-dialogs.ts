import { useState } from 'react';
import type { TInstrumentKind } from '@shared/estate/instrument-kinds';
import type { TInstrument, TLifeEvent } from '@shared/estate/estate-schemas';

/** What opens the instrument form: a document to edit, or an add (of one kind, or any). */
export type InstrumentFormRequest =
  { instrument: TInstrument } | { instrument: null; kind: TInstrumentKind | null };

/** The one dialog the plan shows at a time; each is mounted only while open. */
export type EstateDialog =
  | { name: 'instrument'; request: InstrumentFormRequest }
  | { name: 'delete-instrument'; instrument: TInstrument }
  | { name: 'life-event' }
  | { name: 'delete-life-event'; event: TLifeEvent };

export function useEstateDialogs() {
  const [dialog, setDialog] = useState<EstateDialog | null>(null);
  return { dialog, open: setDialog, close: () => setDialog(null) };
}
