import { useId } from 'react';
import { FileText, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';

type Props = {
  files: readonly File[];
  /** Null while they are being read: nothing can be taken out mid-way. */
  onRemove: ((name: string) => void) | null;
};

/** The statements chosen so far, each with Remove. */
export function ChosenStatementList({ files, onRemove }: Props) {
  const headingId = useId();
  if (files.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-medium">
        Selected statements ({files.length})
      </h3>
      <ul className="grid gap-2">
        {files.map((file) => (
          <li key={file.name} className="flex items-center gap-3 rounded-lg border p-3">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-sm font-medium" title={file.name}>
              {file.name}
            </span>
            {onRemove && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => onRemove(file.name)}
              >
                <X aria-hidden />
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
