import type { TInstrument } from '@shared/estate/estate-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeleteInstrument } from '../api/instrument-mutations';
import { instrumentName, kindInSentence } from '../lib/instrument-names';

/** Asks before deleting a document's record, saying that the signed original is not touched. */
export function DeleteInstrumentDialog({
  instrument,
  onClose,
}: {
  instrument: TInstrument;
  onClose: () => void;
}) {
  return (
    <DeleteRecordDialog
      title={`Delete this ${kindInSentence(instrument.kind)}?`}
      description={
        <>
          The record of the {instrumentName(instrument).toLowerCase()}, the people it names and
          where its original is kept will be removed from your estate plan. The signed original and
          the linked document in your hub stay as they are. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      deletion={useDeleteInstrument(instrument.kind)}
      id={instrument.id}
      onClose={onClose}
    />
  );
}
