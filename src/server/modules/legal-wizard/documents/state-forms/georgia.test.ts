import { stateRules } from '@shared/legal/state-rules';
import { describe, expect, it } from 'vitest';
import { count, documentPart, statuteText, unverified } from './statute-text.test-helper';

/**
 * Georgia's statutory elements in the sample household's documents. The statute's words below
 * are copied from the statute as read (the sources the elements cite), not from the
 * implementation; the signing blocks are counted against Georgia's row.
 */

const GA = stateRules('GA');

const text = (kind: Parameters<typeof statuteText>[1]) => statuteText('GA', kind);

describe('Georgia will', () => {
  const will = documentPart(text('will'));
  const affidavit = will.split('SELF-PROVING AFFIDAVIT')[1] ?? '';

  it("O.C.G.A. § 53-4-24(b): the notary's certificate in the statute's words, naming the testator and both witnesses", () => {
    for (const phrase of [
      'STATE OF GEORGIA',
      'Before me, the undersigned authority, on this day personally appeared Maria Elena Carter, Grace Kim, and Tom Becker, known to me to be the testator and the witnesses, respectively, whose names are subscribed to the annexed or foregoing instrument in their respective capacities',
      'that the testator had willingly made and executed it as a free act and deed for the purposes expressed therein',
      'the testator executed the instrument as such and wished each of them to sign it as a witness',
      "the witness had signed the same as witness in the presence of the testator and at the testator's request; that the testator was 14 years of age or over and of sound mind; and that each of the witnesses was then at least 14 years of age.",
      'Sworn to and subscribed before me by Maria Elena Carter, testator, and sworn to and subscribed before me by Grace Kim and Tom Becker, witnesses, this ____ day of',
    ])
      expect(affidavit).toContain(phrase);
    expect(affidavit).not.toContain('Uniform Probate Code');
  });

  it('O.C.G.A. § 53-4-24(a): made before a notary public, signed by the testator and every witness the row asks for', () => {
    expect(count(affidavit, 'Signature of testator')).toBe(1);
    expect(count(affidavit, 'Signature of witness')).toBe(GA.will.witnesses);
    expect(count(affidavit, '[Notary seal]')).toBe(1);
    expect(affidavit).toContain('while the testator and the witnesses are living');
  });

  it('O.C.G.A. § 53-4-20(b): the will itself carries the witness lines the row asks for', () => {
    const signing = will.split('SELF-PROVING AFFIDAVIT')[0] ?? '';
    expect(count(signing, 'Signature of witness')).toBe(GA.will.witnesses);
    expect(unverified(text('will'))).toBe('');
  });
});

describe('Georgia financial power of attorney', () => {
  const poa = documentPart(text('financial_poa'));

  it("O.C.G.A. § 10-6B-70: the form's heading and Important Information, in the statute's words, before the form", () => {
    expect(poa).toContain('State of Georgia\n\nCounty of ');
    expect(poa).toContain('STATUTORY FORM POWER OF ATTORNEY');
    expect(poa).toContain('IMPORTANT INFORMATION');
    for (const sentence of [
      'This power of attorney authorizes another person (your agent) to make decisions concerning your property for you (the principal).',
      'The meaning of authority over subjects listed on this form is explained in O.C.G.A. Chapter 6B of Title 10.',
      'This power of attorney does not authorize the agent to make health care decisions for you.',
      'Your agent is not entitled to any compensation unless you state otherwise in the Special Instructions.',
      'Coagents will not be required to act together unless you include that requirement in the Special Instructions.',
      'This power of attorney shall be durable unless you state otherwise in the Special Instructions.',
      'This power of attorney becomes effective immediately unless you state otherwise in the Special Instructions.',
      'you should seek legal advice before signing this form.',
    ])
      expect(poa).toContain(sentence);
    // The 2017 text's certified-mail revocation was removed in 2018.
    expect(poa).not.toContain('certified mail');
    expect(poa.indexOf('IMPORTANT INFORMATION')).toBeLessThan(poa.indexOf('1. MY AGENT'));
  });

  it("O.C.G.A. § 10-6B-70 (rest of the form): the first page says its wording is Nido's own, unverified", () => {
    expect(unverified(poa)).toContain('O.C.G.A. § 10-6B-70 (designation of agents');
    expect(unverified(poa)).not.toContain('(Important Information)');
  });

  it('O.C.G.A. § 10-6B-5: one witness who is not the agent and a notary, as the row says; wording unverified', () => {
    expect(GA.poa.witnesses).toBe(1);
    expect(GA.poa.notaryRequired).toBe(true);
    expect(count(poa, 'Signature of witness')).toBe(GA.poa.witnesses);
    expect(poa).toContain('I am not the agent or the successor agent');
    expect(count(poa, '[Notary seal]')).toBe(1);
    expect(unverified(poa)).toContain('O.C.G.A. § 10-6B-5');
  });
});

describe('Georgia advance directive for health care', () => {
  const directive = documentPart(text('healthcare_directive'));

  it("O.C.G.A. § 31-32-4: the form's title, the declarant's name and date of birth, and its four parts", () => {
    for (const phrase of [
      'GEORGIA ADVANCE DIRECTIVE FOR HEALTH CARE',
      'By (Print Name): Maria Elena Carter',
      'Date of Birth (Month/Day/Year): 04/12/1978',
      'This advance directive for health care has four parts:',
      'PART ONE HEALTH CARE AGENT. This part allows you to choose someone to make health care decisions for you',
      'PART TWO will become effective only if you are unable to communicate your treatment preferences.',
      'PART THREE GUARDIANSHIP. This part allows you to nominate a person to be your guardian should one ever be needed.',
      'You must fill out PART FOUR of this form in order for this form to be effective.',
    ])
      expect(directive).toContain(phrase);
  });

  it("O.C.G.A. § 31-32-4 (Parts One to Four): the first page says the parts' wording is unverified", () => {
    expect(unverified(directive)).toContain('O.C.G.A. § 31-32-4 (Parts One to Four)');
  });

  it('O.C.G.A. § 31-32-5(c)(1): two witnesses of sound mind and at least 18, not together, and no notary', () => {
    expect(count(directive, 'Signature of witness')).toBe(GA.directive.witnesses);
    expect(GA.directive.witnesses).toBe(2);
    expect(directive).toContain('I am of sound mind and at least 18 years of age');
    expect(directive).toContain(
      'The witnesses need not sign together, nor be present when the principal signs.',
    );
    expect(count(directive, '[Notary seal]')).toBe(0);
  });

  it('O.C.G.A. § 31-32-5(c)(2) and (3): who may not witness, and one facility staff member at most', () => {
    for (const phrase of [
      'I am not any of the following:',
      "- the principal's health care agent",
      "knowingly inherit anything from the principal or otherwise knowingly gain a financial benefit from the principal's death",
      "directly involved in the principal's health care",
      'Not more than one of them may be an employee, agent or medical staff member of the health care facility in which the principal is receiving health care.',
    ])
      expect(directive).toContain(phrase);
    expect(count(directive, 'Employee, agent or medical staff member')).toBe(
      GA.directive.witnesses,
    );
  });
});
