import { useId, useState, type ChangeEvent } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { useImportExpenses, usePreviewImport, type TImportPreview } from '../api/import-expenses';
import { obligationCount } from '../lib/expense-labels';
import { ImportPreviewTable } from './import-preview-table';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

type Checked = { fileName: string; csv: string; preview: TImportPreview };

/** A file problem as the server words it ("The file has no header row." / fields.csv). */
function fileProblem(error: unknown): string {
  if (error instanceof ApiError && error.fields.csv) return error.fields.csv;
  return errorMessage(error);
}

/**
 * Import obligations from a CSV file: the file is read in the browser, checked row by row on the
 * server, and imported only when no row has a problem (the server imports all or nothing).
 */
export function CsvImportDialog({ open, onOpenChange }: Props) {
  const preview = usePreviewImport();
  const importCsv = useImportExpenses();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const summaryId = useId();

  const reset = () => {
    setChecked(null);
    setProblem(null);
    preview.reset();
  };

  const close = () => {
    reset();
    onOpenChange(false);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const csv = await file.text();
      setChecked({ fileName: file.name, csv, preview: await preview.mutateAsync(csv) });
    } catch (error) {
      setProblem(fileProblem(error));
    } finally {
      // Choosing the same file again after fixing it must check it again.
      input.value = '';
    }
  };

  const runImport = () => {
    if (!checked) return;
    importCsv.mutate(checked.csv, { onSuccess: close });
  };

  const result = checked?.preview;
  const ready = result !== undefined && result.errorCount === 0 && result.validCount > 0;

  return (
    <DialogFrame
      open={open}
      onClose={close}
      busy={importCsv.isPending}
      className="max-h-[80vh] sm:max-w-2xl"
      title="Import obligations"
      description="Choose a CSV file with a header row naming its columns (at least category and vendor), such as a file exported from here. Nothing is imported until every row is correct."
    >
      <Field
        id="expense-import-file"
        label="CSV file"
        error={problem ?? undefined}
        hint="One obligation per row; up to 5,000 rows."
      >
        {(control) => (
          <Input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void chooseFile(event)}
            {...control}
          />
        )}
      </Field>
      {preview.isPending && <Spinner label="Checking the file..." />}
      {result && checked && (
        <div className="grid gap-3" aria-live="polite">
          <p className="text-sm">
            Checked <span className="font-medium break-all">{checked.fileName}</span>
          </p>
          <Alert variant={result.errorCount > 0 ? 'destructive' : 'success'} id={summaryId}>
            {result.errorCount > 0 ? <AlertCircle aria-hidden /> : <CheckCircle2 aria-hidden />}
            <AlertTitle>
              {result.validCount.toLocaleString('en-US')} ready to import ·{' '}
              {result.errorCount.toLocaleString('en-US')} with problems
            </AlertTitle>
            {result.errorCount > 0 && (
              <AlertDescription>
                Fix these rows in the file and choose it again. Nothing is imported while any row
                has a problem.
              </AlertDescription>
            )}
          </Alert>
          <ImportPreviewTable preview={result} />
        </div>
      )}
      <DialogActions
        busy={importCsv.isPending}
        busyLabel="Importing..."
        onCancel={close}
        onConfirm={runImport}
        disabled={!ready}
        confirmDescribedBy={result ? summaryId : undefined}
      >
        {result ? `Import ${obligationCount(result.rows.length)}` : 'Import obligations'}
      </DialogActions>
    </DialogFrame>
  );
}
