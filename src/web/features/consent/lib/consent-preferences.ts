import { localStore, STORAGE_KEYS } from '@web/lib/storage';

/**
 * The visitor's privacy choices, kept in localStorage until they sign in (the accounts feature
 * then moves them to the account). `marketing` is the "Product Updates" switch.
 */
export type ConsentPreferences = {
  marketing: boolean;
  dataSharing: boolean;
  decidedAt: string;
};

function parse(value: unknown): ConsentPreferences | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.marketing !== 'boolean') return null;
  return {
    marketing: record.marketing,
    // Spec §9: data sharing counts as granted while unknown.
    dataSharing: typeof record.dataSharing === 'boolean' ? record.dataSharing : true,
    decidedAt: typeof record.decidedAt === 'string' ? record.decidedAt : new Date(0).toISOString(),
  };
}

export function readConsentPreferences(): ConsentPreferences | null {
  return localStore.getJson(STORAGE_KEYS.consent, parse);
}

export function saveConsentPreferences(
  choice: { marketing: boolean; dataSharing?: boolean },
  now = new Date(),
): ConsentPreferences {
  const preferences: ConsentPreferences = {
    marketing: choice.marketing,
    dataSharing: choice.dataSharing ?? readConsentPreferences()?.dataSharing ?? true,
    decidedAt: now.toISOString(),
  };
  localStore.set(STORAGE_KEYS.consent, JSON.stringify(preferences));
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
  return preferences;
}

/** Spec §9: the banner waits 100 ms so it does not compete with the page's first paint. */
export const BANNER_DELAY_MS = 100;

export const CONSENT_CHANGED_EVENT = 'nido:consent-changed';
export const PRIVACY_PREFERENCES_EVENT = 'nido:open-privacy-preferences';

/** Lets any page (the footer's "Cookie preferences", settings) open the dialog. */
export function openPrivacyPreferences(): void {
  window.dispatchEvent(new Event(PRIVACY_PREFERENCES_EVENT));
}
