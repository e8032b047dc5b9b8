import { useEffect, useRef } from 'react';
import { AlertCircle } from 'lucide-react';
import { ZPositionsPreviewRequest } from '@shared/investments/positions-import-schemas';
import { FileDropZone } from '@web/components/file-drop-zone';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { formatCount } from '../lib/investment-format';

/**
 * The contract's limit is 900,000 characters (positions-import-schemas.ts). A file's size in bytes
 * is at least its length in characters, so a file within this many bytes always fits, and a
 * larger one is refused before it is read or sent.
 */
export const MAX_POSITIONS_FILE_BYTES = 900_000;

const sizeLabel = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${formatCount(Math.ceil(bytes / 1000))} kB`;

const looksLikeCsv = (file: File) =>
  /\.csv$/i.test(file.name) || file.type === 'text/csv' || file.type === 'application/vnd.ms-excel';

/**
 * The file's text, or why it cannot be sent: checked here first so a wrong or huge file is
 * refused at once, in plain words, without an upload.
 */
export async function readPositionsFile(
  file: File,
): Promise<{ csv: string; problem?: never } | { csv?: never; problem: string }> {
  if (!looksLikeCsv(file))
    return {
      problem: `${file.name} is not a CSV file. Export the positions as CSV and choose that file.`,
    };
  if (file.size > MAX_POSITIONS_FILE_BYTES)
    return {
      problem: `${file.name} is ${sizeLabel(file.size)}, larger than the 900 kB Nido can read. Export fewer accounts at a time.`,
    };
  const csv = await file.text();
  const checked = ZPositionsPreviewRequest.safeParse({ csv });
  if (!checked.success) return { problem: checked.error.issues[0]?.message ?? 'Choose a CSV file' };
  return { csv };
}

type Props = {
  onFile: (file: File) => void;
  checking: boolean;
  /** Why the last file could not be read, shown until another is chosen. */
  problem: string | null;
};

/** Step 1: choose or drop a positions export, with the exports that are known to work. */
export function ImportFileStep({ onFile, checking, problem }: Props) {
  const zone = useRef<HTMLDivElement>(null);

  // The button is disabled while the file is read, which drops focus to the page; it gets it
  // back when the reading ends (and on coming back from step 2). The drop zone exposes no ref
  // to its button, hence the query.
  useEffect(() => {
    if (!checking) zone.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [checking]);

  return (
    <div ref={zone} className="grid gap-4">
      <div className="grid gap-2 text-sm">
        <p>Export your positions from your brokerage as a CSV file:</p>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Fidelity: Portfolio Positions, then Download</li>
          <li>Schwab: Positions, then Export</li>
          <li>Vanguard: Download holdings (CSV)</li>
          <li>Any other CSV with Symbol, Description, Quantity, Price and Cost Basis columns</li>
        </ul>
      </div>
      <FileDropZone
        onFiles={(files) => {
          const [file] = files;
          if (file) onFile(file);
        }}
        accept=".csv,text/csv"
        hint="One CSV file, up to 900 kB"
        multiple={false}
        disabled={checking}
      />
      {checking && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Reading the file…
        </p>
      )}
      {problem && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertTitle>This file cannot be imported</AlertTitle>
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
