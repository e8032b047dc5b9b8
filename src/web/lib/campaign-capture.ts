import { CAMPAIGN_PARAMETERS } from '@shared/campaign';
import { localStore, STORAGE_KEYS } from './storage';

/**
 * Keeps the campaign parameters a visitor arrived with (spec §9) so a later sign-up can be
 * attributed. Runs on every page load; it is tiny on purpose, because the landing page loads it.
 */
export function captureCampaignParameters(search: string): void {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = params.get(name);
    if (value) found[name] = value.slice(0, 200);
  }
  if (Object.keys(found).length > 0) localStore.set(STORAGE_KEYS.campaign, JSON.stringify(found));
}
