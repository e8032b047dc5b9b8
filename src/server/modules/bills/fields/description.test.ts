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
