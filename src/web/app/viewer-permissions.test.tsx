import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';
import { familySource, guestOwn, ownSource } from '@test/web/data-sources';
import { fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { asset } from '@web/features/accounts/account-fixtures.test-helper';
import { AccountsPage } from '@web/features/accounts/pages/accounts-page';
import { makeDocument } from '@web/features/documents/testing/document-fixtures';
import { DocumentsPage } from '@web/features/documents/pages/documents-page';
import { loan } from '@web/features/loans/loan-fixtures.test-helper';
import { LoansPage } from '@web/features/loans/pages/loans-page';
import { home } from '@web/features/properties/property-fixtures.test-helper';
import { PropertiesPage } from '@web/features/properties/pages/properties-page';
import { DashboardPage } from './pages/dashboard-page';

/**
 * Issue 10 item 16: a viewer (read only) of a household sees no Add, Edit, Delete or Import for
 * its data, on every screen that has them; the server would refuse them anyway.
 */
const ROSA = 'rosa';

/** A guest account that Rosa made a viewer: it views only Rosa's household. */
function viewerOfRosa(id: string): TSessionUser {
  return sessionUser({ id, accountType: 'guest', invitedBy: ROSA });
}

function renderAs(
  user: TSessionUser,
  page: ReactElement,
  path: string,
  routes: Record<string, Handler>,
) {
  const sources = user.accountType === 'guest' ? guestOwn(user.id) : ownSource(user.id);
  fakeApi({
    'GET /api/family/sources': () => ({
      sources: [sources, familySource(ROSA, 'Rosa Diaz', 'viewer')],
    }),
    ...routes,
  });
  return renderRoute(page, path, { signedInAs: user });
}

const DASHBOARD: TDashboardSummary = {
  monthly: { totalCents: 0, count: 0, byCategory: [] },
  netWorth: {
    accountsCents: 250_000,
    liabilitiesCents: 0,
    propertiesCents: 0,
    loansCents: 0,
    investmentsCents: 0,
    totalCents: 250_000,
  },
  upcoming: [],
  attention: [],
  counts: { expenses: 0, assets: 1, loans: 0, properties: 0, investments: 0 },
};

function expectNoChangeButtons() {
  expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  expect(screen.getByText('View only')).toBeVisible();
}

describe('a viewer of a household', () => {
  it('sees its Financial Accounts without Add, Edit or Delete, and may still export them', async () => {
    renderAs(viewerOfRosa('va-1'), <AccountsPage />, '/accounts', {
      'GET /api/assets': () => ({ assets: [asset({ ownerId: ROSA })] }),
    });
    expect(await screen.findByRole('article', { name: 'Everyday Checking' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
    expectNoChangeButtons();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  });

  it('is not invited to add the first account of an empty household', async () => {
    renderAs(viewerOfRosa('va-2'), <AccountsPage />, '/accounts', {
      'GET /api/assets': () => ({ assets: [] }),
    });
    expect(await screen.findByText('No accounts yet')).toBeVisible();
    expect(screen.getByText(/You can view this data but not change it/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
  });

  it('sees its Loans without Add, Edit or Delete', async () => {
    renderAs(viewerOfRosa('vl-1'), <LoansPage />, '/loans', {
      'GET /api/loans': () => ({ loans: [loan({ ownerId: ROSA })] }),
      'GET /api/expenses': () => ({ expenses: [] }),
      'GET /api/properties': () => ({ properties: [] }),
    });
    expect(await screen.findByRole('button', { name: /Payoff schedule/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add loan' })).toBeNull();
    expectNoChangeButtons();
  });

  it('sees its Properties without Add, Edit or Delete', async () => {
    renderAs(viewerOfRosa('vp-1'), <PropertiesPage />, '/properties', {
      'GET /api/properties': () => ({ properties: [home({ ownerId: ROSA })] }),
      'GET /api/loans': () => ({ loans: [] }),
      'GET /api/expenses': () => ({ expenses: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Homes' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expectNoChangeButtons();
  });

  it('sees its documents without Upload, Edit or Delete, and may still download them', async () => {
    renderAs(viewerOfRosa('vd-1'), <DocumentsPage />, '/nido-hub', {
      'GET /api/documents': () => ({ documents: [makeDocument({ name: 'Deed', ownerId: ROSA })] }),
    });
    const deed = await screen.findByRole('article', { name: 'Deed' });
    expect(within(deed).getByRole('button', { name: 'Download Deed' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Upload Document|Select Files/ })).toBeNull();
    expectNoChangeButtons();
  });

  it('gets no quick actions on the dashboard', async () => {
    renderAs(viewerOfRosa('vh-1'), <DashboardPage />, '/dashboard', {
      'GET /api/dashboard': () => DASHBOARD,
    });
    expect(await screen.findByText('$2,500.00')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Quick actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Add / })).toBeNull();
  });
});

describe('a merged view of one’s own household and one viewed only', () => {
  it('offers Add, and Edit and Delete only on the rows of one’s own household', async () => {
    renderAs(sessionUser({ id: 'mx-1', invitedBy: ROSA }), <AccountsPage />, '/accounts', {
      'GET /api/assets': () => ({
        assets: [
          asset({ id: 'a-own', ownerId: 'mx-1', accountName: 'Own Savings' }),
          asset({ id: 'a-rosa', ownerId: ROSA, accountName: 'Rosa Checking' }),
        ],
      }),
    });
    const own = await screen.findByRole('article', { name: 'Own Savings' });
    const rosas = screen.getByRole('article', { name: 'Rosa Checking' });
    expect(within(own).getByRole('button', { name: 'Edit Chase Own Savings' })).toBeVisible();
    expect(within(own).getByRole('button', { name: 'Delete Chase Own Savings' })).toBeVisible();
    expect(within(rosas).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add account' })).toBeVisible();
    expect(screen.queryByText('View only')).toBeNull();
  });
});
