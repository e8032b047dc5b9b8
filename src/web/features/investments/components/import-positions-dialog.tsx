import { useState } from 'react';
import type { TPositionsImportRequest } from '@shared/investments/positions-import-schemas';
import { AddingToNote } from '@web/components/adding-to-note';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { Spinner } from '@web/components/ui/spinner';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { useInvestments } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useImportPositions, usePreviewPositions } from '../api/import-positions';
import { importAccountOptions } from './import-account-options';
import { ImportFileStep, readPositionsFile } from './import-file-step';
import { ImportPreviewStep, type CheckedPositionsFile } from './import-preview-step';
import { countsText } from './import-preview-summary';

/** A file problem as the server words it: its message for the csv field, else its message. */
function fileProblem(error: unknown): string {
  if (error instanceof ApiError && error.fields.csv) return error.fields.csv;
  return errorMessage(error);
}

/**
 * Import positions from a brokerage's CSV export: choose the file, check what was read and where
 * each of its accounts goes, then import. The server reads the file twice (preview, import), so
 * nothing is saved before the person has seen every row that will be skipped. Mounted only while
 * open, so every opening starts at step 1.
 */
export function ImportPositionsDialog({ onClose }: { onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const previewFile = usePreviewPositions();
  const importFile = useImportPositions();
  const investments = useInvestments();
  const { addTarget } = useHouseholdPermissions();
  const [checked, setChecked] = useState<CheckedPositionsFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const importing = importFile.isPending;

  const chooseFile = async (file: File) => {
    setProblem(null);
    setReading(true);
    try {
      const read = await readPositionsFile(file);
      if (read.problem !== undefined) return setProblem(read.problem);
      const preview = await previewFile.mutateAsync(read.csv);
      setChecked({ fileName: file.name, csv: read.csv, preview });
    } catch (error) {
      setProblem(fileProblem(error));
    } finally {
      setReading(false);
    }
  };

  const runImport = (request: TPositionsImportRequest) =>
    importFile.mutate(request, { onSuccess: onClose });

  const close = () => {
    // An import under way finishes with its toast; the dialog stays until it answers.
    if (!importing) onClose();
  };

  // The accounts list is usually cached by the page; until it is there, a matched account
  // could not be shown by name, so step 2 waits for it (a failed list still lets it go on).
  const waitingForAccounts = checked !== null && investments.isPending && investments.isFetching;

  return (
    <DialogFrame
      onClose={close}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      className="max-h-[calc(100dvh-2rem)] sm:max-w-3xl"
      title="Import positions"
      description={
        <>
          Add or update holdings from your brokerage’s positions export. You see every row before
          anything is saved.
          <AddingToNote />
        </>
      }
    >
      {/* Always in the page, so screen readers announce the preview when it arrives. */}
      <p className="sr-only" role="status" aria-live="polite">
        {checked ? `${checked.fileName} read. ${countsText(checked.preview)}.` : ''}
      </p>
      {checked === null ? (
        <>
          <ImportFileStep
            onFile={(file) => void chooseFile(file)}
            checking={reading}
            problem={problem}
          />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
          </DialogFooter>
        </>
      ) : waitingForAccounts ? (
        <Spinner label="Loading your investment accounts…" />
      ) : (
        <ImportPreviewStep
          checked={checked}
          options={importAccountOptions(
            investments.data ?? [],
            addTarget?.id ?? null,
            checked.preview.matches,
          )}
          importing={importing}
          onImport={runImport}
          onChooseAnother={() => {
            previewFile.reset();
            setChecked(null);
          }}
          onCancel={close}
        />
      )}
    </DialogFrame>
  );
}
