import { describe, expect, it } from 'vitest';
import { stateRules } from '@shared/legal/state-rules';
import { sampleDocumentText } from '../sample-document-text';

/**
 * Ohio: each statutory element of each document, read back from the sample household's text.
 * R.C. 2107.03 was read; 1337.60, 1337.25, 1337.12, 1337.17 and 2133.02 were not, so those parts
 * must say they are unverified.
 */

const TODAY = new Date('2026-11-29T12:00:00Z');
const rules = stateRules('OH');
const text = (kind: Parameters<typeof sampleDocumentText>[1], edit?: (a: never) => void) =>
  sampleDocumentText('OH', kind, TODAY, edit as never);
/** The document itself, without the signing-instructions sheet that follows it. */
const signed = (all: string) =>
  all.split('SIGNING INSTRUCTIONS (not part of the document)')[0] ?? all;
const count = (haystack: string, pattern: RegExp) => (haystack.match(pattern) ?? []).length;

describe('Ohio will', () => {
  const will = text('will');

  it('R.C. 2107.03: signed at the end, attested and subscribed in the conscious presence by witnesses who saw or heard', () => {
    expect(will).toContain('signed this will at its end in our conscious presence');
    expect(will).toContain(
      'saw the testator subscribe it, or heard the testator acknowledge the signature',
    );
    expect(count(will, /Signature of witness \d/g)).toBe(rules.will.witnesses);
    expect(rules.will.witnesses).toBeGreaterThanOrEqual(2);
  });

  it('R.C. 2107.03: no self-proving affidavit page or notary, as the row says Ohio has none', () => {
    expect(rules.will.selfProvingAffidavit.available).toBe(false);
    expect(signed(will)).not.toMatch(/affidavit|\[Notary seal\]/i);
  });
});

describe('Ohio financial power of attorney', () => {
  const poa = text('financial_poa');

  it('R.C. 1337.60: the important information, said to be in Nido’s words and unverified', () => {
    expect(poa).toContain('Important information (R.C. 1337.60, in Nido’s words: unverified)');
    expect(poa).toContain('It does not let your agent make health care decisions.');
    expect(poa).toContain('Nido could not read the text of R.C. 1337.60; R.C. 1337.25.');
  });

  it('R.C. 1337.25: acknowledged before a notary, with no witness lines, as the row says', () => {
    expect(count(poa, /\[Notary seal\]/g)).toBe(1);
    expect(count(poa, /Signature of witness \d/g)).toBe(rules.poa.witnesses);
  });

  it('R.C. 1337.60: the agent’s duties, acknowledged by the agent', () => {
    expect(poa).toContain('act in good faith, only within the authority granted');
    expect(poa).toContain('Signature of agent');
  });
});

describe('Ohio health care', () => {
  const care = text('healthcare_directive');

  it('R.C. 1337.17: the notice to adult executing this document comes first, marked unverified', () => {
    const notice = care.indexOf('Notice to adult executing this document (R.C. 1337.17');
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(care.indexOf('PART 1. HEALTH-CARE POWER OF ATTORNEY'));
    expect(care).toContain(
      'only when your attending physician determines that you have lost the capacity',
    );
  });

  it('R.C. 1337.12: two witnesses who are none of the disqualified people, or a notary instead', () => {
    expect(count(care, /Signature of witness \d/g)).toBe(rules.directive.witnesses);
    expect(care).toContain('a person related to the principal by blood, marriage or adoption');
    expect(care).toContain(
      'Instead of the witnesses, Ohio accepts this document signed before a notary public',
    );
  });

  it('R.C. 2133.02: a living will declaration, two witnesses or a notary, only when life is not to be prolonged', () => {
    expect(care).toContain('LIVING WILL DECLARATION (R.C. 2133.02)');
    expect(care).toContain('terminal condition or a permanently unconscious state');
    expect(count(care, /Signature of declaration witness \d/g)).toBe(2);
    expect(care).toContain('the declaration may be acknowledged before a notary public');
    const agentDecides = text('healthcare_directive', (answers: { lifeSustaining: string }) => {
      answers.lifeSustaining = 'agent_decides';
    });
    expect(agentDecides).not.toContain('LIVING WILL DECLARATION');
  });
});

describe('Ohio HIPAA authorization', () => {
  it('45 C.F.R. § 164.508(c): the federal core elements and statements', () => {
    const hipaa = text('hipaa');
    expect(hipaa).toContain('WHAT MAY BE DISCLOSED');
    expect(hipaa).toContain('This authorization expires');
    expect(hipaa).toContain('I may revoke this authorization');
    expect(hipaa).not.toContain('Wording not checked against the statute');
  });
});
