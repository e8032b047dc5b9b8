import type { RefObject } from 'react';
import { FolderOpen } from 'lucide-react';
import { DOCUMENT_ACCEPT } from '@shared/documents/document-schemas';
import { FileDropZone } from '@web/components/file-drop-zone';

type Props = {
  onFiles: (files: File[]) => void;
  /** The file input, so the page's "Upload Document" button opens the same picker. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** No documents yet: the zone is the page's welcome and says what belongs here. */
  empty: boolean;
};

/** The document hub's drop zone; with no documents yet it is the screen's welcome too. */
export function DocumentDropZone({ onFiles, inputRef, empty }: Props) {
  return (
    <FileDropZone
      data-testid="document-drop-zone"
      onFiles={onFiles}
      accept={DOCUMENT_ACCEPT}
      hint="PDF, JPG, PNG, Word or Excel, up to 10 MB each"
      inputRef={inputRef}
      roomy={empty}
      icon={empty ? <FolderOpen className="size-6" aria-hidden /> : undefined}
    >
      {empty && (
        <div className="grid max-w-md gap-1">
          <h2 className="text-lg font-semibold">No documents yet</h2>
          <p className="text-sm text-muted-foreground">
            Keep wills, insurance policies, deeds, tax returns and IDs in one encrypted place, so
            your family can find them when it matters.
          </p>
        </div>
      )}
    </FileDropZone>
  );
}
