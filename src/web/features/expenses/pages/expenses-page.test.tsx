import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, hang } from '@test/web/fake-api';
import { expectLinkTo } from '@test/web/expect-link';
import { makeAddress, makeExpense } from '../testing/expense-fixtures';
import { renderExpensesPage } from '../testing/render-expenses-page';

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent);

function household() {
  return [
    makeExpense({ vendor: 'Netflix', description: 'Family plan', costCents: 2_299 }),
    makeExpense({
      vendor: 'GEICO',
      category: 'auto',
      costCents: 60_000,
      frequency: 'bi-annual',
      entityName: 'Honda CR-V',
      isAutoPay: true,
      autoPayDate: 5,
      bankAccount: 'Chase ****4321',
    }),
    makeExpense({
      vendor: 'Wells Fargo',
      category: 'home',
      costCents: 250_000,
      homeSubcategory: 'Mortgage',
      address: makeAddress('12 Elm St'),
    }),
    makeExpense({
      vendor: 'State Farm',
      category: 'insurance',
      costCents: 120_000,
      frequency: 'yearly',
    }),
  ];
}

describe('ExpensesPage states (spec §2)', () => {
  it('has one h1 and says it is loading', () => {
    renderExpensesPage({ routes: { 'GET /api/expenses': hang } });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Monthly Expenses');
    expect(screen.getByText('Loading your expenses...')).toBeInTheDocument();
  });

  it('welcomes a household without obligations and offers manual entry', async () => {
    const user = userEvent.setup();
    renderExpensesPage();
    expect(await screen.findByRole('heading', { name: 'Welcome to Nido!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manual Entry' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Obligation' })).toBeInTheDocument();
  });

  it('opens Upload Bills for AI Processing from AI-Powered Upload', async () => {
    const user = userEvent.setup();
    renderExpensesPage();
    await user.click(await screen.findByRole('button', { name: 'AI-Powered Upload' }));
    expect(
      await screen.findByRole('dialog', { name: 'Upload Bills for AI Processing' }),
    ).toBeInTheDocument();
  });

  it('shows the error state, and Refresh Page asks again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderExpensesPage({
      routes: {
        'GET /api/expenses': () =>
          (calls += 1) === 1
            ? apiError(500, 'INTERNAL', 'The database is unavailable.')
            : { expenses: [makeExpense({ vendor: 'Netflix' })] },
      },
    });
    expect(await screen.findByText('Error Loading Expenses')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says when nothing matches, and offers to add one', async () => {
    const user = userEvent.setup();
    renderExpensesPage({ expenses: household() });
    await user.type(await screen.findByRole('searchbox', { name: 'Search expenses' }), 'zzz');
    expect(
      await screen.findByText('No expenses found matching your criteria.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New Expense' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Obligation' })).toBeInTheDocument();
  });

  it('opens the add dialog from router state openAddExpense', async () => {
    renderExpensesPage({
      expenses: household(),
      at: { pathname: '/expenses', state: { openAddExpense: true } },
    });
    expect(await screen.findByRole('dialog', { name: 'Add New Obligation' })).toBeInTheDocument();
  });

  it('starts on the category a link asks for with ?category=', async () => {
    renderExpensesPage({
      expenses: [
        makeExpense({ vendor: 'Austin Energy', category: 'home' }),
        makeExpense({ vendor: 'Netflix', category: 'other' }),
      ],
      at: '/expenses?category=other',
    });
    const results = await screen.findByRole('table');
    expect(within(results).getByText('Netflix')).toBeInTheDocument();
    // In the list: the total card (all categories) may name it as the largest bill.
    expect(within(results).queryByText('Austin Energy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Other', pressed: true })).toBeInTheDocument();
  });

  it('starts with the search a link asks for with ?search=, and follows a new one while open', async () => {
    const user = userEvent.setup();
    const { router } = renderExpensesPage({
      expenses: household(),
      at: '/expenses?search=netflix',
    });
    await waitFor(() => expect(rows()).toEqual(['Netflix']));
    expect(screen.getByRole('searchbox', { name: 'Search expenses' })).toHaveValue('netflix');

    // On the screen, with a category chosen, a link to another obligation shows it.
    await user.click(screen.getByRole('button', { name: 'Home' }));
    await act(() => router.navigate('/expenses?search=GEICO'));
    await waitFor(() => expect(rows()).toEqual(['GEICO']));
    expect(screen.getByRole('searchbox', { name: 'Search expenses' })).toHaveValue('GEICO');
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
  });
});

describe('ExpensesPage overview', () => {
  it('totals the monthly equivalents with the count', async () => {
    renderExpensesPage({
      expenses: [
        makeExpense({ costCents: 10_000, frequency: 'monthly' }),
        makeExpense({ costCents: 30_000, frequency: 'quarterly' }),
        makeExpense({ costCents: 60_000, frequency: 'bi-annual' }),
        makeExpense({ costCents: 120_000, frequency: 'yearly' }),
      ],
    });
    expect(await screen.findByText('$400.00')).toBeInTheDocument();
    expect(screen.getByText('4 obligations')).toBeInTheDocument();
  });

  it('lists the categories with their share to one decimal, and a legend entry filters', async () => {
    const user = userEvent.setup();
    renderExpensesPage({ expenses: household() });
    const legend = await screen.findByRole('list', { name: 'Categories' });
    // Monthly: home 2,500, auto 100, insurance 100, other 22.99 → 2,722.99.
    const home = within(legend).getByRole('button', { name: /Home/ });
    expect(home).toHaveTextContent('$2,500.00/mo');
    expect(home).toHaveTextContent('91.8%');
    await user.click(within(legend).getByRole('button', { name: /Auto/ }));
    expect(within(legend).getByRole('button', { name: /Auto/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Auto', pressed: true })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Vehicle:\s*Honda CR-V/ }),
    ).toBeInTheDocument();
  });

  afterEach(() => vi.restoreAllMocks());

  it('filters by a pie slice', async () => {
    // jsdom lays nothing out; the chart needs a size to draw its slices.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 400, height: 320 }),
    );
    const user = userEvent.setup();
    const { container } = renderExpensesPage({ expenses: household() });
    // The first test to load recharts transforms it, which takes a few seconds.
    await waitFor(() => expect(container.querySelectorAll('.recharts-sector')).toHaveLength(4), {
      timeout: 15_000,
    });
    // Slices are in the spec's category order: home, auto, insurance, other.
    await user.click(container.querySelectorAll('.recharts-sector')[2] as Element);
    expect(
      await screen.findByRole('button', { name: 'Insurance', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('Total for Insurance')).toBeInTheDocument();
  }, 20_000);

  it('searches vendor and description, ignoring case', async () => {
    const user = userEvent.setup();
    renderExpensesPage({ expenses: household() });
    const search = await screen.findByPlaceholderText('Search by vendor or description...');
    await user.type(search, 'FAMILY');
    await waitFor(() => expect(rows()).toEqual(['Netflix']));
    await user.clear(search);
    await user.type(search, 'geico');
    await waitFor(() => expect(rows()).toEqual(['GEICO']));
  });
});

describe('obligations table (spec §2)', () => {
  it('starts sorted by cost, highest first, and marks it with aria-sort', async () => {
    renderExpensesPage({ expenses: household() });
    await screen.findByRole('table');
    // Monthly: Wells Fargo 2,500; GEICO 100; State Farm 100; Netflix 22.99.
    expect(rows()).toEqual(['Wells Fargo', 'GEICO', 'State Farm', 'Netflix']);
    expect(screen.getByRole('columnheader', { name: /Cost/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Vendor/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
  });

  it('toggles the active column and sorts another one ascending, by keyboard too', async () => {
    const user = userEvent.setup();
    renderExpensesPage({ expenses: household() });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Cost' }));
    expect(rows()).toEqual(['Netflix', 'GEICO', 'State Farm', 'Wells Fargo']);
    expect(screen.getByRole('columnheader', { name: /Cost/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    screen.getByRole('button', { name: 'Vendor' }).focus();
    await user.keyboard('{Enter}');
    expect(rows()).toEqual(['GEICO', 'Netflix', 'State Farm', 'Wells Fargo']);
    expect(screen.getByRole('columnheader', { name: /Vendor/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  // Rendering a hundred rows in jsdom takes seconds on a busy 2-core machine.
  it('shows 100 rows, then more on request', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      expenses: Array.from({ length: 105 }, (_, index) => makeExpense({ vendor: `Bill ${index}` })),
    });
    await screen.findByRole('table');
    // The first rows come at once, the rest of the page right after (use-paged.ts). Counted
    // cheaply while waiting: role queries over a hundred rows are slow in jsdom.
    const table = screen.getByRole('table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(100), {
      timeout: 15_000,
    });
    expect(rows()).toHaveLength(100);
    expect(screen.getByText('Showing 100 of 105 obligations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(105);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('opens the website and the document in a new tab, only when there is one', async () => {
    renderExpensesPage({
      expenses: [
        makeExpense({
          vendor: 'Comcast',
          website: 'https://comcast.com',
          documentUrl: '/api/documents/bill-1/open',
        }),
        makeExpense({ vendor: 'Cash Cleaner', website: 'javascript:alert(1)' }),
      ],
    });
    await screen.findByRole('table');
    const website = screen.getByRole('link', { name: /Website of Comcast/ });
    expect(website).toHaveAttribute('href', 'https://comcast.com');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expectLinkTo(screen, /Document for Comcast/, '/api/documents/bill-1/open');
    expect(screen.queryByRole('link', { name: /Cash Cleaner/ })).toBeNull();
  });

  it('deletes only after confirming in "Delete Expense"', async () => {
    const user = userEvent.setup();
    const netflix = makeExpense({ id: 'netflix', vendor: 'Netflix' });
    const { api } = renderExpensesPage({
      expenses: [netflix],
      routes: { 'DELETE /api/expenses/netflix': () => ({ ok: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Netflix' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Expense' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/expenses/netflix')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Netflix' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Obligation deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/expenses/netflix')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says why a delete failed and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderExpensesPage({
      expenses: [makeExpense({ id: 'netflix', vendor: 'Netflix' })],
      routes: {
        'DELETE /api/expenses/netflix': () =>
          apiError(404, 'NOT_FOUND', 'This obligation does not exist.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Netflix' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete obligation')).toBeInTheDocument();
    expect(screen.getByText('This obligation does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
