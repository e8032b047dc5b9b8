import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { ImportStatementsButton } from '../components/import-statements-button';

type Options = {
  expenses?: TExpense[];
  properties?: TProperty[];
  routes?: Record<string, Handler>;
  user?: Partial<TSessionUser>;
};

/** The Import statements button as Monthly Expenses shows it, against the shared fake API. */
export function renderStatementImport({
  expenses = [],
  properties = [],
  routes = {},
  user = {},
}: Options = {}) {
  const api = fakeApi({
    'GET /api/expenses': () => ({ expenses }),
    'GET /api/properties': () => ({ properties }),
    'GET /api/statements/income': () => ({ income: [] }),
    ...routes,
  });
  const view = renderRoute(<ImportStatementsButton />, '/expenses', {
    signedInAs: sessionUser(user),
  });
  return { ...view, api };
}

/** Opens the dialog. */
export async function openImport(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Import statements' }));
  return screen.findByRole('dialog', { name: 'Import statements' });
}

/** Opens the dialog, picks one statement and reads it; answers with the review. */
export async function readStatements(user: UserEvent): Promise<HTMLElement> {
  const dialog = await openImport(user);
  await user.upload(within(dialog).getByLabelText('Select Files'), [
    new File(['OFXHEADER:100'], 'checking.ofx'),
  ]);
  await user.click(within(dialog).getByRole('button', { name: 'Read statements' }));
  await within(dialog).findByRole('region', { name: 'Statements' });
  return dialog;
}
