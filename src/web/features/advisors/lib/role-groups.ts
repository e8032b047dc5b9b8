import {
  ADVISOR_ROLES,
  ADVISOR_ROLE_LABELS,
  type TAdvisor,
  type TAdvisorRole,
} from '@shared/advisors/advisor-schemas';

export type RoleGroup = { role: TAdvisorRole; label: string; advisors: TAdvisor[] };

/** The advisors under their role, in the roles' own order (attorney first), by name within. */
export function groupAdvisorsByRole(advisors: readonly TAdvisor[]): RoleGroup[] {
  return ADVISOR_ROLES.map((role) => ({
    role,
    label: ADVISOR_ROLE_LABELS[role],
    advisors: advisors
      .filter((advisor) => advisor.role === role)
      .sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((group) => group.advisors.length > 0);
}
