// The only script of the pre-rendered public pages (/, /terms, /privacy, /security, /faq). The
// pages are complete HTML without it; it adds what needs a browser, without React, so the landing
// page stays far below its JavaScript budget (DESIGN.md §8, docs/adr/0005). Everything it wires
// is found by data attributes the shared components render.
import { BACKGROUND_REQUEST_HEADER } from '@shared/constants';
import { attachCarousel } from '@web/features/public-site/lib/carousel-controller';
import { verificationRedirectTarget } from '@web/features/public-site/lib/verification-redirect';
import {
  BANNER_DELAY_MS,
  readConsentPreferences,
  saveConsentPreferences,
} from '@web/features/consent/lib/consent-preferences';
import { captureCampaignParameters } from '@web/lib/campaign-capture';
import { applyTheme, shownTheme, storeTheme, themeToggleLabel } from '@web/lib/theme-storage';
import type { showPrivacyPreferences } from './privacy-preferences-island';

/** Where the Privacy Preferences dialog's own bundle is (set by scripts/build.mjs). */
declare const PRIVACY_PREFERENCES_ISLAND_URL: string;
type PrivacyPreferencesIsland = { showPrivacyPreferences: typeof showPrivacyPreferences };

function all<T extends HTMLElement>(selector: string): T[] {
  return [...document.querySelectorAll<T>(selector)];
}

function wireThemeToggles(): void {
  for (const toggle of all('[data-theme-toggle]')) {
    toggle.setAttribute('aria-label', themeToggleLabel(shownTheme()));
    toggle.addEventListener('click', () => {
      const next = shownTheme() === 'dark' ? 'light' : 'dark';
      storeTheme(next);
      applyTheme(next);
      for (const each of all('[data-theme-toggle]'))
        each.setAttribute('aria-label', themeToggleLabel(next));
    });
  }
}

/** Asks once whether someone is signed in (a background request: not activity). */
async function fetchSignedIn(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/session', {
      headers: { [BACKGROUND_REQUEST_HEADER]: '1' },
    });
    if (!response.ok) return false;
    return ((await response.json()) as { user: unknown }).user !== null;
  } catch {
    return false;
  }
}

function showSessionLinks(signedIn: boolean): void {
  for (const element of all('[data-signed-in-only]')) element.hidden = !signedIn;
  for (const element of all('[data-signed-out-only]')) element.hidden = signedIn;
}

/** The React Privacy Preferences dialog, downloaded only when someone asks for it. */
function openPrivacyPreferences(onSaved: () => void): void {
  const island = import(PRIVACY_PREFERENCES_ISLAND_URL) as Promise<PrivacyPreferencesIsland>;
  void island.then(({ showPrivacyPreferences }) =>
    showPrivacyPreferences(({ marketing }) => {
      saveConsentPreferences({ marketing });
      onSaved();
    }),
  );
}

function wireCookieBanner(signedIn: Promise<boolean>): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  const close = () => {
    if (banner) banner.hidden = true;
  };
  for (const button of all('[data-open-privacy-preferences]'))
    button.addEventListener('click', () => openPrivacyPreferences(close));
  if (!banner) return;
  banner.addEventListener('click', (event) => {
    const action = (event.target as Element)
      .closest('[data-consent-action]')
      ?.getAttribute('data-consent-action');
    if (action === 'customize') openPrivacyPreferences(close);
    if (action === 'accept' || action === 'decline') {
      saveConsentPreferences({ marketing: action === 'accept' });
      close();
    }
  });
  // Spec §4: after 100 ms, unless a choice exists; a signed-in user's choices live on the account.
  if (readConsentPreferences()) return;
  window.setTimeout(() => {
    void signedIn.then((isSignedIn) => {
      if (!isSignedIn && !readConsentPreferences()) banner.hidden = false;
    });
  }, BANNER_DELAY_MS);
}

function enhance(): void {
  const target = verificationRedirectTarget(window.location.search, window.location.hash);
  if (target) {
    window.location.replace(target);
    return;
  }
  captureCampaignParameters(window.location.search);
  wireThemeToggles();
  for (const carousel of all('[data-carousel]')) attachCarousel(carousel);
  const signedIn = fetchSignedIn();
  void signedIn.then(showSessionLinks);
  wireCookieBanner(signedIn);
}

enhance();
