import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';
import { familySource, ownSource } from '@test/web/data-sources';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { ExpensesTable } from '@web/features/expenses/components/expenses-table';
import { makeExpense } from '@web/features/expenses/testing/expense-fixtures';
import { DEFAULT_SORT } from '@web/features/expenses/lib/expense-sort';
import { FamilySelector } from './family-selector';
import { OwnerBadge } from './owner-badge';
import { TooltipProvider } from './ui/tooltip';

/**
 * A primary account with an inviter views both households by default (spec §4); without one,
 * only their own. Each test has its own ids, as the selection outlives a render.
 */
function signedIn(id: string, withInviter: boolean): TSessionUser {
  fakeApi({
    'GET /api/family/sources': () => ({
      sources: [ownSource(id), familySource('jordan', 'Jordan Lee')],
    }),
  });
  return sessionUser({ id, invitedBy: withInviter ? 'jordan' : null });
}

describe('OwnerBadge', () => {
  it("names the item's household when several are on screen", async () => {
    const user = signedIn('ob-1', true);
    renderRoute(
      <>
        <OwnerBadge ownerId="ob-1" />
        <OwnerBadge ownerId="jordan" />
      </>,
      '/accounts',
      { signedInAs: user },
    );
    expect(await screen.findByText('Jordan Lee')).toBeVisible();
    expect(screen.getByText('My Account')).toBeVisible();
    expect(screen.getAllByText('Household:')).toHaveLength(2);
  });

  it('says nothing when one household is on screen', async () => {
    renderRoute(
      <TooltipProvider>
        <FamilySelector />
        <OwnerBadge ownerId="ob-2" />
      </TooltipProvider>,
      '/accounts',
      { signedInAs: signedIn('ob-2', false) },
    );
    // The selector names the one household once the sources have arrived.
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeVisible();
    expect(screen.queryByText('Household:')).toBeNull();
  });
});

describe('ExpensesTable household column', () => {
  const expenses = [
    makeExpense({ vendor: 'Netflix', ownerId: 'jordan' }),
    makeExpense({ vendor: 'Gym', ownerId: 'et-1' }),
  ];
  const table = (
    <ExpensesTable
      expenses={expenses}
      sort={DEFAULT_SORT}
      onSort={vi.fn()}
      actions={{ canChange: () => true, edit: vi.fn(), remove: vi.fn() }}
    />
  );

  it('shows whose each obligation is when several households are merged', async () => {
    renderRoute(table, '/expenses', { signedInAs: signedIn('et-1', true) });
    expect(await screen.findByRole('columnheader', { name: 'Household' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Jordan Lee' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'My Account' })).toBeVisible();
  });

  it('has no such column for one household', async () => {
    renderRoute(table, '/expenses', { signedInAs: signedIn('et-2', false) });
    expect(await screen.findByRole('cell', { name: /Netflix/ })).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Household' })).toBeNull();
  });
});
