import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ZExpenseList, expandListedExpense } from '@shared/finance/expense-schemas';
import { ZSubscriptionStatus } from '@shared/account/account-schemas';
import { ZDataSources } from '@shared/family/family-schemas';
import { sessionKeys, ZSessionAnswer } from '@web/lib/session';
import { familySourcesKey } from '@web/lib/family-sources';
import { householdKeys } from '@web/lib/household-data';
import { subscriptionKeys } from '@web/features/subscription/api/subscription';

/** The API's answers read for a page, by URL: their JSON bodies and ETags. */
export type PageAnswers = Readonly<Record<string, { body: unknown; etag: string | null }>>;

/** A household list the screen reads, as its query keeps it. */
type ScreenList = { url: string; key: QueryKey; value(body: unknown): unknown };

type FirstScreen = { lists(owner: string): ScreenList[] };

const ownersQuery = (owner: string) => `?owners=${encodeURIComponent(owner)}`;

/**
 * The screens whose first screen the server renders into the page's HTML (render-first-screen.tsx
 * has their pages), for someone who can only view their own household (the server decides who),
 * with the lists each reads first: the same URLs, keys and parsing as their queries in
 * web/lib/household-data.ts.
 */
const SCREENS: Record<string, FirstScreen> = {
  '/expenses': {
    lists: (owner) => [
      {
        url: `/api/expenses${ownersQuery(owner)}`,
        key: householdKeys.expenses([owner]),
        value: (body) => ZExpenseList.parse(body).expenses.map(expandListedExpense),
      },
    ],
  },
};

export const FIRST_SCREEN_PATHS: readonly string[] = Object.keys(SCREENS);

/** A list put in the cache, for the app's copy of it (its ETag makes the next read a 304). */
export type SeededList = { url: string; etag: string | null; value: unknown };

/**
 * Puts what the screen at `path` reads as it opens into the query cache, under the keys its
 * queries use: the session, the subscription, the family's households and the screen's lists.
 * The server renders from it, and the app starts from it, so both show the same screen at once.
 * null when there is no first screen to show for these answers (another path, nobody signed in,
 * a subscription the household guard would send elsewhere for, a missing answer).
 */
export function seedFirstScreen(
  client: QueryClient,
  path: string,
  answers: PageAnswers,
): SeededList[] | null {
  const screen = SCREENS[path];
  const session = answers['/api/auth/session'];
  const sources = answers['/api/family/sources'];
  if (!screen || !session || !sources) return null;
  const user = ZSessionAnswer.parse(session.body).user;
  if (!user) return null;
  const lists = screen.lists(user.id);
  if (lists.some((list) => !answers[list.url])) return null;
  const subscription = answers['/api/subscription'];
  const status = subscription ? ZSubscriptionStatus.parse(subscription.body) : null;
  if (status?.paymentRequired && !status.active) return null;

  client.setQueryData(sessionKeys.all, ZSessionAnswer.parse(session.body));
  if (status) client.setQueryData(subscriptionKeys.all, status);
  client.setQueryData(familySourcesKey, ZDataSources.parse(sources.body));
  return lists.map((list) => {
    const answer = answers[list.url] ?? { body: null, etag: null };
    const value = list.value(answer.body);
    client.setQueryData(list.key, value);
    return { url: list.url, etag: answer.etag, value };
  });
}
