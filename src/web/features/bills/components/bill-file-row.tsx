import { CheckCircle2, FileImage, X, XCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { useUploadProgress } from '@web/lib/use-upload-progress';
import type { ChosenBill } from '../lib/use-bill-batch';

type Props = { bill: ChosenBill; onRemove: ((id: number) => void) | null };

/** A chosen bill: Remove while waiting, its spec §4 upload progress, then uploaded or why not. */
export function BillFileRow({ bill, onRemove }: Props) {
  const progress = useUploadProgress(bill.status === 'waiting' ? 'uploading' : bill.status);
  const { file, status } = bill;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-center gap-3">
        {status === 'done' ? (
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
        ) : status === 'failed' ? (
          <XCircle className="size-4 shrink-0 text-destructive" aria-hidden />
        ) : (
          <FileImage className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={file.name}>
          {file.name}
        </span>
        {status !== 'waiting' && (
          <span className="text-sm text-muted-foreground tabular-nums">
            {status === 'uploading' ? `${progress}%` : status === 'done' ? 'Uploaded' : 'Failed'}
          </span>
        )}
        {onRemove && status !== 'uploading' && status !== 'done' && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${file.name}`}
            onClick={() => onRemove(bill.id)}
          >
            <X aria-hidden />
            Remove
          </Button>
        )}
      </div>
      {status === 'failed' && <p className="text-sm text-destructive">{bill.error}</p>}
      {(status === 'uploading' || status === 'done') && (
        <Progress value={progress} aria-label={`Upload of ${file.name}`} />
      )}
    </li>
  );
}
