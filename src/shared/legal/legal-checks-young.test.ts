import { describe, expect, it } from 'vitest';
import { ZWillAnswers } from './legal-answers';
import { ifTheyDieFirstCheck, youngBeneficiariesCheck } from './legal-checks-young';
import { stateRules } from './state-rules';

const TODAY = '2026-11-29';
const adult = (name: string) => ({ name, isAdult: true });

function will(extra: Record<string, unknown> = {}) {
  return ZWillAnswers.parse({
    testator: { fullName: 'Dana Rivera', state: 'TX' },
    children: [{ name: 'Sam Rivera', dateOfBirth: '2016-04-02' }],
    residuary: [{ name: 'Sam Rivera', percent: 100 }],
    ...extra,
  });
}

describe('ifTheyDieFirstCheck', () => {
  it('passes a gift and a share that go to descendants or to the others, with no alternate named', () => {
    const answers = will({
      specificGifts: [
        { description: 'My watch', beneficiary: 'Chris Doe', ifTheyDieFirst: 'others' },
      ],
      residuary: [{ name: 'Sam Rivera', percent: 100, ifTheyDieFirst: 'descendants' }],
    });
    expect(ifTheyDieFirstCheck(answers).ok).toBe(true);
  });

  it('asks for the alternate when "a person I name" is chosen without one, on the step that names it', () => {
    const answers = will({
      specificGifts: [
        { description: 'My watch', beneficiary: 'Chris Doe', ifTheyDieFirst: 'alternate' },
      ],
    });
    const check = ifTheyDieFirstCheck(answers);
    expect(check).toMatchObject({
      ok: false,
      severity: 'error',
      title: 'Name the alternate for Chris Doe',
    });
  });
});

describe('ifTheyDieFirstCheck: a draft saved before the choice existed', () => {
  it('keeps giving it to the others, and asks for a choice without blocking the will', () => {
    const answers = will({ residuary: [{ name: 'Sam Rivera', percent: 100 }] });
    expect(answers.residuary[0]?.ifTheyDieFirst).toBeNull();
    const check = ifTheyDieFirstCheck(answers);
    expect(check).toMatchObject({ ok: false, severity: 'warning' });
    expect(check.title).toBe('Choose who receives what you give Sam Rivera if they die before you');
  });
});

describe('youngBeneficiariesCheck', () => {
  it('asks for the children’s dates of birth when it cannot tell whether one is a minor', () => {
    const answers = will({ children: [{ name: 'Sam Rivera' }] });
    expect(youngBeneficiariesCheck(answers, TODAY)).toMatchObject({
      ok: false,
      severity: 'warning',
    });
  });

  it('warns that no age is named for a custodian where the state’s act is unverified', () => {
    const answers = will({
      youngBeneficiaries: { holding: 'custodian', age: 25, manager: adult('Lee Park') },
    });
    const check = youngBeneficiariesCheck(answers, TODAY, stateRules('OH'));
    expect(check).toMatchObject({ ok: false, severity: 'warning' });
    expect(check.explanation).toContain('unverified');
  });

  it('requires a choice when a child is under 18', () => {
    const check = youngBeneficiariesCheck(will(), TODAY);
    expect(check).toMatchObject({ ok: false, severity: 'error' });
    expect(check.title).toContain('children’s inheritance');
  });

  it('needs no choice when every child is an adult', () => {
    const answers = will({ children: [{ name: 'Sam Rivera', dateOfBirth: '2000-01-01' }] });
    expect(youngBeneficiariesCheck(answers, TODAY).ok).toBe(true);
  });

  it('requires the trustee, never the testator, and an adult', () => {
    const noTrustee = will({ youngBeneficiaries: { holding: 'trust', age: 25 } });
    expect(youngBeneficiariesCheck(noTrustee, TODAY).title).toBe('Name the trustee');
    const self = will({
      youngBeneficiaries: { holding: 'trust', age: 25, manager: adult('dana  rivera') },
    });
    expect(youngBeneficiariesCheck(self, TODAY).title).toBe(
      "You can't be the trustee: name someone else",
    );
    const minor = will({
      youngBeneficiaries: {
        holding: 'trust',
        age: 25,
        manager: { name: 'Kid', dateOfBirth: '2012-01-01' },
      },
    });
    expect(youngBeneficiariesCheck(minor, TODAY)).toMatchObject({ ok: false, severity: 'error' });
  });

  it('requires the age a trust ends', () => {
    const answers = will({ youngBeneficiaries: { holding: 'trust', manager: adult('Lee Park') } });
    expect(youngBeneficiariesCheck(answers, TODAY).title).toBe('Choose the age the trust ends');
  });

  it('passes a trust with an adult trustee and an age', () => {
    const answers = will({
      youngBeneficiaries: { holding: 'trust', age: 25, manager: adult('Lee Park') },
    });
    expect(youngBeneficiariesCheck(answers, TODAY)).toMatchObject({ ok: true });
  });

  it('Tex. Prop. Code § 141.002(11): a Texas custodian holds property only until 21', () => {
    const answers = will({
      youngBeneficiaries: { holding: 'custodian', age: 25, manager: adult('Lee Park') },
    });
    const check = youngBeneficiariesCheck(answers, TODAY, stateRules('TX'));
    expect(check).toMatchObject({ ok: false, severity: 'error' });
    expect(check.explanation).toContain('only until 21');
    const at21 = will({
      youngBeneficiaries: { holding: 'custodian', age: 21, manager: adult('Lee Park') },
    });
    expect(youngBeneficiariesCheck(at21, TODAY, stateRules('TX')).ok).toBe(true);
  });

  it('Cal. Prob. Code § 3920.5(c): a California will may keep a custodianship until 25, not later', () => {
    const at25 = will({
      youngBeneficiaries: { holding: 'custodian', age: 25, manager: adult('Lee Park') },
    });
    expect(youngBeneficiariesCheck(at25, TODAY, stateRules('CA')).ok).toBe(true);
    const at26 = will({
      youngBeneficiaries: { holding: 'custodian', age: 26, manager: adult('Lee Park') },
    });
    expect(youngBeneficiariesCheck(at26, TODAY, stateRules('CA')).ok).toBe(false);
  });

  it('Fla. Stat. § 710.123(1)(a): a Florida custodianship ends at 21 or 25, nothing between', () => {
    const at23 = will({
      youngBeneficiaries: { holding: 'custodian', age: 23, manager: adult('Lee Park') },
    });
    const check = youngBeneficiariesCheck(at23, TODAY, stateRules('FL'));
    expect(check.ok).toBe(false);
    expect(check.explanation).toContain('until 21 or 25');
  });
});
