import { describe, expect, it } from 'vitest';
import { stateRules } from '@shared/legal/state-rules';
import { sampleDocumentText } from '../sample-document-text';

/**
 * Florida's statutory elements in the sample household's documents. The distinctive words are
 * written here from the statutes as read (Fla. Stat. §§ 732.503, 709.2105, 709.2202, 765.202,
 * 765.203, 765.302, 765.303; 45 CFR 164.508(c)), not taken from the implementation.
 */

const rules = stateRules('FL');
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const witnessLines = (text: string) => count(text, /Signature of witness \d/g);
const notaryLines = (text: string) => count(text, /Signature of notary public/g);
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('Florida will', () => {
  const text = flat(sampleDocumentText('FL', 'will'));

  it('Fla. Stat. § 732.503(1): the testator’s acknowledgment in the statute’s form', () => {
    expect(text).toContain(
      'I, Maria Elena Carter, declare to the officer taking my acknowledgment of this instrument, and to the subscribing witnesses, that I signed this instrument as my will.',
    );
  });

  it('Fla. Stat. § 732.503(1): the witnesses’ oath in the statute’s form, naming both', () => {
    expect(text).toContain(
      'We, Grace Kim and Tom Becker, have been sworn by the officer signing below, and declare to that officer on our oaths that the testator declared the instrument to be the testator’s will and signed it in our presence and that we each signed the instrument as a witness in the presence of the testator and of each other.',
    );
  });

  it('Fla. Stat. § 732.503(1): the officer’s certificate says how the testator appeared and was identified, and each witness’s identification', () => {
    expect(text).toContain(
      'Acknowledged and subscribed before me by means of ☐ physical presence or ☐ online notarization by the testator, Maria Elena Carter, who ☐ is personally known to me or ☐ has produced',
    );
    expect(text).toContain('sworn to and subscribed before me by each of the following witnesses');
    for (const witness of ['Grace Kim', 'Tom Becker'])
      expect(text).toContain(`${witness} who ☐ is personally known to me or ☐ has produced`);
    expect(text).not.toContain('Uniform Probate Code');
  });

  it('Fla. Stat. § 732.502(1): two attesting witnesses sign the will and the affidavit, one officer certifies', () => {
    expect(rules.will.witnesses).toBe(2);
    expect(witnessLines(text)).toBe(rules.will.witnesses * 2);
    expect(text).toContain('in the presence of each other');
    expect(notaryLines(text)).toBe(1);
  });
});

describe('Florida durable power of attorney', () => {
  const text = flat(
    sampleDocumentText('FL', 'financial_poa', new Date(), (answers) => {
      answers.effective = 'immediately';
      answers.powers = [...answers.powers, 'gifts'];
    }),
  );

  it('Fla. Stat. § 709.2105(2): signed by two subscribing witnesses and acknowledged before a notary', () => {
    expect(rules.poa.witnesses).toBe(2);
    expect(rules.poa.notaryRequired).toBe(true);
    expect(witnessLines(text)).toBe(rules.poa.witnesses);
    expect(notaryLines(text)).toBe(1);
    expect(text).toContain(
      'must be signed by the principal and by two subscribing witnesses and be acknowledged by the principal before a notary public',
    );
  });

  it('Fla. Stat. § 709.2202(1): the authority that works only where the principal signed or initialed next to it', () => {
    expect(text).toContain(
      'only if the principal signed or initialed next to each specific enumeration of the authority',
    );
    for (const authority of [
      'Create an inter vivos trust',
      'Make a gift, subject to subsection (4)',
      'Create or change rights of survivorship',
      'Create or change a beneficiary designation',
      'Disclaim property and powers of appointment',
    ])
      expect(text).toContain(authority);
    // The gift granted here is initialled on its own.
    expect(text).toMatch(/\[____\] Make gifts:/);
  });

  it('Fla. Stat. § 709.2202(1): without a gift or trust granted, none of that authority is granted', () => {
    const plain = flat(
      sampleDocumentText('FL', 'financial_poa', new Date(), (answers) => {
        answers.effective = 'immediately';
      }),
    );
    expect(plain).toContain('I do not grant my agent any authority on this list.');
  });

  it('Fla. Stat. § 709.2104: the durability words', () => {
    expect(text).toContain(
      'This durable power of attorney is not terminated by subsequent incapacity of the principal except as provided in chapter 709, Florida Statutes.',
    );
  });

  it('Fla. Stat. § 709.2108: effective when signed, not on incapacity', () => {
    expect(text).toContain('takes effect immediately when I sign it');
    expect(text).not.toContain('takes effect only if I become incapacitated');
  });
});

