import { BILL_DIALOG_ACCEPT, MAX_BILLS_PER_UPLOAD } from '@shared/bills/bill-schemas';
import { FileDropZone } from '@web/components/file-drop-zone';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { isExtracted, type ExtractedBill } from '../lib/bill-draft';
import { useBillBatch } from '../lib/use-bill-batch';
import { BillFileList } from './bill-file-list';
import { BillResultsList } from './bill-results-list';
import { ProcessingIndicator } from './processing-indicator';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Two or more bills read: check them together in Review Extracted Expenses. */
  onReview: (bills: ExtractedBill[]) => void;
  /** The single-bill flow: each read bill in turn in the prefilled Add form. */
  onOneAtATime: (bills: ExtractedBill[]) => void;
};

const HINT = `Photos or PDFs of bills, up to 10 MB each, at most ${MAX_BILLS_PER_UPLOAD} at a time`;

/** Where to go with the bills that were read; what failed stays listed above. */
function ResultActions({
  bills,
  onReview,
  onOneAtATime,
  onMore,
}: Pick<Props, 'onReview' | 'onOneAtATime'> & { bills: ExtractedBill[]; onMore: () => void }) {
  return (
    <>
      <Button variant="outline" onClick={onMore}>
        Upload more bills
      </Button>
      {bills.length > 1 && (
        <Button variant="outline" onClick={() => onOneAtATime(bills)}>
          One at a time
        </Button>
      )}
      {bills.length > 0 && (
        <Button onClick={() => (bills.length > 1 ? onReview(bills) : onOneAtATime(bills))}>
          {`Review ${bills.length} bill(s)`}
        </Button>
      )}
    </>
  );
}

function UploadBody({ onOpenChange, onReview, onOneAtATime }: Omit<Props, 'open'>) {
  const batch = useBillBatch();
  const busy = batch.phase === 'uploading' || batch.phase === 'processing';
  const read = batch.outcomes.map((outcome) => outcome.result).filter(isExtracted);
  return (
    <>
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-4 py-4 sm:px-6">
        {batch.phase === 'results' ? (
          <BillResultsList outcomes={batch.outcomes} />
        ) : (
          <>
            <FileDropZone
              data-testid="bill-drop-zone"
              onFiles={batch.add}
              accept={BILL_DIALOG_ACCEPT}
              hint={HINT}
              disabled={busy}
            />
            <BillFileList bills={batch.files} onRemove={busy ? null : batch.remove} />
            {batch.phase === 'processing' && <ProcessingIndicator />}
          </>
        )}
      </div>
      <DialogFooter className="border-t px-4 py-4 sm:px-6">
        {batch.phase === 'results' ? (
          <ResultActions
            bills={read}
            onReview={onReview}
            onOneAtATime={onOneAtATime}
            onMore={batch.reset}
          />
        ) : (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <BusyButton
              busy={busy}
              busyLabel={batch.phase === 'processing' ? 'Processing...' : 'Uploading...'}
              onClick={() => void batch.start()}
            >
              Upload & Process
            </BusyButton>
          </>
        )}
      </DialogFooter>
    </>
  );
}

/**
 * Spec §2 "Upload Bills for AI Processing": choose or drop bills, send them with per-file
 * progress, read them, list what each gave, then go on to review what was read. Closing it
 * abandons a run in progress (the uploaded files stay in Documents).
 */
export function BillUploadDialog({ open, onOpenChange, onReview, onOneAtATime }: Props) {
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      title="Upload Bills for AI Processing"
      description="Nido reads the vendor, amount, account number and due date from each bill. You check everything before it is saved."
      className="flex max-h-[90vh] flex-col gap-0 overflow-y-hidden p-0 sm:max-w-xl"
      headerClassName="border-b px-4 pt-6 pb-4 sm:px-6"
    >
      {open && (
        <UploadBody onOpenChange={onOpenChange} onReview={onReview} onOneAtATime={onOneAtATime} />
      )}
    </DialogFrame>
  );
}
