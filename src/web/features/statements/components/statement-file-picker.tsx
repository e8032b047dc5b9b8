import { AlertCircle, Loader2, ShieldCheck } from 'lucide-react';
import { MAX_STATEMENT_FILES } from '@shared/statements/statement-api';
import { FileDropZone } from '@web/components/file-drop-zone';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { TextLink } from '@web/components/ui/text-link';
import { STATEMENT_ACCEPT } from '../lib/chosen-files';
import type { StatementImport } from '../lib/use-statement-import';
import { ChosenStatementList } from './chosen-statement-list';
import { RefusedFilesAlert } from './refused-files-alert';

const HINT = `OFX, QFX or CSV files downloaded from your bank or card (.ofx, .qfx, .csv, .txt), up to 10 MB each, at most ${MAX_STATEMENT_FILES} at a time`;

/** Step 1: choose or drop the statements, and what happens to them. */
export function StatementFilePicker({ batch }: { batch: StatementImport }) {
  const reading = batch.phase === 'reading';
  return (
    <>
      <FileDropZone
        data-testid="statement-drop-zone"
        onFiles={batch.add}
        accept={STATEMENT_ACCEPT}
        hint={HINT}
        disabled={reading}
      />
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Statements are read on your household&apos;s server and not kept; only the obligations and
          the pay you save are. To keep a statement, add its PDF in{' '}
          <TextLink to="/nido-hub">Documents</TextLink>.
        </span>
      </p>
      <RefusedFilesAlert refused={batch.refused} />
      <ChosenStatementList files={batch.files} onRemove={reading ? null : batch.remove} />
      {batch.problem && (
        <Alert variant="destructive" role="alert">
          <AlertCircle aria-hidden />
          <AlertTitle>The statements could not be read</AlertTitle>
          <AlertDescription>{batch.problem}</AlertDescription>
        </Alert>
      )}
      {reading && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 rounded-lg bg-muted px-4 py-3 text-sm font-medium"
        >
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Reading your statements...
        </p>
      )}
    </>
  );
}
