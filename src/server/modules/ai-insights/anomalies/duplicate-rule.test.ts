import { describe, expect, it } from 'vitest';
import { findDuplicates, normalizedVendor } from './duplicate-rule';
import { obligation } from './obligation-fixture';

describe('findDuplicates', () => {
  it('reports every copy of the same vendor, cost and category', () => {
    const findings = findDuplicates([
      obligation({ id: 'a', vendor: 'Comcast', category: 'home', costCents: 8000 }),
      obligation({ id: 'b', vendor: '  comcast ', category: 'home', costCents: 8000 }),
      obligation({ id: 'c', vendor: 'Verizon', category: 'home', costCents: 8000 }),
    ]);
    expect(findings).toEqual([
      {
        obligationId: 'a',
        rule: 'duplicate',
        reason: '2 obligations for Comcast at $80.00 in home: possibly entered or paid twice',
        deviation: 100,
      },
      {
        obligationId: 'b',
        rule: 'duplicate',
        reason: '2 obligations for comcast at $80.00 in home: possibly entered or paid twice',
        deviation: 100,
      },
    ]);
  });

  it('does not fire when the cost or the category differs', () => {
    expect(
      findDuplicates([
        obligation({ id: 'a', vendor: 'Geico', category: 'auto', costCents: 9000 }),
        obligation({ id: 'b', vendor: 'Geico', category: 'auto', costCents: 9100 }),
        obligation({ id: 'c', vendor: 'Geico', category: 'insurance', costCents: 9000 }),
      ]),
    ).toEqual([]);
  });

  it('counts three copies as 200 % extra', () => {
    const copies = ['a', 'b', 'c'].map((id) =>
      obligation({ id, vendor: 'Netflix', costCents: 1549 }),
    );
    expect(findDuplicates(copies).map((finding) => finding.deviation)).toEqual([200, 200, 200]);
  });

  it('treats case and inner spaces as the same vendor', () => {
    expect(normalizedVendor(' State  Farm ')).toBe(normalizedVendor('state farm'));
  });
});
