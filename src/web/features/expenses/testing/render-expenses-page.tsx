import type { InitialEntry } from 'react-router';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { ExpensesPage } from '../pages/expenses-page';

type Options = {
  expenses?: TExpense[];
  assets?: TAsset[];
  properties?: TProperty[];
  /** More routes, or replacements for the lists. */
  routes?: Record<string, Handler>;
  at?: InitialEntry;
  /** The signed-in person, where it matters (whose households they view, and how). */
  user?: Partial<TSessionUser>;
};

/** The Monthly Expenses screen for a signed-in household, against the shared fake API. */
export function renderExpensesPage({
  expenses = [],
  assets = [],
  properties = [],
  routes = {},
  at = '/expenses',
  user = {},
}: Options = {}) {
  const api = fakeApi({
    'GET /api/expenses': () => ({ expenses }),
    'GET /api/assets': () => ({ assets }),
    'GET /api/properties': () => ({ properties }),
    ...routes,
  });
  const view = renderRoute(<ExpensesPage />, '/expenses', { at, signedInAs: sessionUser(user) });
  return { ...view, api };
}
