import { describe, expect, it } from 'vitest';
import { stateRules } from '@shared/legal/state-rules';
import { sampleDocumentText } from '../sample-document-text';

/**
 * Michigan's statutory elements in the sample household's documents. The distinctive words are
 * written here from the statutes as read (MCL 700.2504, 556.205, 556.213, 700.5506) or, where
 * the statute's own text was not read (MCL 700.5507, 700.5509(1)(e)), from what it requires.
 */

const rules = stateRules('MI');
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const witnessLines = (text: string) => count(text, /Signature of witness \d/g);
const notaryLines = (text: string) => count(text, /Signature of notary public/g);
const flat = (text: string) => text.replace(/\s+/g, ' ');
const firstPage = (text: string, before: string) => text.slice(0, text.indexOf(before));

describe('Michigan will', () => {
  const text = flat(sampleDocumentText('MI', 'will'));

  it('MCL 700.2504(1): the testator’s sworn statement in the statute’s form', () => {
    expect(text).toContain('I, Maria Elena Carter, the testator, sign my name to this document on');
    expect(text).toContain(
      'I have taken an oath, administered by the officer whose signature and seal appear on this document, swearing that the statements in this document are true.',
    );
    expect(text).toContain(
      'that I am 18 years of age or older and under no constraint or undue influence; and that I have sufficient mental capacity to make this will.',
    );
    expect(text).not.toContain('Uniform Probate Code');
  });

  it('MCL 700.2504(1): both witnesses swear before the officer, who certifies under seal', () => {
    expect(text).toContain(
      'We, Grace Kim and Tom Becker, the witnesses, sign our names to this document and have taken an oath',
    );
    expect(text).toContain('Official capacity of officer');
    expect(notaryLines(text)).toBe(1);
  });

  it('MCL 700.2502(1) and 700.2504(1): two witnesses sign the will and the sworn statements', () => {
    expect(rules.will.witnesses).toBe(2);
    expect(witnessLines(text)).toBe(rules.will.witnesses * 2);
  });

  it('MCL 700.2504(1): the unread witnesses’ statement and certificate are said on the first page', () => {
    const notice = firstPage(text, 'I, Maria Elena Carter');
    expect(notice).toContain('Wording not checked against the statute');
    expect(notice).toContain('MCL 700.2504(1), witnesses’ statements and officer’s certificate');
  });
});

describe('Michigan durable power of attorney', () => {
  const text = flat(sampleDocumentText('MI', 'financial_poa'));

  it('MCL 556.205(2) and (4): acknowledged before a notary, which makes it durable and presumed genuine', () => {
    expect(text).toContain(
      'acknowledged by the principal before a notary public or other individual authorized to take acknowledgments',
    );
    expect(text).toContain('presumed to be genuine');
    expect(notaryLines(text)).toBe(1);
    expect(witnessLines(text)).toBe(rules.poa.witnesses);
  });

  it('MCL 556.213(2): the agent’s acknowledgment of duties, signed by the agent and the successor', () => {
    for (const phrase of [
      'Before exercising authority under a durable power of attorney, an agent shall execute an acknowledgment of the agent’s duties',
      'Signature of agent',
      'Signature of successor agent',
      'act in good faith',
    ])
      expect(text).toContain(phrase);
  });

  it('MCL 556.302: the unread template is said on the first page', () => {
    const notice = firstPage(text, 'This document lets');
    expect(notice).toContain('MCL 556.302');
  });
});

describe('Michigan patient advocate designation', () => {
  const text = flat(sampleDocumentText('MI', 'healthcare_directive'));

  it('MCL 700.5509(1)(e): the patient’s clear and convincing authority, acknowledging it could allow death, signed separately', () => {
    const start = text.indexOf('AUTHORITY TO WITHHOLD OR WITHDRAW TREATMENT');
    expect(start).toBeGreaterThan(0);
    const part = text.slice(start, text.indexOf('WITNESSES', start));
    expect(part).toMatch(/clearly and convincingly/);
    expect(part).toContain('withhold or withdraw treatment');
    expect(part).toContain('could or would allow my death');
    expect(part).toContain('Signature of patient');
  });

  it('MCL 700.5509(1)(e): a patient who wants life prolonged does not give that authority', () => {
    const prolong = flat(
      sampleDocumentText('MI', 'healthcare_directive', new Date(), (answers) => {
        answers.lifeSustaining = 'prolong';
      }),
    );
    expect(prolong).toContain(
      'do not authorize my patient advocate to make a decision to withhold or withdraw treatment',
    );
    const start = prolong.indexOf('AUTHORITY TO WITHHOLD OR WITHDRAW TREATMENT');
    const part = prolong.slice(start, prolong.indexOf('WITNESSES', start));
    expect(part).not.toContain('clearly and convincingly');
    expect(part).not.toContain('[____]');
  });

  it('MCL 700.5506(4): two witnesses, none of those the statute bars, declaring sound mind and no duress', () => {
    expect(rules.directive.witnesses).toBe(2);
    expect(witnessLines(text)).toBe(rules.directive.witnesses);
    expect(notaryLines(text)).toBe(0);
    expect(text).toContain('under no duress, fraud, or undue influence');
    for (const barred of [
      'spouse, parent, child, grandchild or sibling',
      'presumptive heir',
      'physician',
      'patient advocate',
      'home for the aged',
      'community mental health services program',
    ])
      expect(text).toContain(barred);
  });

  it('MCL 700.5507(3)–(4): the patient advocate’s acceptance, signed by the advocate and the successor', () => {
    const start = text.indexOf('ACCEPTANCE BY PATIENT ADVOCATE');
    expect(start).toBeGreaterThan(text.indexOf('Signature of witness 2'));
    const part = text.slice(start);
    for (const phrase of [
      'is not effective unless the patient is unable to participate',
      'pregnant',
      'shall not receive compensation',
      'best interests',
      'Signature of patient advocate',
      'Signature of successor patient advocate',
    ])
      expect(part).toContain(phrase);
  });

  it('MCL 700.5507 and 700.5509(1)(e): unread wording is said on the first page', () => {
    const notice = firstPage(text, 'Part 1 of this document');
    expect(notice).toContain('MCL 700.5509(1)(e)');
    expect(notice).toContain('MCL 700.5507');
  });
});

describe('Michigan HIPAA authorization', () => {
  const text = flat(sampleDocumentText('MI', 'hipaa'));

  it('45 CFR § 164.508(c)(1): who discloses, to whom, what, why, until when, signed', () => {
    for (const phrase of [
      'Ana Lopez',
      'All of my health information',
      'At my request',
      'expires at my death',
    ])
      expect(text).toContain(phrase);
  });

  it('45 CFR § 164.508(c)(2): the right to revoke, no conditioning, redisclosure', () => {
    expect(text).toContain('I may revoke this authorization at any time by writing');
    expect(text).toContain('do not depend on whether I sign this authorization');
    expect(text).toContain('may be disclosed again');
  });
});
