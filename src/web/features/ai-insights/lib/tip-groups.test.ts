import { describe, expect, it } from 'vitest';
import type { TTip } from '@shared/ai-insights/ai-schemas';
import { groupTipsBySeverity } from './tip-groups';

const tip = (rule: string, severity: TTip['severity']): TTip => ({
  rule,
  severity,
  title: rule,
  detail: '',
  href: '/estate-plan',
  action: 'Fix it',
});

describe('groupTipsBySeverity', () => {
  it('puts high before medium before low, keeping the order within each, and leaves out empty groups', () => {
    const groups = groupTipsBySeverity([
      tip('a', 'low'),
      tip('b', 'high'),
      tip('c', 'low'),
      tip('d', 'high'),
    ]);
    expect(groups.map((group) => [group.severity, group.tips.map((each) => each.rule)])).toEqual([
      ['high', ['b', 'd']],
      ['low', ['a', 'c']],
    ]);
  });
});
