import { describe, expect, it } from 'vitest';
import { stateRules } from '@shared/legal/state-rules';
import { sampleDocumentText } from '../sample-document-text';

/**
 * California's Uniform Statutory Form Power of Attorney in the sample household's document. The
 * expected words are the statute's own, written here from the text read (not imported from the
 * implementation).
 */

const TODAY = new Date('2026-11-26T12:00:00Z');
const rules = stateRules('CA');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const text = sampleDocumentText('CA', 'financial_poa', TODAY);
const firstPage = text.slice(0, text.indexOf('(California Probate Code Section 4401)'));

describe('California uniform statutory form power of attorney', () => {
  it('Cal. Prob. Code § 4401: the statutory form is the whole document, its unread wording said to be unverified', () => {
    expect(text).toContain(
      'This document is California’s statutory form, “Uniform Statutory Form Power of Attorney” (Cal. Prob. Code § 4401)',
    );
    expect(firstPage).toContain('Wording not checked against the statute');
    expect(firstPage).toContain('Cal. Prob. Code § 4401');
    expect(text).toContain('Notice (the statute’s exact words go here)');
    expect(text).toContain('appoint David Carter');
    expect(text).toContain('I appoint Ana Lopez');
  });

  it('Cal. Prob. Code § 4401: powers (A) to (N), the chosen ones marked to initial', () => {
    expect(count(text, /^\[____\] \([A-N]\) /gm)).toBe(14);
    expect(text).toMatch(/\(A\) Real property transactions: Chosen in your answers/);
    expect(text).toMatch(/\(M\) Tax matters: Chosen in your answers/);
    expect(text).toMatch(/\(C\) Stock and bond transactions: Not chosen/);
    expect(text).toContain(
      'My agent may not sell the house at 12 Maple Street while I am living in it.',
    );
  });

  it('Cal. Prob. Code § 4403: an initial on (N) is not limited by initials on other powers', () => {
    expect(text).toContain('(N) ALL OF THE POWERS LISTED ABOVE');
    expect(text).toContain(
      'an initial in front of any other power does not limit the powers granted by (N)',
    );
  });

  it('Cal. Prob. Code § 4404: the durability language', () => {
    expect(text).toContain(
      'This power of attorney will continue to be effective even though I become incapacitated.',
    );
  });

  it('Cal. Prob. Code § 4402: the revocation sentence, and the principal’s signature acknowledged with the row’s witness count', () => {
    for (const phrase of [
      'Revocation of the power of attorney is not effective as to a third party until the third party has actual knowledge of the revocation.',
      'Notary acknowledgment',
      'State of California, County of',
      'This power of attorney was acknowledged before me on',
    ])
      expect(text).toContain(phrase);
    expect(count(text, /^Signature of witness \d/gm)).toBe(rules.poa.witnesses);
  });

  it('Cal. Prob. Code § 4128: the warning statement’s place, marked unverified', () => {
    expect(text).toContain('Warning statement of Cal. Prob. Code § 4128 (unverified)');
    expect(text).toContain('10-point bold type');
    expect(firstPage).toContain('Cal. Prob. Code § 4128');
  });
});
