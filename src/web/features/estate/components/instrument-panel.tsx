import { useId } from 'react';
import { FileText } from 'lucide-react';
import { INSTRUMENT_LABELS, VARIANT_LABELS } from '@shared/estate/instrument-kinds';
import type { TInstrument } from '@shared/estate/estate-schemas';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { TextLink } from '@web/components/ui/text-link';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { formatDay } from '../lib/format-day';
import { instrumentName } from '../lib/instrument-names';
import { stateName } from '../lib/state-name';
import { FundingChecklist } from './funding-checklist';
import { NamedPeople } from './named-people';
import { OriginalLocation } from './original-location';
import { ReviewLine } from './review-line';
import { StatusStepper } from './status-stepper';

type Props = {
  instrument: TInstrument;
  today: string;
  onEdit: (instrument: TInstrument) => void;
  onDelete: (instrument: TInstrument) => void;
};

/**
 * One recorded document: whose it is, where it stands, when and where it was signed, the people it
 * names, where the original is, the copy in the hub, its review, and for a trust what it holds.
 */
export function InstrumentPanel({ instrument, today, onEdit, onDelete }: Props) {
  const titleId = useId();
  const { canWrite } = useHouseholdPermissions();
  const name = instrumentName(instrument);
  const variant = instrument.variant === 'standard' ? null : VARIANT_LABELS[instrument.variant];
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={titleId} className="leading-snug font-semibold wrap-anywhere">
            <span className="sr-only">{INSTRUMENT_LABELS[instrument.kind]} of</span>{' '}
            {instrument.principalName}
          </h3>
          {variant && <p className="text-sm text-muted-foreground">{variant}</p>}
          <OwnerBadge ownerId={instrument.ownerId} className="w-fit" />
        </div>
        <div className="flex gap-2">
          <EditDeleteButtons
            name={name}
            ownerId={instrument.ownerId}
            onEdit={() => onEdit(instrument)}
            onDelete={() => onDelete(instrument)}
          />
        </div>
      </div>
      <StatusStepper status={instrument.status} label="Status" />
      {instrument.signedOn && (
        <p className="text-sm">
          <span className="text-muted-foreground">Signed:</span> {formatDay(instrument.signedOn)}
          {instrument.signedState && ` in ${stateName(instrument.signedState)}`}
        </p>
      )}
      <OriginalLocation location={instrument.originalLocation} />
      <NamedPeople instrument={instrument} />
      {instrument.documentId && instrument.documentTitle && (
        <p className="flex items-center gap-2 text-sm">
          <FileText className="size-4 text-muted-foreground" aria-hidden />
          <span className="text-muted-foreground">Document:</span>
          <TextLink to="/nido-hub">{instrument.documentTitle}</TextLink>
        </p>
      )}
      <ReviewLine instrument={instrument} today={today} />
      {instrument.kind === 'trust' && (
        <FundingChecklist instrument={instrument} canWrite={canWrite(instrument.ownerId)} />
      )}
      {instrument.notes && (
        <p className="text-sm whitespace-pre-line text-muted-foreground">{instrument.notes}</p>
      )}
    </article>
  );
}
