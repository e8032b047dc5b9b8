import { describe, expect, it } from 'vitest';
import { completeSnapshot, tipsOf } from '../../tip-fixture';
import { noAdvisors } from './no-advisors';

describe('noAdvisors', () => {
  it('fires for a household with no advisor contact', () => {
    expect(tipsOf(noAdvisors, { ...completeSnapshot(), advisors: [] })).toEqual([
      expect.objectContaining({
        rule: 'no-advisors',
        severity: 'low',
        title: 'No advisors recorded',
        href: '/advisors',
      }),
    ]);
  });

  it('does not fire once an advisor is recorded', () => {
    expect(tipsOf(noAdvisors, completeSnapshot())).toEqual([]);
  });
});
