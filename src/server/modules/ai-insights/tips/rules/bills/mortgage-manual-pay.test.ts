import { describe, expect, it } from 'vitest';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, tipsOf } from '../../tip-fixture';
import { mortgageManualPay } from './mortgage-manual-pay';

const mortgage = (isAutoPay: boolean) =>
  snapshotObligation({
    id: 'm',
    vendor: 'Chase Home Lending',
    category: 'home',
    homeSubcategory: 'Mortgage',
    costCents: 210_000,
    isAutoPay,
  });

describe('mortgageManualPay', () => {
  it('fires for a mortgage paid by hand, with its amount and a link to it', () => {
    expect(
      tipsOf(mortgageManualPay, { ...completeSnapshot(), obligations: [mortgage(false)] }),
    ).toEqual([
      {
        rule: 'mortgage-manual-pay',
        severity: 'medium',
        title: 'The mortgage with Chase Home Lending is not on auto-pay',
        detail:
          '$2,100.00 per month, paid by hand. Auto-pay keeps the largest bill from ever being late, even when you are away or unwell; if it is paid another way, note that on the obligation.',
        href: '/expenses?search=Chase%20Home%20Lending',
        action: 'Set up auto-pay',
      },
    ]);
  });

  it('does not fire on auto-pay, nor for rent paid by hand', () => {
    const rent = snapshotObligation({ id: 'r', category: 'home', homeSubcategory: 'Rent' });
    expect(
      tipsOf(mortgageManualPay, { ...completeSnapshot(), obligations: [mortgage(true), rent] }),
    ).toEqual([]);
  });
});
