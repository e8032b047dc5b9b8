import { describe, expect, it } from 'vitest';
import type { TLegalCheck } from './legal-api';
import { blockingChecks, runLegalChecks } from './legal-checks';
import { principalRoles } from './legal-checks-principal';
import { LEGAL_ANSWER_SCHEMAS } from './legal-answers';
import { LEGAL_STEPS } from './legal-kinds';

// Issue 37: a document never names its own principal as spouse, executor, guardian, witness,
// agent or authorized person.
const TODAY = '2026-11-26';
const ME = 'Alex Carter';

const person = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  isAdult: true,
  ...extra,
});

/** A will every check passes (as legal-checks.test.ts's); each test names Alex in one role. */
function completeWill(): Record<string, unknown> {
  return {
    testator: { fullName: ME, state: 'TX' },
    maritalStatus: 'married',
    spouseName: 'Sam Carter',
    children: [{ name: 'Mia Carter', dateOfBirth: '1995-04-02' }],
    guardian: person('Lee Park'),
    alternateGuardian: person('Kim Park'),
    executor: person('Sam Carter'),
    alternateExecutor: person('Jo Rivera'),
    residuary: [
      { name: 'Sam Carter', percent: 50, alternate: 'Mia Carter' },
      { name: 'Mia Carter', percent: 50, alternate: 'Sam Carter' },
    ],
    witnesses: [{ name: 'Morgan Smith' }, { name: 'Riley Jones' }],
  };
}

const will = (answers: Record<string, unknown>) => runLegalChecks('will', answers, TODAY, 'TX');

function principalCheckOf(checks: TLegalCheck[]): TLegalCheck {
  const found = checks.filter((check) => check.id === 'principal');
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('the principal in a role of their own document', () => {
  it('passes a will that names the principal in no role', () => {
    const checks = will(completeWill());
    expect(principalCheckOf(checks)).toMatchObject({ ok: true });
    expect(blockingChecks(checks)).toEqual([]);
  });

  it('refuses a will that makes the testator their own executor, on the executor step', () => {
    const check = principalCheckOf(will({ ...completeWill(), executor: person(ME) }));
    expect(check).toMatchObject({
      ok: false,
      severity: 'error',
      title: 'You can’t be your own executor: name someone else',
      step: LEGAL_STEPS.will.indexOf('executor'),
    });
    expect(check.explanation).toContain('names you, Alex Carter, as your executor');
  });

  it('compares names as typed: case and extra spaces make no other person', () => {
    const check = principalCheckOf(
      will({ ...completeWill(), alternateExecutor: person('  alex   CARTER ') }),
    );
    expect(check.title).toBe('You can’t be your own alternate executor: name someone else');
  });

  it('knows the principal by their other names too', () => {
    const answers = {
      ...completeWill(),
      testator: { fullName: ME, otherNames: 'A. J. Carter; Alexandra Carter', state: 'TX' },
      guardian: person('Alexandra Carter'),
    };
    expect(principalCheckOf(will(answers)).title).toBe(
      'You can’t be your own children’s guardian: name someone else',
    );
  });

  it('refuses the testator as their own spouse, on the family step', () => {
    const check = principalCheckOf(will({ ...completeWill(), spouseName: 'ALEX CARTER' }));
    expect(check).toMatchObject({
      ok: false,
      title: 'You can’t be your own spouse: name someone else',
      step: LEGAL_STEPS.will.indexOf('family'),
    });
  });

  it('refuses the testator as a witness of their own will, on the review step', () => {
    const answers = { ...completeWill(), witnesses: [{ name: 'Morgan Smith' }, { name: ME }] };
    const checks = will(answers);
    expect(principalCheckOf(checks)).toMatchObject({
      title: 'You can’t be your own witness: name someone else',
      step: LEGAL_STEPS.will.indexOf('review'),
    });
    expect(blockingChecks(checks).map((check) => check.id)).toEqual(['principal']);
  });

  it('names every role at once, each once, and points at the first step', () => {
    const answers = {
      ...completeWill(),
      spouseName: ME,
      executor: person(ME),
      alternateExecutor: person(ME),
      witnesses: [{ name: ME }, { name: ME }],
    };
    expect(principalRoles('will', LEGAL_ANSWER_SCHEMAS.will.parse(answers))).toEqual([
      'spouse',
      'executor',
      'alternate_executor',
      'witness',
    ]);
    expect(principalCheckOf(will(answers))).toMatchObject({
      title:
        'You can’t be your own spouse, executor, alternate executor or witness: name someone else',
      step: LEGAL_STEPS.will.indexOf('family'),
    });
  });

  it('keeps asking for the name and state first while they are missing', () => {
    const answers = { ...completeWill(), testator: { fullName: ME }, executor: person(ME) };
    expect(principalCheckOf(will(answers)).title).toBe('Add the state you live in');
  });

  it('refuses a power of attorney making the principal their own agent or alternate', () => {
    const poa = (agent: string, alternate: string) =>
      runLegalChecks(
        'financial_poa',
        {
          principal: { fullName: ME, state: 'TX' },
          agent: person(agent),
          alternateAgent: person(alternate),
          powers: ['banking'],
        },
        TODAY,
        'TX',
      );
    expect(principalCheckOf(poa('Sam Carter', 'Jo Rivera')).ok).toBe(true);
    expect(principalCheckOf(poa(ME, 'Jo Rivera'))).toMatchObject({
      ok: false,
      title: 'You can’t be your own agent: name someone else',
      step: LEGAL_STEPS.financial_poa.indexOf('agents'),
    });
    expect(principalCheckOf(poa('Sam Carter', 'alex carter')).title).toBe(
      'You can’t be your own alternate agent: name someone else',
    );
  });

  it('refuses a health-care directive making the principal their own agent', () => {
    const checks = runLegalChecks(
      'healthcare_directive',
      { principal: { fullName: ME, state: 'CA' }, agent: person(ME), alternateAgent: null },
      TODAY,
    );
    expect(principalCheckOf(checks)).toMatchObject({
      ok: false,
      title: 'You can’t be your own agent: name someone else',
      step: LEGAL_STEPS.healthcare_directive.indexOf('agents'),
    });
  });

  it('refuses a HIPAA authorization naming the principal among the people who receive records', () => {
    const hipaa = (names: string[]) =>
      runLegalChecks(
        'hipaa',
        { principal: { fullName: ME, state: 'CA' }, authorizedPeople: names.map((n) => person(n)) },
        TODAY,
      );
    expect(principalCheckOf(hipaa(['Sam Carter'])).ok).toBe(true);
    const check = principalCheckOf(hipaa(['Sam Carter', ME]));
    expect(check).toMatchObject({
      ok: false,
      title: 'You can’t be your own authorized person: name someone else',
      step: LEGAL_STEPS.hipaa.indexOf('authorized_people'),
    });
    expect(blockingChecks(hipaa(['Sam Carter', ME])).map((each) => each.id)).toEqual(['principal']);
  });
});
