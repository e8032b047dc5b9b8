import { describe, expect, it } from 'vitest';
import { stateRules } from '@shared/legal/state-rules';
import { sampleDocumentText } from '../sample-document-text';

/**
 * Illinois: each statutory element of each document, read back from the sample household's text.
 * The expected words are the statute's (755 ILCS 5/6-4, 45/3-3, 45/4-5.1, 35/3), written here.
 */

const TODAY = new Date('2026-11-29T12:00:00Z');
const rules = stateRules('IL');
const text = (kind: Parameters<typeof sampleDocumentText>[1], edit?: (a: never) => void) =>
  sampleDocumentText('IL', kind, TODAY, edit as never);
/** The document itself, without the signing-instructions sheet that follows it. */
const signed = (all: string) =>
  all.split('SIGNING INSTRUCTIONS (not part of the document)')[0] ?? all;
const count = (haystack: string, pattern: RegExp) => (haystack.match(pattern) ?? []).length;

describe('Illinois will', () => {
  const will = text('will');

  it('755 ILCS 5/6-4(a) and (b): the attestation clause states the three facts that prove the will', () => {
    expect(will).toContain('saw Maria Elena Carter, the testator, sign this will in our presence');
    expect(will).toContain('attested by each of us in the presence of the testator');
    expect(will).toContain(
      'we believed the testator to be of sound mind and memory at the time of signing or acknowledging',
    );
    expect(will).not.toContain('penalty of perjury');
  });

  it('755 ILCS 5/4-3: as many witness lines as the row asks, and no notary or affidavit page', () => {
    expect(count(will, /Signature of witness \d/g)).toBe(rules.will.witnesses);
    expect(signed(will)).not.toMatch(/Notary|affidavit/i);
  });
});

describe('Illinois financial power of attorney (755 ILCS 45/3-3)', () => {
  const poa = text('financial_poa');

  it('755 ILCS 45/3-3: the statutory short form replaces the general document', () => {
    expect(poa).toMatch(/^ILLINOIS STATUTORY SHORT FORM POWER OF ATTORNEY FOR PROPERTY/);
    expect(poa).not.toContain('Durable Financial Power of Attorney');
    expect(poa).toContain(
      'hereby revoke all prior powers of attorney for property executed by me and appoint: David Carter',
    );
  });

  it('755 ILCS 45/3-3: the notice to the individual signing, initialled', () => {
    for (const phrase of [
      'NOTICE TO THE INDIVIDUAL SIGNING THE ILLINOIS STATUTORY SHORT FORM POWER OF ATTORNEY FOR PROPERTY',
      'PLEASE READ THIS NOTICE CAREFULLY.',
      'you may name successor agents, but you may not name co-agents',
      'Principal’s initials',
    ])
      expect(poa).toContain(phrase);
  });

  it('755 ILCS 45/3-3: every category not chosen is marked to be struck out, the chosen ones are not', () => {
    expect(poa).toContain(
      'Failure to strike the title of any category will cause the powers described in that category to be granted to the agent.',
    );
    expect(poa).toMatch(/\(a\) Real estate transactions\.\n/);
    expect(poa).toMatch(/\(i\) Tax matters\.\n/);
    expect(poa).toMatch(/\(c\) Stock and bond transactions\. \[STRIKE OUT/);
    expect(poa).toMatch(/\(o\) All other property transactions\. \[STRIKE OUT/);
    const withInvestments = text('financial_poa', (answers: { powers: string[] }) => {
      answers.powers.push('investments');
    });
    expect(withInvestments).toMatch(/\(c\) Stock and bond transactions\.\n/);
  });

  it('755 ILCS 45/3-3: the answers fill paragraphs 2, 5, 6 and 8', () => {
    for (const phrase of [
      'shall be modified or limited in the following particulars: My agent may not sell the house',
      '[STRIKE OUT: draw a line through paragraph 5',
      '6. (      ) This power of attorney shall become effective on the date a licensed physician',
      'in the order named) as successor(s) to such agent: Ana Lopez',
    ])
      expect(poa).toContain(phrase);
  });

  it('755 ILCS 45/3-3: one witness, with the exclusions, and the notary, matching the row', () => {
    expect(poa).toContain(
      'will not be effective unless it is signed by at least one witness and your signature is notarized',
    );
    expect(poa).toContain('The notary may not also sign as a witness.');
    expect(poa).toContain('The undersigned witness also certifies that the witness is not');
    expect(count(poa, /Signature of witness \d/g)).toBe(rules.poa.witnesses);
    expect(rules.poa.notaryRequired).toBe(true);
    expect(count(poa, /\[Notary seal\]/g)).toBe(1);
    expect(poa).toContain('appeared before me and the witness');
  });

  it('755 ILCS 45/3-3: the Notice to Agent', () => {
    for (const phrase of [
      'NOTICE TO AGENT',
      'a special legal relationship, known as agency, is created between you and the principal',
      'commingle the principal’s funds with your funds',
      '"(Principal’s Name) by (Your Name) as Agent"',
    ])
      expect(poa).toContain(phrase);
  });
});

describe('Illinois health care', () => {
  const care = text('healthcare_directive');

  it('755 ILCS 45/4-5.1: one witness, at least 18, who is none of the excluded persons', () => {
    expect(care).toContain(
      'Declaration of each witness (755 ILCS 45/4-5.1 requires one, at least 18 years old)',
    );
    expect(care).toContain(
      'an owner, operator, or relative of an owner or operator, of a health-care facility where the principal is a patient or resident',
    );
    expect(care).toContain('agent or successor agent for health care');
    expect(count(care, /Signature of witness \d/g)).toBe(rules.directive.witnesses);
    expect(care).not.toContain('[Notary seal]');
  });

  it('755 ILCS 45/4-10: the unread statutory form is said to be unverified on the first page', () => {
    expect(care).toContain('Nido could not read the text of 755 ILCS 45/4-10.');
  });

  it('755 ILCS 35/3: the living will declaration with two witnesses, only when life is not to be prolonged', () => {
    expect(care).toContain(
      'make known my desires that my moment of death shall not be artificially postponed',
    );
    expect(care).toContain(
      'I direct that such procedures which would only prolong the dying process be withheld or withdrawn',
    );
    expect(care).toContain('directly financially responsible for declarant’s medical care');
    expect(count(care, /Signature of declaration witness \d/g)).toBe(2);
    const prolong = text('healthcare_directive', (answers: { lifeSustaining: string }) => {
      answers.lifeSustaining = 'prolong';
    });
    expect(prolong).not.toContain('moment of death shall not be artificially postponed');
  });
});

describe('Illinois HIPAA authorization', () => {
  const hipaa = text('hipaa');

  it('45 C.F.R. § 164.508(c): the federal core elements and statements', () => {
    for (const phrase of [
      'WHAT MAY BE DISCLOSED',
      'WHO MAY RECEIVE IT',
      'This authorization expires',
      'I may revoke this authorization',
      'Signature of the person whose information this is',
    ])
      expect(hipaa).toContain(phrase);
    expect(hipaa).not.toContain('Wording not checked against the statute');
  });
});
