import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { addingTo, useHouseholdPermissions } from '@web/lib/household-permissions';
import { invalidateAfterExpenseChange } from './expense-keys';
import { obligationCount } from '../lib/expense-labels';

export const ZImportPreview = z.object({
  rows: z.array(
    z.object({ line: z.number(), vendor: z.string(), errors: z.record(z.string(), z.string()) }),
  ),
  validCount: z.number(),
  errorCount: z.number(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** Checks every row of a CSV file on the server; nothing is saved. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) =>
      api('/expenses/import/preview', { method: 'POST', body: { csv }, schema: ZImportPreview }),
  });
}

/** Imports the whole file, or nothing when any row has a problem (the server's rule). */
export function useImportExpenses() {
  const queryClient = useQueryClient();
  const { addTarget } = useHouseholdPermissions();
  return useMutation({
    mutationFn: (csv: string) =>
      api(addingTo('/expenses/import', addTarget), {
        method: 'POST',
        body: { csv },
        schema: z.object({ created: z.number() }),
      }),
    onSuccess: async ({ created }) => {
      toast.success(`${obligationCount(created)} imported`);
      await invalidateAfterExpenseChange(queryClient);
    },
    onError: (error) =>
      toast.error('Failed to import obligations', { description: errorMessage(error) }),
  });
}
