import { describe, expect, it } from 'vitest';
import { completeSnapshot, tipsOf } from './tip-fixture';
import { TIP_RULES } from './tip-registry';

describe('TIP_RULES', () => {
  it('holds at least 25 rules (issue 16), each with a unique kebab-case id', () => {
    const ids = TIP_RULES.map((rule) => rule.id);
    expect(ids.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
  });

  it('every rule stays silent on a household with nothing to fix', () => {
    const snapshot = completeSnapshot();
    const noisy = TIP_RULES.filter((rule) => tipsOf(rule, snapshot).length > 0).map(
      (rule) => rule.id,
    );
    expect(noisy).toEqual([]);
  });

  it('every tip carries its own rule id and an app path to fix it', () => {
    const snapshot = { ...completeSnapshot(), advisors: [], triggering: [] };
    snapshot.estate = { ...snapshot.estate, instruments: [] };
    for (const rule of TIP_RULES)
      for (const tip of tipsOf(rule, snapshot)) {
        expect(tip.rule).toBe(rule.id);
        expect(tip.href).toMatch(/^\//);
        expect(tip.action).not.toBe('');
      }
  });
});
