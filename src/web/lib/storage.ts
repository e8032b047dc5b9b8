/** Every key Nido keeps in the browser (spec §3 "Browser storage"), in one place. */
export const STORAGE_KEYS = {
  theme: 'theme',
  consent: 'consent_preferences',
  sessionId: 'nido_session_id',
  campaign: 'campaign_params',
  registrationEmail: 'registration_email',
  emailJustVerified: 'email_just_verified',
  verifiedEmail: 'verified_email',
  /** Checkout sessions whose conversion this browser has tracked (issue 18; ids only). */
  trackedCheckouts: 'nido_tracked_checkouts',
} as const;

/** localStorage that never throws (private windows and disabled storage just forget). */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
  getJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
    const raw = this.get(key);
    if (raw === null) return null;
    try {
      return parse(JSON.parse(raw));
    } catch {
      return null;
    }
  },
};
