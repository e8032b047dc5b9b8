import { Camera } from 'lucide-react';
import { BILL_TAB_ACCEPT } from '@shared/bills/bill-schemas';
import { FileDropZone } from '@web/components/file-drop-zone';
import { Button } from '@web/components/ui/button';
import { isExtracted, type ExtractedBill } from '../lib/bill-draft';
import { useBillBatch } from '../lib/use-bill-batch';
import { BillFileList } from './bill-file-list';
import { BillResultsList } from './bill-results-list';
import { ProcessingIndicator } from './processing-indicator';

type Props = {
  onExtracted: (bills: ExtractedBill[]) => void;
  /** Several bills at once: the Upload Bills for AI Processing dialog. */
  onUploadMany: () => void;
};

/**
 * The Add New Obligation dialog's AI Extract tab: one photo of a bill, sent and read as soon as
 * it is chosen, then the Manual Entry form filled in from it. A bill that cannot be read says why
 * and another photo can be tried.
 */
export function AiExtractPanel({ onExtracted, onUploadMany }: Props) {
  const batch = useBillBatch({ maxFiles: 1 });
  const busy = batch.phase === 'uploading' || batch.phase === 'processing';
  const choose = async (files: File[]) => {
    const outcomes = await batch.chooseAndStart(files);
    const read = (outcomes ?? []).map((outcome) => outcome.result).filter(isExtracted);
    if (read.length > 0) onExtracted(read);
  };
  return (
    <div className="grid gap-4 px-4 py-4 sm:px-6">
      <FileDropZone
        data-testid="bill-photo-drop-zone"
        onFiles={(files) => void choose(files)}
        accept={BILL_TAB_ACCEPT}
        multiple={false}
        disabled={busy}
        hint="A photo of the bill, up to 10 MB"
        icon={<Camera className="size-6" aria-hidden />}
      >
        <p className="max-w-sm text-sm text-muted-foreground">
          Nido reads the vendor, amount and account from the photo and fills in the form for you to
          check.
        </p>
      </FileDropZone>
      {batch.phase !== 'results' && <BillFileList bills={batch.files} onRemove={null} />}
      {batch.phase === 'processing' && <ProcessingIndicator />}
      {batch.phase === 'results' && <BillResultsList outcomes={batch.outcomes} />}
      <p className="text-center text-sm text-muted-foreground">
        Several bills, or PDFs?{' '}
        <Button variant="link" className="h-auto p-0" onClick={onUploadMany} disabled={busy}>
          Upload them together
        </Button>
      </p>
    </div>
  );
}
