import { useEffect, useRef, useState } from 'react';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { useExpenses } from '@web/lib/household-data';
import { useSaveStatementObligations } from '../api/save-statement-obligations';
import { draftProblems } from '../lib/draft-problems';
import { useHomeAddresses } from '../lib/home-addresses';
import type { SeriesDraft } from '../lib/series-draft';
import { useStatementImport } from '../lib/use-statement-import';
import { FileOutcomeList } from './file-outcome-list';
import { SeriesReview } from './series-review';
import { StatementFilePicker } from './statement-file-picker';

const NO_OBLIGATIONS: never[] = [];

type Props = {
  onClose: () => void;
  /** While saving the dialog does not close, so the person sees how it ends. */
  onSavingChange: (saving: boolean) => void;
};

/**
 * Choose statements, read them, then the files' outcomes (with a CSV's columns to map) and the
 * bills found to review and save. Mounted only while the dialog is open: closing it forgets the
 * files and what was found.
 */
export function StatementImportBody({ onClose, onSavingChange }: Props) {
  const homes = useHomeAddresses();
  const obligations = useExpenses().data ?? NO_OBLIGATIONS;
  const batch = useStatementImport();
  const { save, saving } = useSaveStatementObligations(obligations, homes);
  const [attempt, setAttempt] = useState(0);
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(new Map());
  const body = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const read = batch.phase === 'read';

  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);
  // Once read, the person (and a screen reader) goes on from what was found.
  useEffect(() => {
    if (read) resultsHeading.current?.focus();
  }, [read]);
  // A Save that found something to put right takes the person to the first of it.
  useEffect(() => {
    if (attempt > 0) body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const chosen = batch.drafts.filter((draft) => draft.include);
  const problemsOf = (draft: SeriesDraft) =>
    attempt > 0 && draft.include ? draftProblems(draft, homes) : null;
  const toFix =
    attempt > 0 ? chosen.filter((draft) => Object.keys(problemsOf(draft) ?? {}).length > 0) : [];

  const submit = async () => {
    if (chosen.some((draft) => Object.keys(draftProblems(draft, homes)).length > 0)) {
      setAttempt((count) => count + 1);
      return;
    }
    const outcome = await save(chosen);
    setFailures(outcome.failures);
    batch.forgetSaved(outcome.savedKeys);
    if (outcome.failures.size === 0) onClose();
  };

  return (
    <>
      <div ref={body} className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-4 py-4 sm:px-6">
        {read ? (
          <>
            <FileOutcomeList batch={batch} />
            <div>
              <Button variant="outline" size="sm" onClick={batch.startOver} disabled={saving}>
                <RotateCcw aria-hidden />
                Read other statements
              </Button>
            </div>
            <SeriesReview
              drafts={batch.drafts}
              series={batch.series}
              homes={homes}
              problemsOf={problemsOf}
              failures={failures}
              onChange={batch.changeDraft}
              headingRef={resultsHeading}
            />
            {toFix.length > 0 && (
              <p
                role="alert"
                className="flex items-center gap-2 text-sm font-medium text-destructive"
              >
                <AlertCircle className="size-4 shrink-0" aria-hidden />
                {`Complete ${toFix.length} bill(s) before saving, or untick them.`}
              </p>
            )}
          </>
        ) : (
          <StatementFilePicker batch={batch} />
        )}
      </div>
      {read ? (
        <DialogActions
          className="border-t px-4 py-4 sm:px-6"
          busy={saving}
          busyLabel="Saving..."
          onCancel={onClose}
          onConfirm={() => void submit()}
          disabled={chosen.length === 0 || batch.remapping !== null}
        >
          {`Save ${chosen.length} obligation(s)`}
        </DialogActions>
      ) : (
        <DialogFooter className="border-t px-4 py-4 sm:px-6">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <BusyButton
            busy={batch.phase === 'reading'}
            busyLabel="Reading..."
            disabled={batch.files.length === 0}
            onClick={() => void batch.read()}
          >
            Read statements
          </BusyButton>
        </DialogFooter>
      )}
    </>
  );
}
