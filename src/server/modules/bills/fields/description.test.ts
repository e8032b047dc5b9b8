import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { describeBill } from './description';

const today = new Date(2026, 10, 23);
const utilities = { today, category: 'home' as const, homeSubcategory: 'Utilities' as const };

describe('describeBill', () => {
  it('names the service, its period and its address', () => {
    const found = describeBill(
      billText(`
        SERVICE ADDRESS
        215 JOHNSON RD
        Service Period: 05/21/2019   To: 06/21/2019
        Gas   209.90`),
      utilities,
    );
    expect(found.value).toBe('Gas service 05/21/2019–06/21/2019, 215 Johnson Rd');
  });

  it('keeps the state code in capitals before the ZIP, and a word like "In" in title case', () => {
    const found = describeBill(
      billText(`
        Service Address:   12 MAPLE STREET, SPRINGFIELD, IL 62704
        Electric charges   88.10`),
      utilities,
    );
    expect(found.value).toBe('Electric service, 12 Maple Street, Springfield, IL 62704');
    const inland = describeBill(
      billText(`
        Service Address:   4 WALK IN LANE, GARY, IN 46402-1234
        Water charges   31.00`),
      utilities,
    );
    expect(inland.value).toBe('Water service, 4 Walk In Lane, Gary, IN 46402-1234');
  });

  it('reads the period from a meter table under its label', () => {
    const found = describeBill(
      billText(`
        Date of Service   Meter Reading
        Meter Serial #   From   To   Previous   Present
        10L680441   6/7/19   7/5/19   5302   5313
        Electric charges kwh`),
      utilities,
    );
    expect(found.value).toBe('Electric service 06/07/2019–07/05/2019');
  });

  it('leaves out what the bill does not print', () => {
    expect(describeBill(billText('Water 12.00'), utilities).value).toBe('Water service');
    expect(
      describeBill(billText('Escrow'), { today, category: 'home', homeSubcategory: 'Mortgage' })
        .value,
    ).toBe('Mortgage payment');
  });
});
