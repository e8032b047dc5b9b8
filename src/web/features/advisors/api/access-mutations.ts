import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { describeSections, type TAdvisorScope } from '@shared/advisors/advisor-scope';
import type { TAdvisor, TAdvisorAccessLevel } from '@shared/advisors/advisor-schemas';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/api-error';
import { formatAccessDate } from '../lib/format-access-date';
import { ZAdvisorSaved, advisorPath, useInvalidateAdvisors } from './advisor-mutations';

type Grant = { advisor: TAdvisor; level: TAdvisorAccessLevel; days: number; scope: TAdvisorScope };

/**
 * Professional access: only the household's owner may grant, renew or revoke (the server answers
 * anyone else 404), so the screen offers these only on the person's own household.
 */
export function useGrantAccess() {
  const invalidate = useInvalidateAdvisors();
  return useMutation({
    mutationFn: async ({ advisor, level, days, scope }: Grant) =>
      (
        await api(advisorPath(advisor.id, '/access'), {
          method: 'POST',
          body: { level, days, scope },
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
    mutationFn: async ({ advisor, days }: Pick<Grant, 'advisor' | 'days'>) =>
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

/**
 * What a grant (running, expired, or still an invitation) shows: PUT /advisors/:id/access/scope.
 * The advisor's next request already sees the new scope.
 */
export function useChangeScope() {
  const invalidate = useInvalidateAdvisors();
  return useMutation({
    mutationFn: async ({ advisor, scope }: Pick<Grant, 'advisor' | 'scope'>) =>
      (
        await api(advisorPath(advisor.id, '/access/scope'), {
          method: 'PUT',
          body: scope,
          schema: ZAdvisorSaved,
        })
      ).advisor,
    onSuccess: async (saved) => {
      const scope = saved.access.scope;
      toast.success(
        scope
          ? `${saved.name} now sees ${describeSections(scope.sections)}`
          : 'What they see was updated',
      );
      await invalidate();
    },
    onError: (error) => toast.error(`Failed to change what they see: ${errorMessage(error)}`),
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
