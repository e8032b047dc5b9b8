import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeExpense } from '../testing/expense-fixtures';
import { CATEGORIES, CATEGORY_LABELS } from '@shared/finance/categories';
import { FREQUENCIES, monthlyEquivalentCents } from '@shared/finance/frequency';
import type { TExpense } from '@shared/finance/expense-schemas';
import {
  DEFAULT_SORT,
  SORT_COLUMNS,
  nextSort,
  sortExpenses,
  sortRanks,
  type ExpenseSort,
} from './expense-sort';

const vendors = (list: { vendor: string }[]) => list.map((expense) => expense.vendor);

describe('sorting rules (spec §2)', () => {
  it('starts with cost, highest first', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'cost', direction: 'desc' });
  });

  it('toggles the direction of the active column', () => {
    expect(nextSort({ column: 'cost', direction: 'desc' }, 'cost')).toEqual({
      column: 'cost',
      direction: 'asc',
    });
    expect(nextSort({ column: 'cost', direction: 'asc' }, 'cost')).toEqual({
      column: 'cost',
      direction: 'desc',
    });
  });

  it('sorts another column ascending, whatever the current direction', () => {
    expect(nextSort({ column: 'cost', direction: 'desc' }, 'vendor')).toEqual({
      column: 'vendor',
      direction: 'asc',
    });
    expect(nextSort({ column: 'vendor', direction: 'desc' }, 'bankAccount')).toEqual({
      column: 'bankAccount',
      direction: 'asc',
    });
  });
});

describe('sortExpenses', () => {
  const rent = makeExpense({ vendor: 'Rent', costCents: 200_000, frequency: 'monthly' });
  const insurance = makeExpense({ vendor: 'Insurance', costCents: 120_000, frequency: 'yearly' });
  const water = makeExpense({ vendor: 'water', costCents: 6_000, frequency: 'monthly' });
  const list = [water, insurance, rent];

  it('sorts cost by the monthly equivalent ($1,200 a year is $100 a month)', () => {
    expect(vendors(sortExpenses(list, DEFAULT_SORT))).toEqual(['Rent', 'Insurance', 'water']);
    expect(vendors(sortExpenses(list, { column: 'cost', direction: 'asc' }))).toEqual([
      'water',
      'Insurance',
      'Rent',
    ]);
  });

  it('sorts text without regard to case', () => {
    expect(vendors(sortExpenses(list, { column: 'vendor', direction: 'asc' }))).toEqual([
      'Insurance',
      'Rent',
      'water',
    ]);
  });

  it('sorts category by its label', () => {
    const home = makeExpense({ vendor: 'A', category: 'home' });
    const auto = makeExpense({ vendor: 'B', category: 'auto' });
    const kids = makeExpense({ vendor: 'C', category: 'kids' });
    expect(
      vendors(sortExpenses([home, kids, auto], { column: 'category', direction: 'asc' })),
    ).toEqual(['B', 'A', 'C']);
  });

  it('puts auto-pay (by day) before manual pay', () => {
    const manual = makeExpense({ vendor: 'Manual' });
    const day20 = makeExpense({ vendor: 'Day 20', isAutoPay: true, autoPayDate: 20 });
    const day3 = makeExpense({ vendor: 'Day 3', isAutoPay: true, autoPayDate: 3 });
    expect(
      vendors(sortExpenses([manual, day20, day3], { column: 'payment', direction: 'asc' })),
    ).toEqual(['Day 3', 'Day 20', 'Manual']);
  });

  it('keeps obligations without a bank account last in both directions', () => {
    const none = makeExpense({ vendor: 'None', bankAccount: null });
    const amex = makeExpense({ vendor: 'Amex', bankAccount: 'Amex ****1000' });
    const chase = makeExpense({ vendor: 'Chase', bankAccount: 'Chase ****2000' });
    expect(
      vendors(sortExpenses([none, chase, amex], { column: 'bankAccount', direction: 'asc' })),
    ).toEqual(['Amex', 'Chase', 'None']);
    expect(
      vendors(sortExpenses([none, amex, chase], { column: 'bankAccount', direction: 'desc' })),
    ).toEqual(['Chase', 'Amex', 'None']);
  });

  it('breaks ties by vendor and leaves the input alone', () => {
    const b = makeExpense({ vendor: 'B', costCents: 100 });
    const a = makeExpense({ vendor: 'A', costCents: 100 });
    const input = [b, a];
    expect(vendors(sortExpenses(input, DEFAULT_SORT))).toEqual(['A', 'B']);
    expect(vendors(input)).toEqual(['B', 'A']);
  });
});

