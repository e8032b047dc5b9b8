import { useEffect, useId, useMemo, useRef } from 'react';
import type {
  TPositionsImportRequest,
  TPositionsPreview,
} from '@shared/investments/positions-import-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { ImportAccountAssignment, type ImportAccountOption } from './import-account-assignment';
import { accountsToAssign, fileAccountLabel, useAssignmentForm } from './import-assignment-form';
import { ImportPreviewSummary, previewCounts } from './import-preview-summary';
import { ImportRowsTable } from './import-rows-table';
import { formatCount } from '../lib/investment-format';

/** A file the server has read: what step 2 shows and what Import sends again. */
export type CheckedPositionsFile = { fileName: string; csv: string; preview: TPositionsPreview };

type Props = {
  checked: CheckedPositionsFile;
  /** The household's investment accounts the holdings can go into. */
  options: readonly ImportAccountOption[];
  importing: boolean;
  onImport: (request: TPositionsImportRequest) => void;
  onChooseAnother: () => void;
  onCancel: () => void;
};

/** How many holdings of the file each account holds, for its heading. */
function holdingsByAccount(preview: TPositionsPreview): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of preview.rows)
    if (row.holding) counts.set(row.accountKey, (counts.get(row.accountKey) ?? 0) + 1);
  return counts;
}

/**
 * Step 2: what the file holds, where each of its accounts goes, and every row, the bad ones
 * first. Nothing is saved until Import; Import is the form's submit, so Enter in a field does it.
 */
export function ImportPreviewStep({
  checked,
  options,
  importing,
  onImport,
  onChooseAnother,
  onCancel,
}: Props) {
  const { preview } = checked;
  const accounts = useMemo(() => accountsToAssign(preview), [preview]);
  const choosable = useMemo(() => new Set(options.map((option) => option.id)), [options]);
  const form = useAssignmentForm(accounts, preview, choosable);
  const { ready } = previewCounts(preview);
  const holdings = useMemo(() => holdingsByAccount(preview), [preview]);
  const summaryId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The file step's button is gone: focus goes to the top of what replaced it.
  useEffect(() => heading.current?.focus(), []);

  const labels = new Map(
    preview.accounts.map((account) => [account.key, fileAccountLabel(account)]),
  );
  const manyAccounts = new Set(preview.rows.map((row) => row.accountKey)).size > 1;

  const submit = form.handleSubmit((values) =>
    onImport({ csv: checked.csv, assignments: values.accounts }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Check the positions before importing
      </h3>
      <ImportPreviewSummary preview={preview} fileName={checked.fileName} id={summaryId} />
      {accounts.length > 0 && (
        <section className="grid gap-3" aria-label="Where the holdings go">
          {accounts.map((account, index) => (
            <ImportAccountAssignment
              key={account.key}
              index={index}
              account={account}
              form={form}
              options={options}
              holdings={holdings.get(account.key) ?? 0}
            />
          ))}
        </section>
      )}
      {preview.rows.length > 0 && (
        <ImportRowsTable
          rows={preview.rows}
          accountLabel={manyAccounts ? (key) => labels.get(key) ?? key : null}
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={importing}>
          Cancel
        </Button>
        <Button
          variant={ready === 0 ? 'default' : 'outline'}
          onClick={onChooseAnother}
          disabled={importing}
        >
          Choose another file
        </Button>
        {ready > 0 && (
          <BusyButton
            type="submit"
            busy={importing}
            busyLabel="Importing…"
            aria-describedby={summaryId}
          >
            {`Import ${formatCount(ready)} ${ready === 1 ? 'holding' : 'holdings'}`}
          </BusyButton>
        )}
      </DialogFooter>
    </form>
  );
}
