import { describe, expect, it } from 'vitest';
import { seriesKind } from './series-kind';

describe('seriesKind', () => {
  it.each([
    ['CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224', 'out', 'checking'],
    ['DISCOVER E-PAYMENT 7411 WEB ID: 2510020270', 'out', 'checking'],
    ['CAPITAL ONE MOBILE PMT 230105 WEB ID: 9541719318', 'out', 'checking'],
    ['BK OF AMER VISA ONLINE PMT CKF123456789POS', 'out', 'checking'],
    ['ONLINE TRANSFER FROM CHK 5678 CONF# 1A2B3C', 'in', 'savings'],
    ['VANGUARD BUY INVESTMENT PPD ID: 1234', 'out', 'checking'],
    ['MOBILE PAYMENT - THANK YOU', 'in', 'credit_card'],
    ['AUTOPAY PAYMENT - THANK YOU', 'in', 'credit_card'],
  ] as const)('%s is a transfer', (description, direction, accountKind) => {
    expect(seriesKind([description], direction, accountKind, false)).toBe('transfer');
  });

  it.each([
    ['CHASE MTG PAYMENT PPD ID: 1234', 'out', 'checking', 'bill'],
    ['CAPITAL ONE AUTOCARPAY PPD ID: 9279744991', 'out', 'checking', 'bill'],
    ['WELLS FARGO HOME MTG AUTO PAY', 'out', 'checking', 'bill'],
    ['ACME CORP DIR DEP PPD ID: 9111111111', 'in', 'checking', 'income'],
    ['SSA TREAS 310 XXSOC SEC', 'in', 'checking', 'income'],
    // An investing app's name inside a daycare's is not an investment.
    ['OAK AND ACORNS PRESCHOOL TUITION 251103', 'out', 'checking', 'bill'],
  ] as const)('%s is a %s', (description, direction, accountKind, kind) => {
    expect(seriesKind([description], direction, accountKind, false)).toBe(kind);
  });

  it('takes money seen leaving one account and reaching another for a transfer', () => {
    expect(seriesKind(['Zelle payment to JANE DOE'], 'out', 'checking', true)).toBe('transfer');
    expect(seriesKind(['Zelle payment to JANE DOE'], 'out', 'checking', false)).toBe('bill');
  });
});
