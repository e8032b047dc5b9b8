import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ZPositionsImportResult,
  ZPositionsPreview,
  type TPositionsAssignment,
  type TPositionsImportRequest,
  type TPositionsImportResult,
} from '@shared/investments/positions-import-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { formatCount } from '../lib/investment-format';
import { useInvalidateInvestments } from './use-invalidate-investments';

type Target = Parameters<typeof addingTo>[1];

/** Reads a positions file on the server and matches its accounts; nothing is saved. */
export function previewPositions(csv: string, target: Target) {
  return api(addingTo('/investments/import/preview', target), {
    method: 'POST',
    body: { csv },
    schema: ZPositionsPreview,
  });
}

/** Saves the file's good rows into the accounts the person chose. */
export function importPositions(request: TPositionsImportRequest, target: Target) {
  return api(addingTo('/investments/import', target), {
    method: 'POST',
    body: request,
    schema: ZPositionsImportResult,
  });
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The done toast: "Imported 12 holdings into 2 accounts". Accounts are counted as destinations:
 * two accounts of the file sent to the same existing account are one account.
 */
export function importedMessage(
  result: TPositionsImportResult,
  assignments: readonly TPositionsAssignment[],
): { title: string; description: string | undefined } {
  const existing = new Set(assignments.flatMap((each) => (each.accountId ? [each.accountId] : [])));
  const accounts = existing.size + assignments.filter((each) => each.accountId === null).length;
  const holdings = result.holdingsAdded + result.holdingsUpdated;
  const details = [
    result.holdingsUpdated > 0 ? `${formatCount(result.holdingsUpdated)} updated` : '',
    result.accountsCreated > 0
      ? `${count(result.accountsCreated, 'new account', 'new accounts')}`
      : '',
    result.rowsSkipped > 0 ? `${count(result.rowsSkipped, 'row', 'rows')} skipped` : '',
  ].filter(Boolean);
  return {
    title: `Imported ${count(holdings, 'holding', 'holdings')} into ${count(accounts, 'account', 'accounts')}`,
    description: details.length > 0 ? details.join(' · ') : undefined,
  };
}

/** Step 1 to 2: the preview, for the household being added to (its accounts are the matches). */
export function usePreviewPositions() {
  const { addTarget } = useHouseholdPermissions();
  return useMutation({ mutationFn: (csv: string) => previewPositions(csv, addTarget) });
}

/**
 * The import itself. Holdings change the investments list, the accounts' values on Financial
 * Accounts and the dashboard's net worth, so all are refreshed for every household on screen.
 */
export function useImportPositions() {
  const invalidate = useInvalidateInvestments();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: (request: TPositionsImportRequest) => importPositions(request, addTarget),
    onSuccess: async (result, request) => {
      const { title, description } = importedMessage(result, request.assignments);
      toast.success(title, description ? { description } : undefined);
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to import positions: ${errorMessage(error)}`),
  });
}
