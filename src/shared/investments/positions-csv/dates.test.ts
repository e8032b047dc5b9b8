import { describe, expect, it } from 'vitest';
import { asOfFromNote, findDate } from './dates';

describe('findDate', () => {
  it('reads the date formats the brokerages print', () => {
    expect(findDate('09/26/2021')).toBe('2021-09-26');
    expect(findDate('1/5/2026')).toBe('2026-01-05');
    expect(findDate('2025/05/04')).toBe('2025-05-04');
    expect(findDate('2025-05-04')).toBe('2025-05-04');
    expect(findDate('Dec-05-2025 at 1:02 p.m ET')).toBe('2025-12-05');
    expect(findDate('Sept 5, 2025')).toBe('2025-09-05');
  });

  it('rejects impossible dates and text without a date', () => {
    expect(findDate('02/30/2026')).toBeNull();
    expect(findDate('13/01/2026')).toBeNull();
    expect(findDate('Foo-05-2025')).toBeNull();
    expect(findDate('no date here')).toBeNull();
  });
});

describe('asOfFromNote', () => {
  it('reads Schwab preambles and Fidelity footers', () => {
    expect(
      asOfFromNote('Positions for account Individual ...123 as of 09:41 AM ET, 11/20/2026'),
    ).toBe('2026-11-20');
    expect(asOfFromNote('Positions for All-Accounts as of 12:33 PM ET, 2025/05/04')).toBe(
      '2025-05-04',
    );
    expect(asOfFromNote('Date downloaded 07/30/2021 2:26 PM ET')).toBe('2021-07-30');
    expect(asOfFromNote('Date downloaded Dec-05-2025 at 1:02 p.m ET')).toBe('2025-12-05');
  });

  it('ignores dates in other lines', () => {
    expect(asOfFromNote('Prices are delayed; quotes refreshed 11/20/2026.')).toBeNull();
  });
});
