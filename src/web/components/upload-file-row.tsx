import type { ReactNode } from 'react';
import { CheckCircle2, XCircle, type LucideIcon } from 'lucide-react';
import { Progress } from '@web/components/ui/progress';
import { useUploadProgress, type UploadStatus } from '@web/lib/use-upload-progress';

type Props = {
  fileName: string;
  /** `waiting`: chosen, not sent yet. */
  status: 'waiting' | UploadStatus;
  /** The file's icon until it is uploaded or has failed. */
  icon: LucideIcon;
  /** Why it failed. */
  error?: string | null;
  /** The row's buttons. */
  children?: ReactNode;
};

/**
 * One file of an upload: its name, its spec §4 progress (a figure and a bar), then "Uploaded" or
 * "Failed" with the reason. Mount it once per file (a `key` each): a new upload starts from 0.
 */
export function UploadFileRow({ fileName, status, icon: Icon, error, children }: Props) {
  const progress = useUploadProgress(status === 'waiting' ? 'uploading' : status);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-center gap-3">
        {status === 'done' ? (
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
        ) : status === 'failed' ? (
          <XCircle className="size-4 shrink-0 text-destructive" aria-hidden />
        ) : (
          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={fileName}>
          {fileName}
        </span>
        {status !== 'waiting' && (
          <span className="text-sm text-muted-foreground tabular-nums">
            {status === 'uploading' ? `${progress}%` : status === 'done' ? 'Uploaded' : 'Failed'}
          </span>
        )}
        {children}
      </div>
      {status === 'failed' ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : (
        status !== 'waiting' && <Progress value={progress} aria-label={`Upload of ${fileName}`} />
      )}
    </li>
  );
}
