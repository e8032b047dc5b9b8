import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@shared/auth/session-view';
import { api } from '@web/lib/api';
import { localStore, STORAGE_KEYS } from '@web/lib/storage';
import { readConsentPreferences } from '../lib/consent-preferences';
import { consentKeys } from './consent';

/**
 * Spec §4: choices made in the cookie banner before signing in move to the account after sign-in
 * and are then removed from the browser. Guests record their own choices too.
 */
export function useConsentMigration(user: TSessionUser | null): void {
  const queryClient = useQueryClient();
  const migratedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || migratedFor.current === user.id) return;
    const local = readConsentPreferences();
    if (!local) return;
    migratedFor.current = user.id;
    api('/consent/import', {
      method: 'POST',
      body: { marketing: local.marketing, dataSharing: local.dataSharing },
    })
      .then(() => {
        localStore.remove(STORAGE_KEYS.consent);
        void queryClient.invalidateQueries({ queryKey: consentKeys.all });
      })
      .catch(() => {
        // Kept locally; the next sign-in tries again.
        migratedFor.current = null;
      });
  }, [user, queryClient]);
}
