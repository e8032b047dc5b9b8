import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeExpense } from '../testing/expense-fixtures';
import { renderExpensesPage } from '../testing/render-expenses-page';

/** The figures of the card by term, as a screen reader reads the description list. */
function figures(card: HTMLElement): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const term of within(card).getAllByRole('term')) {
    const details: string[] = [];
    for (let next = term.nextElementSibling; next?.tagName === 'DD'; next = next.nextElementSibling)
      details.push(next.textContent ?? '');
    entries[term.textContent ?? ''] = details;
  }
  return entries;
}

describe('Total Monthly Expenses card (issue 10 item 15)', () => {
  it('adds the year, the auto-paid share, the manual rest and the largest bill to the total', async () => {
    renderExpensesPage({
      expenses: [
        makeExpense({ vendor: 'Netflix', costCents: 2_000, isAutoPay: true, autoPayDate: 3 }),
        makeExpense({
          vendor: 'State Farm',
          costCents: 120_000,
          frequency: 'yearly',
          isAutoPay: true,
        }),
        makeExpense({ vendor: 'Tuition', costCents: 90_000, frequency: 'quarterly' }),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Total Monthly Expenses' });
    expect(within(card).getByText('$420.00')).toBeVisible();
    expect(within(card).getByText('3 obligations')).toBeVisible();
    expect(figures(card)).toEqual({
      'Per year': ['$5,040.00'],
      'On auto-pay': ['$120.00/mo', '2 of 3 obligations, 28.6% of the total'],
      'Manual pay': ['$300.00/mo', '1 of 3 obligations'],
      'Largest bill': ['$300.00/mo', 'Tuition'],
    });
  });
});
