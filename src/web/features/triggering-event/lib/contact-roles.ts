/** A contact's connection to the household, as the Family page words it. */
const ROLE_LABELS: Record<string, string> = {
  guest: 'Family member who can edit',
  viewer: 'Family member who can view',
  advisor: 'Advisor',
};

export function contactRoleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

export const PRIORITY_LABELS = { primary: 'Primary', backup: 'Backup' } as const;

export const PRIORITY_HINTS = {
  primary: 'Asked first.',
  backup: 'There when the primary contact cannot act.',
} as const;
