import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZInvestmentAccount } from '@shared/investments/investment-schemas';
import {
  ZMergeProposals,
  type TMergeDecision,
  type TMergeProposal,
} from '@shared/ledger/account-merge-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { accountKeys } from '@web/features/accounts/api/account-keys';
import { investmentKeys } from '@web/features/investments/api/investment-keys';
import { mergeKeys } from './merge-keys';

const NONE: TMergeProposal[] = [];

/**
 * The proposed merges of the households on screen that share their investments (a client's may
 * not, issue 35), kept to those the person may answer: a view-only member is not asked.
 */
export function useMergeProposals(): TMergeProposal[] {
  const { owners, ready } = useScopedOwners('investments');
  const { canWrite } = useHouseholdPermissions();
  const query = useQuery({
    queryKey: mergeKeys.proposals(owners),
    queryFn: async () =>
      (
        await api(`/account-merges?owners=${owners.map(encodeURIComponent).join(',')}`, {
          schema: ZMergeProposals,
        })
      ).proposals,
    enabled: ready && owners.length > 0,
  });
  const proposals = query.data ?? NONE;
  return proposals.filter((proposal) => canWrite(proposal.ownerId));
}

/** After an answer both lists change (one record fewer), net worth, and what is still proposed. */
function useInvalidateLedger() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [accountKeys.all, investmentKeys.all, accountKeys.dashboard, mergeKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

const ZMerged = z.object({ account: ZInvestmentAccount });

/** Merges `mergeId` into `keepId`: its holdings, documents and links move over. */
export function useMergeAccounts() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: async (decision: TMergeDecision) =>
      (await api('/account-merges', { method: 'POST', body: decision, schema: ZMerged })).account,
    onSuccess: async () => {
      toast.success('Accounts merged');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to merge accounts: ${errorMessage(error)}`),
  });
}

/** The two records are different accounts: the pair is not proposed again. */
export function useKeepBothAccounts() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (decision: TMergeDecision) =>
      api('/account-merges/keep-both', { method: 'POST', body: decision }),
    onSuccess: async () => {
      toast.success('Kept as two accounts');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to keep both accounts: ${errorMessage(error)}`),
  });
}
