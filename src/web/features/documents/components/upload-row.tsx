import { FileUp, X } from 'lucide-react';
import { UploadFileRow } from '@web/components/upload-file-row';
import { Button } from '@web/components/ui/button';
import type { DocumentUpload } from '../lib/use-document-uploads';

type Props = {
  upload: DocumentUpload;
  onAddDetails: (upload: DocumentUpload) => void;
  onDismiss: (id: number) => void;
};

/** One file on its way: its progress (spec §4), then "Uploaded" with Add details, or the reason it failed. */
export function UploadRow({ upload, onAddDetails, onDismiss }: Props) {
  const { fileName, status } = upload;
  return (
    <UploadFileRow fileName={fileName} status={status} icon={FileUp} error={upload.error}>
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
    </UploadFileRow>
  );
}
