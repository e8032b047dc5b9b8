import { createExternalStore } from './external-store';

/**
 * The households picked in the family selector, for this tab (sessionStorage): ids only, checked
 * against what the person may view each time they are read (lib/owner-selection.ts).
 */
const STORAGE_KEY = 'nido_view_owners';

function readStored(): string[] | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

export const viewedOwners = createExternalStore<string[] | null>(readStored());

export function persistViewedOwners(ids: string[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Without storage the choice lasts for this page.
  }
  viewedOwners.set(ids);
}

/** Sign-out: the next person in this tab starts from their own default view. */
export function forgetViewedOwners(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
  viewedOwners.set(null);
}
