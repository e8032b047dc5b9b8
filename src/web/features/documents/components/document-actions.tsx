import { Download, Eye } from 'lucide-react';
import type { TDocument } from '@shared/documents/document-schemas';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { useDownloadDocument } from '@web/lib/use-download-document';
import { previewKind } from '../lib/preview-kind';

/** What can be done to a document on the screen; the page opens the matching dialog. */
export type DocumentActionHandlers = {
  preview: (document: TDocument) => void;
  edit: (document: TDocument) => void;
  remove: (document: TDocument) => void;
};

/** Preview (PDFs and images), Download, Edit and Delete, each naming the document it acts on. */
export function DocumentActions({
  document,
  actions,
}: {
  document: TDocument;
  actions: DocumentActionHandlers;
}) {
  const { download, busy } = useDownloadDocument();
  return (
    <div className="flex flex-wrap gap-2">
      {previewKind(document.fileType) && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Preview ${document.name}`}
          onClick={() => actions.preview(document)}
        >
          <Eye aria-hidden />
          Preview
        </Button>
      )}
      <BusyButton
        variant="outline"
        size="sm"
        busy={busy}
        busyLabel="Preparing…"
        aria-label={busy ? undefined : `Download ${document.name}`}
        onClick={() => void download(document)}
      >
        <Download aria-hidden />
        Download
      </BusyButton>
      <EditDeleteButtons
        name={document.name}
        ownerId={document.ownerId}
        onEdit={() => actions.edit(document)}
        onDelete={() => actions.remove(document)}
      />
    </div>
  );
}
