/** The server's role for a contact whose connection was removed or whose advisor access ended. */
const NO_ACCESS_ROLE = 'no_access';

/** A contact's connection to the household, as the Family page words it. */
const ROLE_LABELS: Record<string, string> = {
  guest: 'Family member who can edit',
  viewer: 'Family member who can view',
  advisor: 'Advisor',
  [NO_ACCESS_ROLE]: 'No longer connected',
};

/** Whether the contact lost their connection to the household, and with it the right to report. */
export function hasNoAccess(role: string): boolean {
  return role === NO_ACCESS_ROLE;
}

export function contactRoleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

export const PRIORITY_LABELS = { primary: 'Primary', backup: 'Backup' } as const;

export const PRIORITY_HINTS = {
  primary: 'Asked first.',
  backup: 'There when the primary contact cannot act.',
} as const;
