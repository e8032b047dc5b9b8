import { stateRules } from '@shared/legal/state-rules';
import { describe, expect, it } from 'vitest';
import { sampleDocumentText } from '../sample-document-text';

/**
 * New York's statutory elements in the sample household's documents. The expected words are
 * written here from the statute as read (§ 5-1513(a) on Lexace; SCPA § 1406 on the NY Senate site;
 * Pub. Health Law § 2981(2)(a)), not imported from the implementation.
 */

const TODAY = new Date('2026-11-29T12:00:00Z');
const rules = stateRules('NY');

function count(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
}

function body(text: string): string {
  return text.slice(0, text.indexOf('SIGNING INSTRUCTIONS'));
}

describe('New York statutory short form power of attorney', () => {
  const text = body(sampleDocumentText('NY', 'financial_poa', TODAY));

  it('N.Y. Gen. Oblig. Law § 5-1513: the statutory short form is the whole document', () => {
    expect(text.startsWith('POWER OF ATTORNEY\nNew York Statutory Short Form')).toBe(true);
    expect(text).toContain('New York’s statutory form');
    expect(text).not.toContain('1. MY AGENT');
  });

  it('N.Y. Gen. Oblig. Law § 5-1513(a): the Caution to the Principal in the statute’s words, first', () => {
    const caution = text.indexOf('CAUTION TO THE PRINCIPAL');
    expect(caution).toBeGreaterThan(-1);
    expect(caution).toBeLessThan(text.indexOf('DESIGNATION OF AGENT'));
    for (const words of [
      'Your Power of Attorney is an important document. As the “principal,” you give the person whom you choose (your “agent”) authority to spend your money and sell or dispose of your property during your lifetime without telling you.',
      'Your agent can act on your behalf only after signing the Power of Attorney before a notary public.',
      'Your agent cannot make health care decisions for you. You may execute a “Health Care Proxy” to do this.',
      'you should ask a lawyer of your own choosing to explain it to you.',
    ])
      expect(text).toContain(words);
  });

  it('N.Y. Gen. Oblig. Law § 5-1513(b)–(c): the agent and successor agent from the answers', () => {
    expect(text).toMatch(/hereby appoint David Carter .* as my agent/);
    expect(text).toContain('I appoint Ana Lopez (Sister) as my successor agent');
  });

  it('N.Y. Gen. Oblig. Law § 5-1513(f): the subjects (A) to (N) to initial, and (P) with the answers’ letters', () => {
    for (const letter of 'ABCDEFGHIJKLMN') expect(text).toContain(`[____] (${letter}) `);
    expect(text).toContain('(A) real estate transactions: Chosen in your answers');
    expect(text).toContain('(D) banking transactions: Chosen in your answers');
    expect(text).toContain('(C) bond, share and commodity transactions: Not chosen');
    expect(text).toMatch(
      /\(P\) EACH of the matters identified by the following letters: A, D, J, M/,
    );
  });

  it('N.Y. Gen. Oblig. Law § 5-1513(g), (i), (j): modifications, monitors and compensation from the answers', () => {
    for (const phrase of [
      'My agent may not sell the house at 12 Maple Street while I am living in it.',
      'takes effect only when a licensed physician',
      'DESIGNATION OF MONITOR(S)',
      'My agent shall not be paid for acting as my agent.',
    ])
      expect(text).toContain(phrase);
  });

  it('N.Y. Gen. Oblig. Law § 5-1501B: principal before a notary and two witnesses; each agent before a notary', () => {
    expect(rules.poa.notaryRequired).toBe(true);
    expect(rules.poa.witnesses).toBe(2);
    expect(count(text, /Signature of witness \d/)).toBe(2);
    expect(text).toContain('This power of attorney was acknowledged before me on');
    // The principal's, the agent's and the successor agent's acknowledgments.
    expect(count(text, /Signature of notary public/)).toBe(3);
    expect(count(text, /Signature of agent/)).toBe(2);
    expect(text).toMatch(/acknowledged before me on _+ \(date\) by David Carter\./);
    expect(text).toMatch(/acknowledged before me on _+ \(date\) by Ana Lopez\./);
  });

  it('N.Y. Gen. Oblig. Law § 5-1501B(1)(d): “Important Information for the Agent” unread, said so on the first page and in place', () => {
    const firstPage = text.slice(0, text.indexOf('CAUTION TO THE PRINCIPAL'));
    expect(firstPage).toContain('Important Information for the Agent');
    expect(firstPage).toContain('Nido’s own words (unverified)');
    expect(text).toContain('IMPORTANT INFORMATION FOR THE AGENT');
    expect(text).toContain('Replace it with the statutory text before anyone signs.');
  });
});

describe('New York will', () => {
  const text = body(sampleDocumentText('NY', 'will', TODAY));

  it('N.Y. SCPA § 1406: the attesting witnesses’ affidavit before an officer authorized to administer oaths', () => {
    const affidavit = text.slice(text.indexOf('AFFIDAVIT OF ATTESTING WITNESSES'));
    expect(affidavit).toContain('We, Grace Kim and Tom Becker, each being duly sworn');
    expect(affidavit).toContain('competent to make a will, and not under any restraint');
    expect(affidavit).toContain('genuine signature of the testator');
    expect(count(affidavit, /Signature of witness \d/)).toBe(2);
    expect(affidavit).toContain('Sworn to before me by Grace Kim and Tom Becker');
    expect(text).not.toContain('Uniform Probate Code');
  });

  it('N.Y. EPTL § 3-2.1: two attesting witnesses, as the row says', () => {
    expect(rules.will.witnesses).toBe(2);
    const signing = text.slice(0, text.indexOf('AFFIDAVIT OF ATTESTING WITNESSES'));
    expect(count(signing, /Signature of witness \d/)).toBe(2);
  });
});

describe('New York health care proxy', () => {
  const text = body(sampleDocumentText('NY', 'healthcare_directive', TODAY));

  it('N.Y. Pub. Health Law § 2981(2)(a): two adult witnesses state it was signed willingly and free from duress; the agent may not witness', () => {
    expect(rules.directive.witnesses).toBe(2);
    expect(count(text, /Signature of witness \d/)).toBe(2);
    expect(text).toContain('appeared to execute the proxy willingly and free from duress');
    expect(text).toContain('I am not the alternate agent appointed in it');
    expect(text).toContain('- the principal’s health care agent');
    expect(text).not.toContain('Signature of notary public');
  });

  it('N.Y. Pub. Health Law § 2981(5)(d): the unread model form is said to be unverified', () => {
    expect(text).toContain('Nido could not read the text of N.Y. Pub. Health Law § 2981(5)(d)');
  });
});

describe('New York HIPAA authorization', () => {
  const text = body(sampleDocumentText('NY', 'hipaa', TODAY));

  it('45 CFR § 164.508(c)(1): the core elements', () => {
    expect(text).toContain('may be disclosed to each of the following people');
    expect(text).toContain('At my request');
    expect(text).toContain('This authorization expires at my death.');
  });

  it('45 CFR § 164.508(c)(2): the required statements', () => {
    expect(text).toContain('I may revoke this authorization at any time by writing');
    expect(text).toContain('do not depend on whether I sign this authorization');
  });
});