describe('sorting by ranks prepared for the whole list', () => {
  const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  const BANKS = ['Chase ****1', 'chase ****1', ' Amex ****2 ', 'amex ****10', null, 'Zeta'];
  const VENDORS = ['Comcast', 'comcast', 'PG&E', 'Bill 9', 'Bill 10', 'Éclair', 'eclair', 'zoo'];
  const expenses: TExpense[] = Array.from({ length: 400 }, (_, index) =>
    makeExpense({
      id: `e${index}`,
      vendor: VENDORS[(index * 7) % VENDORS.length] as string,
      category: CATEGORIES[index % CATEGORIES.length],
      frequency: FREQUENCIES[(index * 3) % FREQUENCIES.length],
      costCents: ((index * 7919) % 5000) + 1,
      isAutoPay: index % 3 === 0,
      autoPayDate: index % 3 === 0 ? (index % 31) + 1 : null,
      bankAccount: BANKS[index % BANKS.length] ?? null,
    }),
  );

  // The rules of the table, compared with the collator each time: what the ranks must give.
  function reference(list: readonly TExpense[], sort: ExpenseSort): TExpense[] {
    const key = (expense: TExpense): string | number | null => {
      switch (sort.column) {
        case 'vendor':
          return expense.vendor;
        case 'category':
          return CATEGORY_LABELS[expense.category];
        case 'cost':
          return monthlyEquivalentCents(expense.costCents, expense.frequency);
        case 'payment':
          return expense.isAutoPay ? (expense.autoPayDate ?? 32) : 100;
        case 'bankAccount':
          return expense.bankAccount?.trim() || null;
      }
    };
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...list].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else {
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : collator.compare(String(x), String(y));
        if (order !== 0) return order * sign;
      }
      return collator.compare(a.vendor, b.vendor);
    });
  }

  it('orders every column both ways as comparing texts with the collator does', () => {
    const ranks = sortRanks(expenses);
    const subset = expenses.filter((expense) => expense.category !== 'kids');
    for (const column of SORT_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { column, direction };
        expect(sortExpenses(subset, sort, ranks)).toEqual(reference(subset, sort));
        expect(sortExpenses(expenses, sort)).toEqual(reference(expenses, sort));
      }
    }
  });

  it("builds a column's ranks only when a sort needs them", () => {
    const ranks = sortRanks(expenses);
    sortExpenses(expenses, DEFAULT_SORT, ranks);
    expect([ranks.has('vendor'), ranks.has('bankAccount')]).toEqual([false, false]);
    sortExpenses(expenses, { column: 'vendor', direction: 'asc' }, ranks);
    expect([ranks.has('vendor'), ranks.has('bankAccount')]).toEqual([true, false]);
    sortExpenses(expenses, { column: 'bankAccount', direction: 'desc' }, ranks);
    expect(ranks.has('bankAccount')).toBe(true);
  });

  it("gives the collator's order whichever columns were sorted before, and in what order", () => {
    const vendor = fc.constantFrom(...VENDORS, 'Bill 1', 'bill 01', 'A', 'a ');
    const expense = fc
      .record({
        vendor,
        category: fc.constantFrom(...CATEGORIES),
        frequency: fc.constantFrom(...FREQUENCIES),
        // Few amounts, so that costs tie and the vendor decides.
        costCents: fc.constantFrom(0, 100, 300, 1200, 5000),
        autoPayDate: fc.option(fc.integer({ min: 1, max: 31 })),
        bankAccount: fc.constantFrom(...BANKS),
      })
      .map(({ autoPayDate, ...fields }) =>
        makeExpense({ ...fields, isAutoPay: autoPayDate !== null, autoPayDate }),
      );
    const sort = fc.record({
      column: fc.constantFrom(...SORT_COLUMNS),
      direction: fc.constantFrom('asc' as const, 'desc' as const),
    });
    fc.assert(
      fc.property(
        fc.array(expense, { maxLength: 60 }),
        fc.array(fc.tuple(sort, fc.boolean()), { minLength: 1, maxLength: 8 }),
        (list, sorts) => {
          const ranks = sortRanks(list);
          for (const [next, filtered] of sorts) {
            const rows = filtered ? list.filter((_, index) => index % 2 === 0) : list;
            expect(sortExpenses(rows, next, ranks)).toEqual(reference(rows, next));
          }
        },
      ),
    );
  });

  it('ranks rows it was not prepared for by itself', () => {
    const ranks = sortRanks(expenses.slice(0, 10));
    for (const column of SORT_COLUMNS) {
      const sort = { column, direction: 'asc' } as const;
      expect(sortExpenses(expenses, sort, ranks)).toEqual(reference(expenses, sort));
    }
  });
});
