import type { Actor } from '../auth/actor';

/**
 * The household lists each screen reads as it opens, by the screen's path: the web app's queries
 * in web/lib/household-data.ts, in the form they take for someone who can only view their own
 * household (`?owners=` their own id). The dashboard is left out: its query carries the browser's
 * local date.
 */
const SCREEN_LISTS: Record<string, readonly string[]> = {
  '/expenses': ['expenses'],
  '/accounts': ['assets'],
  '/bank-accounts': ['assets'],
  '/loans': ['expenses', 'properties', 'loans'],
  '/properties': ['loans', 'expenses', 'properties'],
  '/nido-hub': ['documents'],
  '/advisors': ['advisors'],
};

/**
 * Paths the app's household screens live at (under its household guard), which ask for the
 * subscription status and the family's households as they open.
 */
const HOUSEHOLD_SCREENS = new Set([
  ...Object.keys(SCREEN_LISTS),
  '/dashboard',
  '/investments',
  '/estate-plan',
  '/family-guidebook',
  '/triggering-event',
  '/ai-insights',
  '/legal-wizard',
]);

/** Every other signed-in screen: each asks for the session as it opens. */
const SIGNED_IN_SCREENS = new Set([
  ...HOUSEHOLD_SCREENS,
  '/settings',
  '/settings/family',
  '/onboarding',
  '/subscription',
  '/checkout-success',
  '/account-choice',
  '/segments-admin',
  '/document-analysis',
]);

type Viewer = Pick<Actor, 'userId' | 'accountType' | 'invitedBy' | 'onboardingCompletedAt'> & {
  grants?: Actor['grants'];
};

/**
 * The API reads an app page makes first, so that its HTML can ask the browser to start them with
 * the page (`<link rel="preload" as="fetch">`) instead of after the app's code has loaded and the
 * session has answered: the session, then the subscription, then the list were three round trips
 * one after the other. Only reads the app is certain to make with exactly these URLs, or the
 * browser would fetch them for nothing: a list only for someone who can view nothing but their
 * own household (a primary account with no inviter and no family connection), whose selection
 * cannot be anything else, and nothing of a household before onboarding is complete (the app
 * sends them to onboarding instead).
 */
export async function pageDataPreloads(
  path: string,
  readViewer: () => Promise<Viewer | null>,
): Promise<string[]> {
  // The session is read only for a screen that has something to preload.
  if (!SIGNED_IN_SCREENS.has(path)) return [];
  const viewer = await readViewer();
  if (!viewer) return [];
  const preloads = ['/api/auth/session'];
  const primary = viewer.accountType === 'primary';
  if (!HOUSEHOLD_SCREENS.has(path) || (primary && !viewer.onboardingCompletedAt)) return preloads;
  if (primary) preloads.push('/api/subscription');
  preloads.push('/api/family/sources');
  // Grants that were not read (undefined) are not taken for none.
  if (primary && !viewer.invitedBy && viewer.grants?.length === 0) {
    const owners = `?owners=${encodeURIComponent(viewer.userId)}`;
    for (const list of SCREEN_LISTS[path] ?? []) preloads.push(`/api/${list}${owners}`);
  }
  return preloads;
}

/** The `<link>` elements for the preloads; every href is our own path, built above. */
export function preloadLinks(paths: readonly string[]): string {
  return paths
    .map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${href.replace(/&/g, '&amp;')}">`,
    )
    .join('');
}

/**
 * True when the preloads include the screen's lists, which they only do for someone whose one
 * possible selection is their own household: what a first screen may be rendered from.
 */
export function readsOwnListsOnly(preloads: readonly string[]): boolean {
  return preloads.some((url) => url.includes('?owners='));
}
