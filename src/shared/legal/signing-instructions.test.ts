import { describe, expect, it } from 'vitest';
import { signingInstructions } from './signing-instructions';
import { GENERAL_RULES_NOTICE, STATE_RULES, stateRules } from './state-rules';
import type { TStateRules, TWillRules } from './state-rule-types';

/** A row marked verified with chosen values, to see each field reach the words. */
function verifiedRow(will: Partial<TWillRules> = {}): TStateRules {
  const base = structuredClone(stateRules('DE'));
  const checked = { verifiedOn: '2026-11-26', sources: [{ title: 't', url: 'https://x.test' }] };
  return {
    ...base,
    name: 'Testland',
    will: { ...base.will, ...checked, notes: [], ...will },
    poa: { ...base.poa, ...checked, notes: [] },
    directive: { ...base.directive, ...checked, notes: [] },
  };
}

const text = (steps: string[]) => steps.join('\n');

describe('signingInstructions', () => {
  it('marks a general row and says so in a step', () => {
    const general = STATE_RULES.find((rules) => rules.will.verifiedOn === null)!;
    const instructions = signingInstructions('will', general);
    expect(instructions.generalRules).toBe(true);
    expect(instructions.steps.some((step) => step.startsWith(GENERAL_RULES_NOTICE))).toBe(true);
    expect(instructions.title).toBe(`How to sign your will in ${general.name}`);
  });

  it('does not claim general rules for a verified section', () => {
    const instructions = signingInstructions('will', verifiedRow());
    expect(instructions.generalRules).toBe(false);
    expect(text(instructions.steps)).not.toContain(GENERAL_RULES_NOTICE);
  });

  it('gives the number of witnesses, their minimum age and the self-proving affidavit', () => {
    const steps = text(
      signingInstructions(
        'will',
        verifiedRow({
          witnesses: 2,
          witnessMinAge: 14,
          selfProvingAffidavit: { available: true, form: 'combined', citation: 'x' },
        }),
      ).steps,
    );
    expect(steps).toContain('two witnesses and a notary');
    expect(steps).toContain('at least 14');
    expect(steps).toContain('self-proving affidavit before a notary');
  });

  it('gives our advice, not a rule, where the statute sets no minimum witness age', () => {
    const steps = text(signingInstructions('will', verifiedRow({ witnessMinAge: null })).steps);
    expect(steps).toContain('asks only that your witnesses be competent; we recommend adults');
  });

  it('says an optional statutory form need not be used', () => {
    const row = verifiedRow();
    row.poa = { ...row.poa, statutoryForm: { name: 'Short Form', mandatory: false } };
    expect(text(signingInstructions('financial_poa', row).steps)).toContain(
      'offers an optional form, the “Short Form”. You do not have to use it.',
    );
  });

  it('says when the state has no self-proving affidavit and no notary is needed', () => {
    const steps = text(
      signingInstructions(
        'will',
        verifiedRow({ selfProvingAffidavit: { available: false, form: 'none', citation: null } }),
      ).steps,
    );
    expect(steps).not.toContain('and a notary');
    expect(steps).toContain('no self-proving affidavit');
  });

  it('explains the effect the row gives to a witness who receives something', () => {
    const purge = signingInstructions(
      'will',
      verifiedRow({ interestedWitness: 'purge_excess_over_intestate_share' }),
    );
    expect(text(purge.steps)).toContain('beyond what they would inherit without a will');
    const none = signingInstructions('will', verifiedRow({ interestedWitness: 'no_effect' }));
    expect(text(none.steps)).toContain('does not take away a gift to a witness');
  });

  it('describes Louisiana’s notarial testament: every page, a notary and two witnesses', () => {
    const steps = text(signingInstructions('will', stateRules('LA')).steps);
    expect(steps).toContain('sign at the end, and sign every other separate page');
    expect(steps).toContain('a notary and two witnesses');
  });

  it('gives Louisiana’s every-page signing as what makes the testament self-proving under the amended law, never art. 1577 as current law', () => {
    const rules = stateRules('LA');
    const steps = text(signingInstructions('will', rules).steps);
    expect(steps).toContain(
      `the will is self-proving (${rules.will.selfProvingAffidavit.citation ?? ''})`,
    );
    expect(rules.will.selfProvingAffidavit.citation).toContain('Acts 2025, No. 30');
    // Art. 1577 was repealed by Acts 2025, No. 30: it may be named only as the former article.
    expect(steps.match(/art\. 1577/g)?.length).toBe(steps.match(/former art\. 1577/g)?.length);
    expect(steps).toContain('former art. 1577');
  });

  it('gives the notary and witness rules of a power of attorney', () => {
    const row = verifiedRow();
    row.poa = { ...row.poa, notaryRequired: true, witnesses: 2 };
    const steps = text(signingInstructions('financial_poa', row).steps);
    expect(steps).toContain('Sign before a notary public');
    expect(steps).toContain('two adult witnesses who are not your agent');
    row.poa = { ...row.poa, notaryRequired: false, witnesses: 0 };
    const optional = text(signingInstructions('financial_poa', row).steps);
    expect(optional).toContain('Sign before a notary public, who fills in the acknowledgment');
    expect(optional).toContain('Your state’s law does not require the notary');
    // Nothing below describes another way of signing, so the step must not promise one.
    expect(optional).not.toContain('described below');
  });

  it('says when a directive needs a notary as well as the witnesses', () => {
    const row = verifiedRow();
    row.directive = { ...row.directive, notaryAlternative: false, notaryRequired: true };
    expect(text(signingInstructions('healthcare_directive', row).steps)).toContain(
      'requires both the witnesses and a notary',
    );
    expect(text(signingInstructions('healthcare_directive', stateRules('NC')).steps)).toContain(
      'requires both the witnesses and a notary',
    );
  });

  it('lists who may not witness a health-care directive, and a mandatory form', () => {
    const row = verifiedRow();
    row.directive = {
      ...row.directive,
      witnesses: 2,
      notaryAlternative: true,
      witnessDisqualifications: ['your agent', 'your doctor'],
      statutoryForm: { name: 'Advance Directive', mandatory: true },
    };
    const steps = text(signingInstructions('healthcare_directive', row).steps);
    expect(steps).toContain('two adult witnesses, or instead before a notary public');
    expect(steps).toContain('Your witnesses may not be: your agent; your doctor.');
    expect(steps).toContain('requires its own form, the “Advance Directive”');
  });

  it('advises a fireproof place the people named can reach, not a box only the principal opens', () => {
    for (const kind of ['will', 'financial_poa', 'healthcare_directive', 'hipaa'] as const) {
      const { whereToKeep } = signingInstructions(kind, verifiedRow());
      expect(whereToKeep).toContain('fireproof');
      expect(whereToKeep).toContain('tell them where it is');
      expect(whereToKeep).toContain('advise against a safe-deposit box only you can open');
    }
    expect(signingInstructions('will', verifiedRow()).whereToKeep).toContain('your executor');
    expect(signingInstructions('financial_poa', verifiedRow()).whereToKeep).toContain('agent');
  });

  it('follows the federal rule for a HIPAA authorization in every state', () => {
    for (const rules of [stateRules('WY'), stateRules('CA')]) {
      const instructions = signingInstructions('hipaa', rules);
      expect(instructions.generalRules).toBe(false);
      expect(text(instructions.steps)).toContain('45 C.F.R. § 164.508');
      expect(text(instructions.steps)).not.toContain(GENERAL_RULES_NOTICE);
    }
  });

  it('gives instructions for every kind in every state', () => {
    for (const rules of STATE_RULES) {
      for (const kind of ['will', 'financial_poa', 'healthcare_directive', 'hipaa'] as const) {
        const instructions = signingInstructions(kind, rules);
        expect(instructions.steps.length).toBeGreaterThan(1);
        expect(instructions.steps.every((step) => step.trim().length > 0)).toBe(true);
      }
    }
  });
});

