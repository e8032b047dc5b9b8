/**
 * What the acceptance of an invitation hands to /account-choice, in router state. The address
 * bar's inviter_name is text anyone can write into a link; router state is only set by the app's
 * own navigation after the server answered that the person joined.
 */
export type JoinedFamilyState = { joinedFamily: { inviterName: string; asAdvisor: boolean } };

/**
 * `asAdvisor`: the invitation was a professional's access from Advisor Contacts, so the next
 * page speaks of the grant rather than of joining the family (issue 15).
 */
export function joinedFamilyState(inviterName: string, asAdvisor = false): JoinedFamilyState {
  return { joinedFamily: { inviterName, asAdvisor } };
}

/** Whether this navigation came from accepting an advisor's invitation. */
export function joinedAsAdvisor(state: unknown): boolean {
  if (typeof state !== 'object' || state === null || !('joinedFamily' in state)) return false;
  const joined = state.joinedFamily;
  return typeof joined === 'object' && joined !== null && 'asAdvisor' in joined
    ? joined.asAdvisor === true
    : false;
}

/** The inviter's name when this navigation came from an acceptance, else null. */
export function joinedInviterName(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('joinedFamily' in state)) return null;
  const joined = state.joinedFamily;
  if (typeof joined !== 'object' || joined === null || !('inviterName' in joined)) return null;
  const name = joined.inviterName;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}
