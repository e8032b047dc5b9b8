import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { householdKeys } from '@web/lib/household-data';
import { familySourcesKey } from '@web/lib/family-sources';
import { sessionKeys } from '@web/lib/session';
import { subscriptionKeys } from '@web/features/subscription/api/subscription';
import { makeExpense } from '@web/features/expenses/testing/expense-fixtures';
import { sessionUser } from '@test/web/session-user';
import { ownSource } from '@test/web/data-sources';
import { seedFirstScreen, type PageAnswers } from './first-screen-data';

const USER = sessionUser();
const LIST_URL = `/api/expenses?owners=${USER.id}`;

/** A listed obligation as the list sends it: its empty fields left out. */
const listed = { ...makeExpense({ vendor: 'City Water' }), description: undefined };

function answers(overrides: Record<string, PageAnswers[string] | undefined> = {}): PageAnswers {
  const all: Record<string, PageAnswers[string] | undefined> = {
    '/api/auth/session': { body: { user: USER, signedOutReason: null }, etag: null },
    '/api/subscription': {
      body: {
        paymentRequired: false,
        active: true,
        planType: 'beta_free',
        status: 'active',
        currentPeriodStart: null,
        otherHouseholdsWithPlan: false,
      },
      etag: null,
    },
    '/api/family/sources': { body: { sources: [ownSource(USER.id)] }, etag: null },
    [LIST_URL]: { body: { expenses: [listed] }, etag: '"v7"' },
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(all).filter(([, answer]) => answer !== undefined),
  ) as PageAnswers;
}

describe('seedFirstScreen', () => {
  it("puts the session, subscription, households and the screen's list in the cache under their queries' keys", () => {
    const client = createQueryClient();
    const lists = seedFirstScreen(client, '/expenses', answers());
    expect(client.getQueryData(sessionKeys.all)).toEqual({ user: USER, signedOutReason: null });
    expect(client.getQueryData(subscriptionKeys.all)).toMatchObject({ active: true });
    expect(client.getQueryData(familySourcesKey)).toEqual({
      sources: [ownSource(USER.id)],
      endedAdvisorGrants: [],
    });
    // Expanded as the list query expands it: what was left out is null again.
    const expenses = client.getQueryData(householdKeys.expenses([USER.id]));
    expect(expenses).toEqual([{ ...listed, description: null }]);
    expect(lists).toEqual([{ url: LIST_URL, etag: '"v7"', value: expenses }]);
  });

  it('seeds nothing where the app would show something else first', () => {
    const cases: [string, PageAnswers][] = [
      ['/dashboard', answers()],
      [
        '/expenses',
        answers({
          '/api/auth/session': { body: { user: null, signedOutReason: null }, etag: null },
        }),
      ],
      ['/expenses', answers({ [LIST_URL]: undefined })],
      ['/expenses', answers({ '/api/family/sources': undefined })],
      [
        '/expenses',
        answers({
          '/api/subscription': {
            body: {
              paymentRequired: true,
              active: false,
              planType: null,
              status: null,
              currentPeriodStart: null,
              otherHouseholdsWithPlan: false,
            },
            etag: null,
          },
        }),
      ],
    ];
    for (const [path, given] of cases) {
      const client = createQueryClient();
      expect(seedFirstScreen(client, path, given)).toBeNull();
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });

  it('refuses an answer that is not what the API sends', () => {
    const client = createQueryClient();
    expect(() =>
      seedFirstScreen(
        client,
        '/expenses',
        answers({ [LIST_URL]: { body: { expenses: [{}] }, etag: null } }),
      ),
    ).toThrow();
  });
});
