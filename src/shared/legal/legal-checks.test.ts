import { describe, expect, it } from 'vitest';
import type { TLegalCheck } from './legal-api';
import { blockingChecks, runLegalChecks } from './legal-checks';
import { LEGAL_STEPS } from './legal-kinds';
import { isVerified, STATE_RULES, stateRules } from './state-rules';

const TODAY = '2026-11-26';

const person = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  isAdult: true,
  ...extra,
});

/** A will every check passes; each test breaks one thing. */
type TShare = {
  name: string;
  percent: number | null;
  ifTheyDieFirst?: string;
  alternate: string | null;
};
type TWillInput = Record<string, unknown> & { residuary: TShare[]; witnesses: { name: string }[] };

function completeWill(): TWillInput {
  return {
    testator: { fullName: 'Dana Rivera', state: 'TX' },
    children: [{ name: 'Sam Rivera', dateOfBirth: '2015-04-02' }],
    guardian: person('Lee Park'),
    alternateGuardian: person('Kim Park'),
    executor: person('Alex Rivera', { dateOfBirth: '1980-01-01' }),
    alternateExecutor: person('Jo Rivera'),
    specificGifts: [
      {
        description: 'My watch',
        beneficiary: 'Chris Doe',
        ifTheyDieFirst: 'others',
        alternate: null,
      },
    ],
    residuary: [
      { name: 'Alex Rivera', percent: 50, ifTheyDieFirst: 'alternate', alternate: 'Sam Rivera' },
      { name: 'Jo Rivera', percent: 50, ifTheyDieFirst: 'alternate', alternate: 'Sam Rivera' },
    ],
    youngBeneficiaries: { holding: 'trust', age: 25, manager: person('Lee Park') },
    pets: [{ name: 'Rex', caretaker: 'Pat Lane', alternateCaretaker: null }],
    witnesses: [{ name: 'Morgan Smith' }, { name: 'Riley Jones' }],
  };
}

