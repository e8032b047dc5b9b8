import { useId } from 'react';
import { Plus } from 'lucide-react';
import {
  INSTRUMENT_LABELS,
  INSTRUMENT_PURPOSES,
  type TInstrumentKind,
} from '@shared/estate/instrument-kinds';
import type { TInstrument } from '@shared/estate/estate-schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EstateCardWizardNote } from '@web/features/legal-wizard/components/estate-card-wizard-note';
import { kindInSentence } from '../lib/instrument-names';
import { InstrumentPanel } from './instrument-panel';

type Props = {
  kind: TInstrumentKind;
  /** The recorded documents of this kind (a couple has one will each). */
  instruments: readonly TInstrument[];
  today: string;
  /** Opens the add form for this kind; null for someone who may not add (a viewer). */
  onAdd: ((kind: TInstrumentKind) => void) | null;
  onEdit: (instrument: TInstrument) => void;
  onDelete: (instrument: TInstrument) => void;
};

/** One kind of document of the plan: what it is for, and each one recorded, or "Not started". */
export function InstrumentKindCard({ kind, instruments, today, onAdd, onEdit, onDelete }: Props) {
  const titleId = useId();
  const empty = instruments.length === 0;
  return (
    <Card
      id={kind}
      // Focusable by script only: a gap's "fix it" link lands here (see useScrollToKind).
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      className="grid scroll-mt-4 gap-4 p-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg leading-snug font-semibold">
            {INSTRUMENT_LABELS[kind]}
          </h2>
          <p className="text-sm text-muted-foreground">{INSTRUMENT_PURPOSES[kind]}</p>
        </div>
        {empty && <Badge variant="secondary">Not started</Badge>}
      </div>
      {instruments.map((instrument) => (
        <InstrumentPanel
          key={instrument.id}
          instrument={instrument}
          today={today}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
      <EstateCardWizardNote
        kind={kind}
        instrumentIds={instruments.map((instrument) => instrument.id)}
        canCreate={onAdd !== null}
      />
      {onAdd && (
        // Outlined: nine filled buttons down the page would all shout at once. The longest label
        // ("Add guardian nomination for minor children") wraps on a phone instead of widening the page.
        <Button
          variant="outline"
          className="h-auto min-h-9 w-fit max-w-full py-2 text-left whitespace-normal"
          onClick={() => onAdd(kind)}
        >
          <Plus aria-hidden />
          {empty ? `Add ${kindInSentence(kind)}` : `Add another ${kindInSentence(kind)}`}
        </Button>
      )}
    </Card>
  );
}