describe('Florida health care', () => {
  const text = flat(sampleDocumentText('FL', 'healthcare_directive'));

  it('Fla. Stat. § 765.203: the Designation of Health Care Surrogate instead of the general form', () => {
    for (const phrase of [
      'DESIGNATION OF HEALTH CARE SURROGATE',
      'I, Maria Elena Carter, of 12 Maple Street, Anytown, Sample County, Florida, designate as my health care surrogate under s. 765.202, Florida Statutes: David Carter',
      'If my health care surrogate is not willing, able, or reasonably available to perform his or her duties, I designate as my alternate health care surrogate: Ana Lopez',
      '(Initials required in blank spaces below.)',
    ])
      expect(text).toContain(phrase);
    expect(text).toMatch(/\[____\] Receive any of my health information/);
    expect(text).toMatch(/\[____\] Make all health care decisions for me/);
    expect(text).toContain(
      'While I have decision making capacity, my wishes are controlling and my physician and health care providers must clearly communicate to me the treatment plan',
    );
    expect(text).not.toContain('Health-care power of attorney');
  });

  it('Fla. Stat. § 765.303: the living will declaration, its conditions initialled', () => {
    expect(text).toContain(
      'willfully and voluntarily make known my desire that my dying not be artificially prolonged under the circumstances set forth below',
    );
    for (const condition of [
      'I have a terminal condition',
      'I have an end-stage condition',
      'I am in a persistent vegetative state',
    ])
      expect(text).toContain(condition);
    expect(text).toContain(
      'I understand the full import of this declaration, and I am emotionally and mentally competent to make this declaration.',
    );
  });

  it('Fla. Stat. § 765.303: a principal who wants life prolonged makes no declaration', () => {
    const prolong = flat(
      sampleDocumentText('FL', 'healthcare_directive', new Date(), (answers) => {
        answers.lifeSustaining = 'prolong';
      }),
    );
    expect(prolong).not.toContain('my dying not be artificially prolonged');
    expect(prolong).toContain('I do not make a living will declaration');
  });

  it('Fla. Stat. § 765.202(2): two witnesses to each part, the surrogate none of them, one not spouse or blood relative; no notary', () => {
    expect(rules.directive.witnesses).toBe(2);
    expect(witnessLines(text)).toBe(rules.directive.witnesses * 2);
    expect(text).toContain(
      'At least one person who acts as a witness shall be neither the principal’s spouse nor blood relative',
    );
    expect(text).toContain('The person designated as surrogate shall not act as witness');
    expect(notaryLines(text)).toBe(0);
  });

  it('Fla. Stat. § 765.302(1): the living will’s witnesses, in the statute’s words', () => {
    expect(text).toContain(
      'A living will must be signed by the principal in the presence of two subscribing witnesses, one of whom is neither a spouse nor a blood relative of the principal.',
    );
    expect(text).toContain(
      'one of the witnesses must subscribe the principal’s signature in the principal’s presence and at the principal’s direction',
    );
  });

  it('Fla. Stat. § 765.203 (closing statements): unread wording is said on the first page; § 765.302 is not', () => {
    const notice = text.slice(0, text.indexOf('I, Maria Elena Carter, of'));
    expect(notice).toContain('Wording not checked against the statute');
    expect(notice).toContain('Fla. Stat. § 765.203, closing statements');
    expect(notice).not.toContain('765.302');
  });
});

describe('Florida HIPAA authorization', () => {
  const text = flat(sampleDocumentText('FL', 'hipaa'));

  it('45 CFR § 164.508(c)(1): who discloses, to whom, what, why, until when, signed', () => {
    for (const phrase of [
      'David Carter',
      'All of my health information',
      'At my request',
      'expires at my death',
      'Signature of the person whose information this is',
    ])
      expect(text).toContain(phrase);
  });

  it('45 CFR § 164.508(c)(2): the right to revoke, no conditioning, redisclosure', () => {
    expect(text).toContain('I may revoke this authorization at any time by writing');
    expect(text).toContain('do not depend on whether I sign this authorization');
    expect(text).toContain('may be disclosed again');
  });
});
