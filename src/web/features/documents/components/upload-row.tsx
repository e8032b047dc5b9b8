import { CheckCircle2, FileUp, X, XCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { useUploadProgress } from '@web/lib/use-upload-progress';
import type { DocumentUpload } from '../lib/use-document-uploads';

type Props = {
  upload: DocumentUpload;
  onAddDetails: (upload: DocumentUpload) => void;
  onDismiss: (id: number) => void;
};

/** One file on its way: its progress (spec §4), then "Uploaded" with Add details, or the reason it failed. */
export function UploadRow({ upload, onAddDetails, onDismiss }: Props) {
  const progress = useUploadProgress(upload.status);
  const { fileName, status } = upload;
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-center gap-3">
        {status === 'done' ? (
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
        ) : status === 'failed' ? (
          <XCircle className="size-4 shrink-0 text-destructive" aria-hidden />
        ) : (
          <FileUp className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={fileName}>
          {fileName}
        </span>
        <span className="text-sm text-muted-foreground tabular-nums">
          {status === 'uploading' ? `${progress}%` : status === 'done' ? 'Uploaded' : 'Failed'}
        </span>
        {status === 'done' && upload.document && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Add details to ${fileName}`}
            onClick={() => onAddDetails(upload)}
          >
            Add details
          </Button>
        )}
        {status !== 'uploading' && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Dismiss ${fileName}`}
            onClick={() => onDismiss(upload.id)}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
      {status === 'failed' ? (
        <p className="text-sm text-destructive">{upload.error}</p>
      ) : (
        <Progress value={progress} aria-label={`Upload of ${fileName}`} />
      )}
    </li>
  );
}
