import { useEffect, useRef, useState } from 'react';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { errorMessage } from '@web/lib/api-error';
import { useExpenses } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useIncomeChanges } from '../api/kept-income';
import { useSaveStatementObligations } from '../api/save-statement-obligations';
import { incomeInput } from '../lib/income-choices';
import { draftProblems } from '../lib/draft-problems';
import { useHomeAddresses } from '../lib/home-addresses';
import type { SeriesDraft } from '../lib/series-draft';
import { useStatementImport } from '../lib/use-statement-import';
import { FileOutcomeList } from './file-outcome-list';
import { KeptIncomeNote } from './kept-income-note';
import { SeriesReview } from './series-review';
import { StatementFilePicker } from './statement-file-picker';

const NO_OBLIGATIONS: never[] = [];
const NOTHING_SAVED = { savedKeys: [], failures: new Map<string, string>() };

/** "Save 2 obligation(s)", and the pay kept with them when any is ticked. */
function saveLabel(obligations: number, income: number): string {
  const bills = `Save ${obligations} obligation(s)`;
  return income > 0 ? `${bills} and ${income} income` : bills;
}

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
  const { save, saving: savingObligations } = useSaveStatementObligations(obligations, homes);
  const { addTarget } = useHouseholdPermissions();
  const { keep } = useIncomeChanges(addTarget);
  const [keepingIncome, setKeepingIncome] = useState(false);
  const [incomeProblem, setIncomeProblem] = useState<string | null>(null);
  const saving = savingObligations || keepingIncome;
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
  const keptIncome = batch.income.filter((choice) => choice.keep);
  const problemsOf = (draft: SeriesDraft) =>
    attempt > 0 && draft.include ? draftProblems(draft, homes) : null;
  const toFix =
    attempt > 0 ? chosen.filter((draft) => Object.keys(problemsOf(draft) ?? {}).length > 0) : [];

  const submit = async () => {
    if (chosen.some((draft) => Object.keys(draftProblems(draft, homes)).length > 0)) {
      setAttempt((count) => count + 1);
      return;
    }
    // Only pay ticked: no obligation to save, and no "0 saved" toast.
    const outcome = chosen.length > 0 ? await save(chosen) : NOTHING_SAVED;
    setFailures(outcome.failures);
    batch.forgetSaved(outcome.savedKeys);
    const incomeKept = await keepIncome();
    if (outcome.failures.size === 0 && incomeKept) onClose();
  };

  /** The ticked pay, kept as the household's income; false (with the reason shown) if it was not. */
  const keepIncome = async (): Promise<boolean> => {
    if (keptIncome.length === 0) return true;
    setKeepingIncome(true);
    setIncomeProblem(null);
    try {
      await keep(keptIncome.map((choice) => incomeInput(choice.series)));
      batch.forgetKeptIncome();
      if (chosen.length === 0) toast.success(`Kept ${keptIncome.length} income`);
      return true;
    } catch (error) {
      setIncomeProblem(`The income was not kept: ${errorMessage(error)}`);
      return false;
    } finally {
      setKeepingIncome(false);
    }
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
            <KeptIncomeNote target={addTarget} />
            <SeriesReview
              drafts={batch.drafts}
              series={batch.series}
              income={batch.income}
              onIncomeChange={batch.changeIncome}
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
            {incomeProblem && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {incomeProblem}
              </p>
            )}
          </>
        ) : (
          <>
            <StatementFilePicker batch={batch} />
            <KeptIncomeNote target={addTarget} />
          </>
        )}
      </div>
      {read ? (
        <DialogActions
          className="border-t px-4 py-4 sm:px-6"
          busy={saving}
          busyLabel="Saving..."
          onCancel={onClose}
          onConfirm={() => void submit()}
          disabled={(chosen.length === 0 && keptIncome.length === 0) || batch.remapping !== null}
        >
          {saveLabel(chosen.length, keptIncome.length)}
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
