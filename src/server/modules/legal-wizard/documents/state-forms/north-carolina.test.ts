import { stateRules } from '@shared/legal/state-rules';
import { describe, expect, it } from 'vitest';
import { count, documentPart, statuteText, unverified } from './statute-text.test-helper';

/**
 * North Carolina's statutory elements in the sample household's documents. The statute's words
 * below are copied from the statute as read (the sources the elements cite), not from the
 * implementation; the signing blocks are counted against North Carolina's row.
 */

const NC = stateRules('NC');

const text = (kind: Parameters<typeof statuteText>[1]) => statuteText('NC', kind);

describe('North Carolina will', () => {
  const will = documentPart(text('will'));
  const affidavit = will.split('SELF-PROVING AFFIDAVIT')[1] ?? '';

  it("N.C. Gen. Stat. § 31-11.6(a): the testator's acknowledgment in the statute's words", () => {
    expect(affidavit).toContain(
      'I, Maria Elena Carter, the testator, sign my name to this instrument this ____ day of',
    );
    expect(affidavit).toContain(
      'being first duly sworn, do hereby declare to the undersigned authority that I sign and execute this instrument as my last will and that I sign it willingly (or willingly direct another to sign for me), that I execute it as my free and voluntary act for the purposes therein expressed, and that I am eighteen years of age or older, of sound mind, and under no constraint or undue influence.',
    );
  });

  it("N.C. Gen. Stat. § 31-11.6(a): the witnesses' affidavit in the statute's words, naming both witnesses", () => {
    expect(affidavit).toContain(
      'We Grace Kim, Tom Becker, the witnesses, sign our names to this instrument, being first duly sworn, and do hereby declare to the undersigned authority that the testator signs and executes this instrument as his last will',
    );
    expect(affidavit).toContain(
      "each of us, in the presence and hearing of the testator, hereby signs this will as witness to the testator's signing, and to the best of our knowledge the testator is eighteen years of age or older",
    );
  });

  it("N.C. Gen. Stat. § 31-11.6(a): the officer's certificate under seal, signed by the testator and every witness the row asks for", () => {
    expect(affidavit).toContain('THE STATE OF ');
    expect(affidavit).toContain(
      'Subscribed, sworn to and acknowledged before me by Maria Elena Carter, the testator and subscribed and sworn to before me by Grace Kim and Tom Becker, witnesses, this ____ day of',
    );
    expect(count(affidavit, 'Signature of testator')).toBe(1);
    expect(count(affidavit, 'Signature of witness')).toBe(NC.will.witnesses);
    expect(count(affidavit, '[Notary seal]')).toBe(1);
    expect(affidavit).not.toContain('Uniform Probate Code');
    expect(unverified(text('will'))).toBe('');
  });
});

describe('North Carolina financial power of attorney', () => {
  const poa = documentPart(text('financial_poa'));

  it("N.C. Gen. Stat. § 32C-3-301: the notice and Important Information, in the statute's words, before the form", () => {
    expect(poa).toContain('STATUTORY SHORT FORM POWER OF ATTORNEY');
    expect(poa).toContain(
      'NOTICE: THE POWERS GRANTED BY THIS DOCUMENT ARE BROAD AND SWEEPING. THEY ARE DEFINED IN CHAPTER 32C OF THE NORTH CAROLINA GENERAL STATUTES, WHICH EXPRESSLY PERMITS THE USE OF ANY OTHER OR DIFFERENT FORM OF POWER OF ATTORNEY DESIRED BY THE PARTIES CONCERNED.',
    );
    for (const sentence of [
      'The meaning of authority over subjects listed on this form is explained in the North Carolina Uniform Power of Attorney Act.',
      'This power of attorney does not authorize the agent to make health care decisions for you.',
      'Your agent is entitled to reasonable compensation unless you state otherwise in the Additional Provisions and Exclusions.',
      'This form provides for designation of one agent, successor agent, and second successor agent.',
    ])
      expect(poa).toContain(sentence);
    expect(poa.indexOf('IMPORTANT INFORMATION')).toBeLessThan(poa.indexOf('1. MY AGENT'));
  });

  it("N.C. Gen. Stat. § 32C-3-301 (the rest of the form): the first page says its wording is Nido's own, unverified", () => {
    expect(unverified(poa)).toContain('N.C. Gen. Stat. § 32C-3-301 (the rest of the Important');
  });

  it('N.C. Gen. Stat. § 32C-1-105: acknowledged before a notary, no witnesses, as the row says; wording unverified', () => {
    expect(NC.poa.notaryRequired).toBe(true);
    expect(count(poa, 'Signature of witness')).toBe(NC.poa.witnesses);
    expect(count(poa, '[Notary seal]')).toBe(1);
    expect(unverified(poa)).toContain('N.C. Gen. Stat. § 32C-1-105');
  });
});

describe('North Carolina health care power of attorney', () => {
  const directive = documentPart(text('healthcare_directive'));

  it("N.C. Gen. Stat. § 32A-25.1: the form's notice, in its words, before the form", () => {
    for (const phrase of [
      'HEALTH CARE POWER OF ATTORNEY',
      '(Notice: This document gives the person you designate your health care agent broad powers to make health care decisions, including mental health treatment decisions, for you.',
      'This power exists only as to those health care decisions for which you are unable to give informed consent.',
      'use of this form is an optional and nonexclusive method for creating a health care power of attorney',
    ])
      expect(directive).toContain(phrase);
    expect(directive.indexOf('(Notice:')).toBeLessThan(directive.indexOf('PART 1.'));
  });

  it('N.C. Gen. Stat. § 32A-25.1 (the rest of the form): the first page says its wording is unverified', () => {
    expect(unverified(directive)).toContain('N.C. Gen. Stat. § 32A-25.1 (designation');
  });

  it('N.C. Gen. Stat. § 32A-16(3): two qualified witnesses and a notary public, as the row says', () => {
    expect(NC.directive.notaryRequired).toBe(true);
    expect(count(directive, 'Signature of witness')).toBe(NC.directive.witnesses);
    expect(NC.directive.witnesses).toBe(2);
    expect(count(directive, '[Notary seal]')).toBe(1);
  });

  it('N.C. Gen. Stat. § 90-321: the living will is said not to be a declaration of a desire for a natural death, unverified', () => {
    expect(directive).toContain(
      'it is not a separate Declaration of a Desire for a Natural Death under N.C. Gen. Stat. § 90-321',
    );
    expect(unverified(directive)).toContain('N.C. Gen. Stat. § 90-321');
  });
});
