import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TAdvisor, TAdvisorAccessLevel } from '@shared/advisors/advisor-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { formatAccessDate } from '../lib/format-access-date';
import { ZAdvisorSaved, advisorPath, useInvalidateAdvisors } from './advisor-mutations';

type Grant = { advisor: TAdvisor; level: TAdvisorAccessLevel; days: number };

/**
 * Professional access: only the household's owner may grant, renew or revoke (the server answers
 * anyone else 404), so the screen offers these only on the person's own household.
 */
export function useGrantAccess() {
  const invalidate = useInvalidateAdvisors();
  return useMutation({
    mutationFn: async ({ advisor, level, days }: Grant) =>
      (
        await api(advisorPath(advisor.id, '/access'), {
          method: 'POST',
          body: { level, days },
          schema: ZAdvisorSaved,
        })
      ).advisor,
    onSuccess: async (_saved, { advisor }) => {
      toast.success(`Access invitation sent to ${advisor.email ?? advisor.name}`);
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to give access: ${errorMessage(error)}`),
  });
}

export function useRenewAccess() {
  const invalidate = useInvalidateAdvisors();
  return useMutation({
    mutationFn: async ({ advisor, days }: Omit<Grant, 'level'>) =>
      (
        await api(advisorPath(advisor.id, '/access/renew'), {
          method: 'POST',
          body: { days },
          schema: ZAdvisorSaved,
        })
      ).advisor,
    onSuccess: async (saved) => {
      const until = saved.access.expiresAt;
      toast.success(until ? `Access renewed until ${formatAccessDate(until)}` : 'Access renewed');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to renew access: ${errorMessage(error)}`),
  });
}

export function useRevokeAccess() {
  const invalidate = useInvalidateAdvisors();
  return useMutation({
    mutationFn: (advisor: TAdvisor) =>
      api(advisorPath(advisor.id, '/access'), { method: 'DELETE', schema: ZAdvisorSaved }),
    onSuccess: async () => {
      toast.success('Access revoked');
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to revoke access: ${errorMessage(error)}`),
  });
}
