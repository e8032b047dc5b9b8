import { describe, expect, it } from 'vitest';
import { stateRules } from '@shared/legal/state-rules';
import { sampleDocumentText } from '../sample-document-text';

/**
 * Texas's statutory elements in the sample household's documents. The expected words are the
 * statutes' own, written here from the statute text (not imported from the implementation).
 */

const TODAY = new Date('2026-11-26T12:00:00Z');
const rules = stateRules('TX');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('Texas will', () => {
  const text = sampleDocumentText('TX', 'will', TODAY);
  const affidavit = text.slice(text.indexOf('SELF-PROVING AFFIDAVIT'));

  it('Tex. Est. Code § 251.104(e): the affidavit in the statute’s form, naming the testator and both witnesses', () => {
    for (const phrase of [
      'COUNTY OF',
      'Before me, the undersigned authority, on this day personally appeared Maria Elena Carter, Grace Kim and Tom Becker, known to me to be the testator and the witnesses, respectively, whose names are subscribed to the annexed or foregoing instrument in their respective capacities',
      'all of said persons being by me duly sworn, the said Maria Elena Carter, testator',
      'free act and deed',
      'in the presence and hearing of the said testator',
      'wanted each of them to sign it as a witness',
    ])
      expect(affidavit).toContain(phrase);
    expect(affidavit).not.toContain('Uniform Probate Code');
  });

  it('Tex. Est. Code § 251.104(b): sworn before an officer, signed by the testator and each witness, with a seal', () => {
    expect(count(affidavit, /^Witness \d: /gm)).toBe(rules.will.witnesses);
    expect(affidavit).toMatch(/^Testator: /m);
    expect(affidavit).toContain(
      'Subscribed and sworn to before me by Maria Elena Carter, testator',
    );
    expect(affidavit).toContain('[Notary seal]');
  });

  it('Tex. Est. Code § 251.104(e) closing recitals: the unread part is said to be unverified on the first page', () => {
    const firstPage = text.slice(0, text.indexOf('ARTICLE 1'));
    expect(firstPage).toContain('Wording not checked against the statute');
    expect(firstPage).toContain('§ 251.104(e), closing recitals and jurat');
  });

  it('Tex. Est. Code § 251.051: the will has the row’s two witness lines', () => {
    const will = text.slice(0, text.indexOf('SELF-PROVING AFFIDAVIT'));
    expect(count(will, /^Signature of witness \d/gm)).toBe(rules.will.witnesses);
  });
});

describe('Texas medical power of attorney', () => {
  const text = sampleDocumentText('TX', 'healthcare_directive', TODAY);

  it('Tex. Health & Safety Code § 166.163: the disclosure statement comes before the form', () => {
    const disclosure = text.indexOf('INFORMATION CONCERNING THE MEDICAL POWER OF ATTORNEY');
    const form = text.indexOf('MEDICAL POWER OF ATTORNEY DESIGNATION OF HEALTH CARE AGENT');
    expect(disclosure).toBeGreaterThan(-1);
    expect(form).toBeGreaterThan(disclosure);
    expect(text).toContain(
      'THIS IS AN IMPORTANT LEGAL DOCUMENT. BEFORE SIGNING THIS DOCUMENT, YOU SHOULD KNOW THESE IMPORTANT FACTS:',
    );
    expect(text).toContain(
      'Your agent may not consent to voluntary inpatient mental health services, convulsive treatment, psychosurgery, or abortion.',
    );
    expect(text).toContain(
      'Your agent’s authority begins when your doctor certifies that you lack the competence to make health care decisions.',
    );
  });

  it('Tex. Health & Safety Code § 166.164: the statutory form, filled in, is the whole document', () => {
    expect(text).toContain('This document is Texas’s statutory form, “Medical Power of Attorney”');
    expect(text).not.toContain('This document has the same parts but is not that form');
    for (const phrase of [
      'I, Maria Elena Carter, appoint:',
      'Name: David Carter',
      'as my agent to make any and all health care decisions for me, except to the extent I state otherwise in this document.',
      'LIMITATIONS ON THE DECISION-MAKING AUTHORITY OF MY AGENT ARE AS FOLLOWS:',
      'I would like to spend my last days at home if that is possible.',
      'If the agent designated is your spouse, the designation is automatically revoked by law if your marriage is dissolved, annulled, or declared void unless this document provides otherwise.',
      'Name: Ana Lopez',
      '(IF APPLICABLE) This power of attorney ends on the following date:',
    ])
      expect(text).toContain(phrase);
  });

  it('Tex. Health & Safety Code § 166.164: the parts not read are said to be unverified', () => {
    expect(text).toContain('§ 166.164, remaining parts');
    expect(text).toContain('§ 166.163, remaining paragraphs');
  });

  it('Tex. Health & Safety Code § 166.154: a notary, or two witnesses the first of whom is none of the seven listed', () => {
    expect(text).toContain('SIGNATURE ACKNOWLEDGED BEFORE NOTARY');
    expect(text).toContain('State of Texas, County of');
    expect(text).toContain('OR SIGNATURE IN PRESENCE OF TWO COMPETENT ADULT WITNESSES');
    expect(count(text, /^Signature of witness \d/gm)).toBe(rules.directive.witnesses);
    expect(text).toContain('a person related to you by blood or marriage;');
    expect(text).toContain(
      'a person who, at the time this medical power of attorney is executed, has a claim against any part of your estate after your death.',
    );
  });

  it('Tex. Health & Safety Code § 166.164: no alternate agent answered leaves the alternate’s lines blank', () => {
    const without = sampleDocumentText('TX', 'healthcare_directive', TODAY, (answers) => {
      answers.alternateAgent = null;
    });
    expect(without).not.toContain('Ana Lopez');
    expect(without).toContain('First alternate agent');
  });
});

describe('Texas HIPAA authorization', () => {
  const text = sampleDocumentText('TX', 'hipaa', TODAY);

  it('45 C.F.R. § 164.508(c): the federal core elements and statements the document relies on', () => {
    expect(text).toContain('I may revoke this authorization at any time by writing');
    expect(text).toMatch(/do not depend on whether I sign this authorization/);
    expect(text).toContain('may be disclosed again by the person who receives it');
    expect(text).toMatch(/expires/);
    expect(text).not.toContain('Wording not checked against the statute');
  });
});
