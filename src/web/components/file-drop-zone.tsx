import { useId, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import { UploadCloud } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

type Props = {
  onFiles: (files: File[]) => void;
  /** The file input's `accept` (a hint to the picker; the server checks the content). */
  accept: string;
  /** What may be dropped, under the button ("PDF or photos, up to 10 MB each"). */
  hint: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The file input, when a button elsewhere on the screen opens the same picker. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The icon in the circle; an upload cloud by default. */
  icon?: ReactNode;
  /** Shown above the button: a welcome when the screen is empty, for instance. */
  children?: ReactNode;
  /** Roomier padding, for a zone that is the whole screen's content. */
  roomy?: boolean;
  'data-testid'?: string;
};

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Drag and drop, with the Select Files button as the keyboard (and touch) path to the same picker.
 * Dragging over the zone highlights it; a counter keeps the highlight steady while the pointer
 * crosses the zone's children, each of which fires its own enter and leave. Used by the document
 * hub and by bill scanning.
 */
export function FileDropZone({
  onFiles,
  accept,
  hint,
  multiple = true,
  disabled = false,
  inputRef,
  icon,
  children,
  roomy = false,
  'data-testid': testId,
}: Props) {
  const hintId = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const onDragEnter = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
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
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      data-testid={testId}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 text-center transition-colors sm:px-6',
        roomy ? 'py-14' : 'py-8',
        dragging ? 'border-primary bg-primary/5' : 'border-border',
        disabled && 'opacity-60',
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        {icon ?? <UploadCloud className="size-6" aria-hidden />}
      </div>
      {children}
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2">
        <p className="text-sm font-medium">
          {dragging ? 'Drop the files to upload them' : 'Drag and drop files here, or'}
        </p>
        <Button
          variant={roomy ? 'default' : 'outline'}
          size="sm"
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={hintId}
        >
          Select Files
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
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
