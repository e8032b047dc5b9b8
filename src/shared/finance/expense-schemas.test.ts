import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, HOME_SUBCATEGORIES } from './categories';
import {
  ZExpense,
  ZListedExpense,
  expandListedExpense,
  type TListedExpense,
} from './expense-schemas';
import { FREQUENCIES } from './frequency';

const text = fc.string({ maxLength: 12 });
/** A listed obligation as the list may send it: any optional field present, null or left out. */
const listedExpense: fc.Arbitrary<TListedExpense> = fc.record(
  {
    id: fc.uuid(),
    ownerId: fc.uuid(),
    createdAt: fc.constant('2026-03-01T12:00:00.000Z'),
    updatedAt: fc.constant('2026-04-02T08:30:00.000Z'),
    category: fc.constantFrom(...CATEGORIES),
    vendor: text,
    costCents: fc.nat(),
    frequency: fc.constantFrom(...FREQUENCIES),
    description: fc.option(text),
    bankAccount: fc.option(text),
    isAutoPay: fc.boolean(),
    autoPayDate: fc.option(fc.integer({ min: 1, max: 31 })),
    website: fc.option(text),
    vendorAccountLast4: fc.option(fc.stringMatching(/^\d{4}$/)),
    documentUrl: fc.option(text),
    entityName: fc.option(text),
    homeSubcategory: fc.option(fc.constantFrom(...HOME_SUBCATEGORIES)),
    outstandingLoanBalanceCents: fc.option(fc.nat()),
    address: fc.option(
      fc.constant({
        street: '12 Elm St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        full: '12 Elm St, Austin, TX 78701',
      }),
    ),
    linkedLoanId: fc.option(fc.uuid()),
  },
  {
    requiredKeys: ['id', 'ownerId', 'createdAt', 'category', 'vendor', 'costCents', 'frequency'],
  },
);

describe('expandListedExpense', () => {
  it('puts back what the list left out: null, auto-pay off, updatedAt as createdAt', () => {
    fc.assert(
      fc.property(listedExpense, (listed) => {
        const expanded = expandListedExpense(ZListedExpense.parse(listed));
        // Every field the list left out is null, but auto-pay is off and updatedAt is createdAt.
        const leftOut = Object.keys(ZExpense.shape).filter((field) => !(field in listed));
        expect(expanded).toEqual({
          ...Object.fromEntries(
            leftOut.map((field) => [field, field === 'isAutoPay' ? false : null]),
          ),
          ...listed,
          updatedAt: listed.updatedAt ?? listed.createdAt,
        });
        expect(ZExpense.parse(expanded)).toEqual(expanded);
      }),
    );
  });

  it('gives every obligation the same fields in the same order, whatever was left out', () => {
    // One shape for all 20,000 objects keeps every later step of the screen on V8's fast path.
    const fields = Object.keys(ZExpense.shape);
    fc.assert(
      fc.property(listedExpense, (listed) => {
        expect(Object.keys(expandListedExpense(ZListedExpense.parse(listed)))).toEqual(fields);
      }),
    );
  });
});