function check(checks: TLegalCheck[], id: TLegalCheck['id']): TLegalCheck {
  const found = checks.filter((c) => c.id === id);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const will = (answers: Record<string, unknown>) => runLegalChecks('will', answers, TODAY);
const willStep = (name: string) => LEGAL_STEPS.will.indexOf(name);

describe('runLegalChecks: will', () => {
  it('passes every check for a complete will and blocks nothing', () => {
    const checks = will(completeWill());
    expect(checks.map((c) => c.id).sort()).toEqual(
      [
        'alternates',
        'executor_adult',
        'guardian',
        'if_they_die_first',
        'percentages',
        'principal',
        'residuary',
        'witness_beneficiary',
        'young_beneficiaries',
      ].sort(),
    );
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(blockingChecks(checks)).toEqual([]);
  });

  it('every check has a plain title, an explanation and a step of the interview', () => {
    for (const c of will({})) {
      expect(c.title.length).toBeGreaterThan(5);
      expect(c.explanation.length).toBeGreaterThan(20);
      expect(LEGAL_STEPS.will[c.step]).toBeDefined();
    }
  });

  it('requires someone to receive everything else', () => {
    const answers = { ...completeWill(), residuary: [] };
    const residuary = check(will(answers), 'residuary');
    expect(residuary).toMatchObject({ ok: false, severity: 'error', step: willStep('residuary') });
    expect(residuary.title).toBe('Name someone to receive everything else');
    expect(blockingChecks(will(answers)).map((c) => c.id)).toContain('residuary');
  });

  it('requires the shares to add to 100 and shows the current total', () => {
    const answers = completeWill();
    answers.residuary[1]!.percent = 30;
    const percentages = check(will(answers), 'percentages');
    expect(percentages).toMatchObject({ ok: false, severity: 'error' });
    expect(percentages.title).toContain('now 80%');
    answers.residuary = [
      { name: 'A', percent: 33.33, alternate: 'X' },
      { name: 'B', percent: 33.33, alternate: 'X' },
      { name: 'C', percent: 33.34, alternate: 'X' },
    ];
    expect(check(will(answers), 'percentages').ok).toBe(true);
  });

  it('counts a share without a percent as 0', () => {
    const answers = completeWill();
    answers.residuary[1]!.percent = null;
    expect(check(will(answers), 'percentages').title).toContain('now 50%');
  });

  it('requires a guardian when a child is under 18 today', () => {
    const answers = { ...completeWill(), guardian: null };
    expect(check(will(answers), 'guardian')).toMatchObject({
      ok: false,
      severity: 'error',
      step: willStep('guardians'),
    });
  });

  it('needs no guardian when every child is 18 or older (the birthday itself counts)', () => {
    const answers = {
      ...completeWill(),
      guardian: null,
      alternateGuardian: null,
      children: [{ name: 'Sam Rivera', dateOfBirth: '2008-11-26' }],
    };
    const checks = will(answers);
    expect(check(checks, 'guardian').ok).toBe(true);
    expect(check(checks, 'alternates').ok).toBe(true);
  });

  it('treats a child turning 18 tomorrow as a minor', () => {
    const answers = {
      ...completeWill(),
      guardian: null,
      children: [{ name: 'Sam Rivera', dateOfBirth: '2008-11-27' }],
    };
    expect(check(will(answers), 'guardian').ok).toBe(false);
  });

  it('asks for the date of birth of a child whose age is unknown, as a warning', () => {
    const answers = {
      ...completeWill(),
      guardian: null,
      alternateGuardian: null,
      children: [{ name: 'Robin Rivera', dateOfBirth: null }],
    };
    const guardian = check(will(answers), 'guardian');
    expect(guardian).toMatchObject({ ok: false, severity: 'warning', step: willStep('family') });
    expect(guardian.explanation).toContain('Robin Rivera');
    expect(blockingChecks(will(answers)).map((c) => c.id)).not.toContain('guardian');
  });

  it('requires an alternate executor', () => {
    const answers = { ...completeWill(), alternateExecutor: null };
    const alternates = check(will(answers), 'alternates');
    expect(alternates).toMatchObject({ ok: false, severity: 'error', step: willStep('executor') });
    expect(alternates.title).toBe('Name an alternate executor');
  });

  it('requires an alternate guardian when there are minor children', () => {
    const answers = { ...completeWill(), alternateGuardian: null };
    const alternates = check(will(answers), 'alternates');
    expect(alternates).toMatchObject({ ok: false, severity: 'error', step: willStep('guardians') });
    expect(alternates.title).toBe('Name an alternate guardian');
  });

  it('needs no alternate for a share that goes to its person’s descendants (the default)', () => {
    const answers = completeWill();
    answers.residuary[0] = {
      name: 'Alex Rivera',
      percent: 50,
      ifTheyDieFirst: 'descendants',
      alternate: null,
    };
    expect(will(answers).filter((c) => !c.ok)).toEqual([]);
  });

  it.each([
    ['a residuary beneficiary', (a: TWillInput) => (a.witnesses[0]!.name = '  alex   RIVERA ')],
    ['a residuary alternate', (a: TWillInput) => (a.witnesses[0]!.name = 'sam rivera')],
    ['a specific-gift beneficiary', (a: TWillInput) => (a.witnesses[1]!.name = 'Chris Doe')],
    ['a pet caretaker', (a: TWillInput) => (a.witnesses[1]!.name = 'PAT LANE')],
  ])('refuses %s as a witness, whatever the case and spacing', (_, mutate) => {
    const answers = completeWill();
    mutate(answers);
    const witness = check(will(answers), 'witness_beneficiary');
    expect(witness).toMatchObject({ ok: false, severity: 'error', step: willStep('review') });
  });

  it('explains a witness who receives something by the law of the draft’s state, and only warns where that law lets the gift stand', () => {
    const answers = completeWill();
    answers.witnesses[0]!.name = 'Alex Rivera';
    const florida = stateRules('FL');
    expect(florida.will.interestedWitness).toBe('no_effect');
    const inFlorida = check(runLegalChecks('will', answers, TODAY, 'FL'), 'witness_beneficiary');
    expect(inFlorida).toMatchObject({ ok: false, severity: 'warning' });
    expect(inFlorida.explanation).toContain(
      `Under Florida law (${florida.will.citation}) a gift to a witness is not taken away`,
    );
    expect(blockingChecks(runLegalChecks('will', answers, TODAY, 'FL'))).toEqual([]);

    const strict = STATE_RULES.find(
      (rules) =>
        isVerified(rules.will) &&
        rules.will.interestedWitness === 'void_gift_unless_two_other_witnesses',
    )!;
    const there = check(runLegalChecks('will', answers, TODAY, strict.code), 'witness_beneficiary');
    expect(there).toMatchObject({ ok: false, severity: 'error' });
    expect(there.explanation).toContain(`Under ${strict.name} law`);
    expect(there.explanation).toContain('void unless two other witnesses');

    const unverified = STATE_RULES.find((rules) => !isVerified(rules.will))!;
    const general = check(
      runLegalChecks('will', answers, TODAY, unverified.code),
      'witness_beneficiary',
    );
    expect(general).toMatchObject({ ok: false, severity: 'error' });
    expect(general.explanation).toBe(check(will(answers), 'witness_beneficiary').explanation);
  });

  it('requires an executor, and an adult one', () => {
    const none = check(will({ ...completeWill(), executor: null }), 'executor_adult');
    expect(none).toMatchObject({ ok: false, severity: 'error', step: willStep('executor') });
    const minor = check(
      will({
        ...completeWill(),
        executor: { name: 'Teen', dateOfBirth: '2010-01-01', isAdult: true },
      }),
      'executor_adult',
    );
    expect(minor).toMatchObject({ ok: false, severity: 'error' });
    expect(minor.title).toContain('under 18');
  });

  it('uses the "is an adult" answer when the executor’s date of birth is unknown', () => {
    const said = (isAdult: boolean | null) =>
      check(will({ ...completeWill(), executor: { name: 'Alex', isAdult } }), 'executor_adult');
    expect(said(true)).toMatchObject({ ok: true });
    expect(said(false)).toMatchObject({ ok: false, severity: 'error' });
    expect(said(null)).toMatchObject({ ok: false, severity: 'warning' });
  });

  it('requires the testator’s full name and state', () => {
    const principal = check(
      will({ ...completeWill(), testator: { fullName: 'Dana' } }),
      'principal',
    );
    expect(principal).toMatchObject({ ok: false, severity: 'error', step: willStep('about_you') });
    expect(principal.title).toBe('Add the state you live in');
    expect(check(will({ ...completeWill(), testator: {} }), 'principal').title).toBe(
      'Add your full legal name and the state you live in',
    );
  });
});

/**
 * A power of attorney or health-care directive of Dana Rivera of `state`, naming an adult agent
 * and an alternate; `extra` changes any answer, `draftState` is the draft's state if given.
 */
function agentDocument(
  kind: 'financial_poa' | 'healthcare_directive',
  state: string,
  extra: Record<string, unknown>,
  draftState?: string,
) {
  const answers = {
    principal: { fullName: 'Dana Rivera', state },
    agent: person('Alex Rivera'),
    alternateAgent: person('Jo Rivera'),
    ...extra,
  };
  return runLegalChecks(kind, answers, TODAY, draftState);
}

describe('runLegalChecks: financial power of attorney', () => {
  const poa = (extra: Record<string, unknown> = {}) =>
    agentDocument('financial_poa', 'FL', { powers: ['banking'], ...extra });

  it('passes with a principal, an adult agent, an alternate and a power', () => {
    const checks = poa();
    expect(checks.map((c) => c.id).sort()).toEqual(
      ['agent', 'agent_adult', 'alternates', 'powers', 'principal'].sort(),
    );
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it('requires an agent, an adult one, and at least one power', () => {
    const steps = LEGAL_STEPS.financial_poa;
    expect(check(poa({ agent: null }), 'agent')).toMatchObject({
      ok: false,
      severity: 'error',
      step: steps.indexOf('agents'),
    });
    expect(check(poa({ agent: null }), 'agent_adult')).toMatchObject({
      ok: false,
      severity: 'warning',
    });
    expect(
      check(poa({ agent: { name: 'Teen', dateOfBirth: '2012-05-05' } }), 'agent_adult'),
    ).toMatchObject({ ok: false, severity: 'error' });
    expect(check(poa({ agent: { name: 'Alex' } }), 'agent_adult')).toMatchObject({
      ok: false,
      severity: 'warning',
    });
    expect(check(poa({ powers: [] }), 'powers')).toMatchObject({
      ok: false,
      severity: 'error',
      step: steps.indexOf('powers'),
    });
    expect(check(poa({ principal: { state: 'FL' } }), 'principal').ok).toBe(false);
  });

  it('warns, without blocking, when no alternate agent is named', () => {
    const checks = poa({ alternateAgent: null });
    expect(check(checks, 'alternates')).toMatchObject({ ok: false, severity: 'warning' });
    expect(blockingChecks(checks)).toEqual([]);
  });

  // The draft's state (agentDocument's last argument) decides; the server keeps the two the same.
  const poaIn = (state: string | undefined, effective: string) =>
    agentDocument('financial_poa', 'FL', { powers: ['banking'], effective }, state);

  it('stops a Florida power of attorney that waits for incapacity, citing § 709.2108 and the step to fix it', () => {
    const springing = check(poaIn('FL', 'on_incapacity'), 'effective_date');
    expect(springing).toMatchObject({
      ok: false,
      severity: 'error',
      step: LEGAL_STEPS.financial_poa.indexOf('powers'),
    });
    expect(springing.title).toBe('In Florida it cannot wait until you are incapacitated');
    expect(springing.explanation).toContain('(Fla. Stat. § 709.2108)');
    expect(springing.explanation).toContain('choose “As soon as I sign it”');
    expect(blockingChecks(poaIn('FL', 'on_incapacity')).map((c) => c.id)).toEqual([
      'effective_date',
    ]);

    expect(check(poaIn('FL', 'immediately'), 'effective_date').ok).toBe(true);
    expect(blockingChecks(poaIn('FL', 'immediately'))).toEqual([]);
  });

  it('has no effective-date check where the row records no such rule, or without a state', () => {
    for (const state of ['TX', undefined, 'ZZ']) {
      const checks = poaIn(state, 'on_incapacity');
      expect(checks.map((c) => c.id)).not.toContain('effective_date');
      expect(blockingChecks(checks)).toEqual([]);
    }
  });
});

describe('runLegalChecks: health-care directive', () => {
  const directive = (extra: Record<string, unknown> = {}) =>
    agentDocument('healthcare_directive', 'NY', extra);

  it('passes with a principal, an adult agent and an alternate', () => {
    expect(directive().every((c) => c.ok)).toBe(true);
    expect(directive().map((c) => c.id)).not.toContain('powers');
  });

  it('requires the principal and an adult agent, and warns without an alternate', () => {
    expect(blockingChecks(directive({ agent: null })).map((c) => c.id)).toEqual(['agent']);
    expect(check(directive({ agent: person('Kid', { isAdult: false }) }), 'agent_adult').ok).toBe(
      false,
    );
    expect(check(directive({ alternateAgent: null }), 'alternates')).toMatchObject({
      ok: false,
      severity: 'warning',
    });
    expect(blockingChecks(directive({ principal: {} })).map((c) => c.id)).toEqual(['principal']);
  });
});

describe('runLegalChecks: HIPAA authorization', () => {
  it('requires the principal and at least one named person', () => {
    const ok = runLegalChecks(
      'hipaa',
      { principal: { fullName: 'Dana', state: 'CA' }, authorizedPeople: [{ name: 'Alex' }] },
      TODAY,
    );
    expect(ok.every((c) => c.ok)).toBe(true);
    const missing = runLegalChecks('hipaa', { authorizedPeople: [{ name: '' }] }, TODAY);
    expect(
      blockingChecks(missing)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['authorized_people', 'principal']);
    expect(check(missing, 'authorized_people').step).toBe(
      LEGAL_STEPS.hipaa.indexOf('authorized_people'),
    );
  });
});
