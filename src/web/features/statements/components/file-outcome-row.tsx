import { AlertCircle, CheckCircle2, Columns3 } from 'lucide-react';
import type { TStatementFileOutcome } from '@shared/statements/statement-api';
import type { TCsvMapping } from '@shared/statements/statement-types';
import { ColumnMappingForm } from './column-mapping-form';

type Props = {
  outcome: TStatementFileOutcome;
  /** The file being read again with mapped columns, if any (one at a time). */
  remapping: string | null;
  /** Why the last try to read this file again could not be sent. */
  remapProblem: string | null;
  onReadWithMapping: (fileName: string, mapping: TCsvMapping) => void;
};

function transactions(count: number) {
  return `${count.toLocaleString('en-US')} transaction${count === 1 ? '' : 's'}`;
}

/** One file: read (its account and how many transactions), or why not, or its columns to map. */
export function FileOutcomeRow({ outcome, remapping, remapProblem, onReadWithMapping }: Props) {
  const { fileName, mapping } = outcome;
  const read = outcome.status === 'read';
  const Icon = read ? CheckCircle2 : mapping ? Columns3 : AlertCircle;
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex items-start gap-3">
        <Icon
          className={
            read ? 'mt-0.5 size-4 shrink-0 text-success' : 'mt-0.5 size-4 shrink-0 text-destructive'
          }
          aria-hidden
        />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <span className="text-sm font-medium break-all">{fileName}</span>
          {read ? (
            <span className="text-sm text-muted-foreground">
              {`Read: ${outcome.account ?? 'Statement'} · ${transactions(outcome.transactionCount)}`}
            </span>
          ) : (
            <span className="text-sm text-destructive">{`Not read: ${outcome.message ?? ''}`}</span>
          )}
        </div>
      </div>
      {!read && mapping && (
        <ColumnMappingForm
          fileName={fileName}
          headers={mapping.headers}
          sampleRows={mapping.sampleRows}
          busy={remapping === fileName}
          disabled={remapping !== null && remapping !== fileName}
          onRead={(chosen) => onReadWithMapping(fileName, chosen)}
        />
      )}
      {remapProblem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {remapProblem}
        </p>
      )}
    </li>
  );
}