describe('signingInstructions: each rule said once', () => {
  // Review of issue 17: California's will steps gave the interested-witness rule twice, once in
  // general words and once from the row's note with its section. These topics are matched in the
  // test's own words, apart from the code's.
  const TOPICS: Record<string, RegExp> = {
    'the interested-witness rule':
      /gifts? to a witness|\binterested witness|witness who (receives|does can lose)|witness and the witness’s spouse|beneficiary (from witnessing|may legally witness|witness a will)|\binterested persons|may be interested/i,
    'the witnesses’ minimum age':
      /witness(es)?[^.]*\b(must be|each)\b[^.]*\b(at least \d+|\d+ or (older|over))\b/i,
    'the advice to choose witnesses who receive nothing':
      /choos(e|ing) witnesses who receive nothing/i,
    'why signing every page makes it self-proving': /every other separate page[^.]*self-proving/i,
  };
  const cases = STATE_RULES.flatMap((rules) =>
    (['will', 'financial_poa', 'healthcare_directive', 'hipaa'] as const).map(
      (kind) => [rules.code, kind] as const,
    ),
  );

  it.each(cases)('%s %s: no two steps are the same or say the same rule', (code, kind) => {
    const { steps } = signingInstructions(kind, stateRules(code));
    expect(new Set(steps).size).toBe(steps.length);
    for (const [topic, pattern] of Object.entries(TOPICS)) {
      const saying = steps.filter((step) => pattern.test(step));
      expect(saying.length, `${topic}: ${saying.join(' | ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('in California says the interested-witness rule once, from the row’s note with its section', () => {
    const steps = text(signingInstructions('will', stateRules('CA')).steps);
    expect(steps.match(/gift to a witness/g)).toHaveLength(1);
    expect(steps).toContain('(§ 6112)');
    expect(steps).toContain('Choose witnesses who receive nothing under the will.');
  });
});

describe('signingInstructions: a statutory form printed as the document', () => {
  it('says the document is the state’s form, not that the form is optional, and asks for the notary', () => {
    const rules = stateRules('CA');
    expect(rules.poa.notaryRequired).toBe(false);
    const general = signingInstructions('financial_poa', rules).steps.join('\n');
    expect(general).toContain('does not require the notary');
    const form = { name: 'Uniform Statutory Form Power of Attorney' };
    const steps = signingInstructions('financial_poa', rules, form).steps.join('\n');
    expect(steps).toContain(
      'This document is your state’s own form, the “Uniform Statutory Form Power of Attorney”',
    );
    expect(steps).not.toContain('You do not have to use it');
    expect(steps).not.toContain('does not require the notary');
  });
});
