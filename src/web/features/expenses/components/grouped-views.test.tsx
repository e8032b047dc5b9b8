import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAddress, makeExpense } from '../testing/expense-fixtures';
import { renderExpensesPage } from '../testing/render-expenses-page';

const elm = makeAddress('12 Elm St');
const oak = makeAddress('4 Oak Ave');

function homes() {
  return [
    makeExpense({ category: 'home', vendor: 'Wells Fargo', costCents: 200_000, address: elm }),
    makeExpense({
      category: 'home',
      vendor: 'Elm HOA',
      costCents: 30_000,
      frequency: 'quarterly',
      address: elm,
    }),
    makeExpense({ category: 'home', vendor: 'Oak Rent', costCents: 150_000, address: oak }),
    makeExpense({ category: 'home', vendor: 'Old Plumber', costCents: 5_000, address: null }),
    makeExpense({ category: 'auto', vendor: 'GEICO', entityName: 'Tesla', costCents: 9_000 }),
    makeExpense({ category: 'auto', vendor: 'Parking', entityName: null, costCents: 1_000 }),
  ];
}

async function showCategory(name: string) {
  const user = userEvent.setup();
  await user.click(
    within(await screen.findByRole('group', { name: 'Category' })).getByRole('button', { name }),
  );
  return user;
}

describe('home in the list view (spec §2)', () => {
  it('totals all homes and each address, and lists obligations without one apart', async () => {
    renderExpensesPage({ expenses: homes() });
    await showCategory('Home');
    expect(screen.getByText('Total for all homes').parentElement).toHaveTextContent(
      '$3,600.00/mo · 3 obligations',
    );
    const oakPanel = screen.getByRole('button', { name: new RegExp(oak.full) });
    const elmPanel = screen.getByRole('button', { name: new RegExp(elm.full) });
    expect(oakPanel).toHaveTextContent('$1,500.00/mo · 1 obligation');
    expect(elmPanel).toHaveTextContent('$2,100.00/mo · 2 obligations');
    expect(screen.queryByRole('button', { name: /No address/ })).toBeNull();
    const noAddress = screen.getByRole('region', { name: 'No address' });
    expect(within(noAddress).getByText('Old Plumber')).toBeInTheDocument();
  });

  it('keeps one address panel open at a time, by keyboard too', async () => {
    renderExpensesPage({ expenses: homes() });
    const user = await showCategory('Home');
    const oakPanel = screen.getByRole('button', { name: new RegExp(oak.full) });
    const elmPanel = screen.getByRole('button', { name: new RegExp(elm.full) });
    expect(oakPanel).toHaveAttribute('aria-expanded', 'true');
    expect(elmPanel).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Oak Rent')).toBeInTheDocument();

    elmPanel.focus();
    await user.keyboard('{Enter}');
    expect(elmPanel).toHaveAttribute('aria-expanded', 'true');
    expect(oakPanel).toHaveAttribute('aria-expanded', 'false');
    // In the list: the total card names the largest bill too.
    const results = screen.getByRole('region', { name: 'Obligations' });
    expect(within(results).getByText('Wells Fargo')).toBeInTheDocument();
    expect(within(results).queryByText('Oak Rent')).toBeNull();
  });
});

describe('home in the grid view (spec §2)', () => {
  it('shows a card per address with its obligation count, and its obligations when chosen', async () => {
    renderExpensesPage({ expenses: homes() });
    const user = await showCategory('Home');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    const addresses = screen.getByRole('list', { name: 'Addresses' });
    const elmCard = within(addresses).getByRole('button', { name: new RegExp(elm.full) });
    expect(elmCard).toHaveTextContent('2 obligations');
    await user.click(elmCard);
    expect(elmCard).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: `Obligations at ${elm.full}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Elm HOA' })).toBeInTheDocument();
  });
});

describe('auto, kids and insurance in the list view (spec §2)', () => {
  it('groups by vehicle with an Ungrouped group and totals', async () => {
    renderExpensesPage({ expenses: homes() });
    await showCategory('Auto');
    expect(screen.getByText('Total for Auto').parentElement).toHaveTextContent(
      '$100.00/mo · 2 obligations',
    );
    expect(screen.getByRole('button', { name: /Vehicle:\s*Tesla/ })).toHaveTextContent(
      '$90.00/mo · 1 obligation',
    );
    expect(screen.getByRole('button', { name: /^Ungrouped/ })).toHaveTextContent('$10.00/mo');
  });

  it('opens the first panel of each category chosen, not the last category’s panel', async () => {
    renderExpensesPage({
      expenses: [
        ...homes(),
        makeExpense({ category: 'insurance', vendor: 'Aetna', entityName: 'Sam', costCents: 500 }),
      ],
    });
    const user = await showCategory('Auto');
    expect(screen.getByRole('button', { name: /Vehicle:\s*Tesla/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', {
        name: 'Insurance',
      }),
    );
    expect(screen.getByRole('button', { name: /Insured:\s*Sam/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Aetna')).toBeInTheDocument();
  });
});

describe('expense card (spec §2)', () => {
  it('shows cost, payment and bank account, and reveals the vendor account on request', async () => {
    const { api } = renderExpensesPage({
      expenses: [
        makeExpense({
          id: 'comcast',
          vendor: 'Comcast',
          costCents: 8_999,
          isAutoPay: true,
          autoPayDate: 12,
          bankAccount: 'Chase ****4321',
          vendorAccountLast4: '6789',
        }),
      ],
      routes: {
        'GET /api/expenses/comcast/vendor-account': () => ({ vendorAccount: '8155600123456789' }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grid' }));
    const card = screen.getByRole('article', { name: 'Comcast' });
    expect(card).toHaveTextContent('$89.99 per month');
    expect(card).toHaveTextContent('Auto-pay (day 12)');
    expect(card).toHaveTextContent('Chase ****4321');
    expect(card).toHaveTextContent('****6789');
    expect(card).not.toHaveTextContent('8155600123456789');

    await user.click(within(card).getByRole('button', { name: 'Show account number for Comcast' }));
    expect(await within(card).findByText('8155600123456789')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hide account number for Comcast' }));
    expect(within(card).queryByText('8155600123456789')).toBeNull();
    expect(api.callsTo('GET /api/expenses/comcast/vendor-account')).toHaveLength(1);
  });
});
