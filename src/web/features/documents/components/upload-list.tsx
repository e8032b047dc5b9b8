import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import type { DocumentUpload } from '../lib/use-document-uploads';
import { UploadRow } from './upload-row';

type Props = {
  uploads: readonly DocumentUpload[];
  onAddDetails: (upload: DocumentUpload) => void;
  onDismiss: (id: number) => void;
  onClearFinished: () => void;
};

/** This visit's uploads, newest first, until dismissed. */
export function UploadList({ uploads, onAddDetails, onDismiss, onClearFinished }: Props) {
  const headingId = useId();
  if (uploads.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium">
          Uploads
        </h2>
        {uploads.some((upload) => upload.status !== 'uploading') && (
          <Button variant="ghost" size="sm" onClick={onClearFinished}>
            Clear finished
          </Button>
        )}
      </div>
      <ul className="grid gap-2">
        {uploads.map((upload) => (
          <UploadRow
            key={upload.id}
            upload={upload}
            onAddDetails={onAddDetails}
            onDismiss={onDismiss}
          />
        ))}
      </ul>
    </section>
  );
}
