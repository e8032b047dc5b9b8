import { useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { FolderOpen, UploadCloud } from 'lucide-react';
import { DOCUMENT_ACCEPT } from '@shared/documents/document-schemas';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

type Props = {
  onFiles: (files: File[]) => void;
  /** The file input, so the page's "Upload Document" button opens the same picker. */
  inputRef: Ref<HTMLInputElement>;
  openPicker: () => void;
  /** No documents yet: the zone is the page's welcome and says what belongs here. */
  empty: boolean;
};

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Drag and drop, with the Select Files button as the keyboard (and touch) path to the same picker.
 * Dragging over the zone highlights it; a counter keeps the highlight steady while the pointer
 * crosses the zone's children, each of which fires its own enter and leave.
 */
export function DocumentDropZone({ onFiles, inputRef, openPicker, empty }: Props) {
  const hintId = useId();
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const onDragEnter = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    // Without this the browser opens a dropped file itself instead of handing it over.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      data-testid="document-drop-zone"
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 text-center transition-colors',
        empty ? 'py-14' : 'py-8',
        dragging ? 'border-primary bg-primary/5' : 'border-border',
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        {empty ? (
          <FolderOpen className="size-6" aria-hidden />
        ) : (
          <UploadCloud className="size-6" aria-hidden />
        )}
      </div>
      {empty && (
        <div className="grid max-w-md gap-1">
          <h2 className="text-lg font-semibold">No documents yet</h2>
          <p className="text-sm text-muted-foreground">
            Keep wills, insurance policies, deeds, tax returns and IDs in one encrypted place, so
            your family can find them when it matters.
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2">
        <p className="text-sm font-medium">
          {dragging ? 'Drop the files to upload them' : 'Drag and drop files here, or'}
        </p>
        <Button
          variant={empty ? 'default' : 'outline'}
          size="sm"
          onClick={openPicker}
          aria-describedby={hintId}
        >
          Select Files
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        PDF, JPG, PNG, Word or Excel, up to 10 MB each
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={DOCUMENT_ACCEPT}
        multiple
        hidden
        aria-label="Select Files"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again (after a failure) is a change too.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </div>
  );
}
