import { describe, expect, it } from 'vitest';
import { stateRules } from '@shared/legal/state-rules';
import { sampleDocumentText } from '../sample-document-text';

/**
 * California's statutory elements in the sample household's documents. The expected words are
 * the statutes' own, written here from the statute text (not imported from the implementation).
 */

const TODAY = new Date('2026-11-26T12:00:00Z');
const rules = stateRules('CA');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('California advance health care directive', () => {
  const text = sampleDocumentText('CA', 'healthcare_directive', TODAY);

  it('Cal. Prob. Code § 4674(d): each witness declares under penalty of perjury, with the identity clause', () => {
    for (const phrase of [
      'I declare under penalty of perjury under the laws of California',
      'that the individual who signed or acknowledged this advance health care directive is personally known to me, or that the individual’s identity was proven to me by convincing evidence,',
      'that the individual appears to be of sound mind and under no duress, fraud, or undue influence,',
      'that I am not a person appointed as agent by this advance directive',
      'the operator of a residential care facility for the elderly',
    ])
      expect(text).toContain(phrase);
  });

  it('Cal. Prob. Code § 4673(a): two witness lines as the row says, or a notary instead', () => {
    expect(count(text, /^Signature of witness \d/gm)).toBe(rules.directive.witnesses);
    expect(text).toContain(
      'Instead of the witnesses, California accepts this document signed before a notary public',
    );
  });

  it('Cal. Prob. Code § 4674(e): one witness is not related by blood, marriage or adoption nor entitled to the estate, marked unverified', () => {
    expect(text).toMatch(/not related to Maria Elena Carter by blood, marriage or adoption/);
    expect(text).toMatch(/not entitled to any part of Maria Elena Carter’s estate/);
    expect(text).toContain('Nido could not read the text of Cal. Prob. Code § 4674(e)');
  });

  it('Cal. Prob. Code § 4675: a patient in a skilled nursing facility needs a patient advocate or ombudsman as witness', () => {
    expect(text).toContain('patient advocate or ombudsman');
    expect(text).toContain('skilled nursing facility');
    expect(text).toMatch(/^Signature of patient advocate or ombudsman/m);
  });
});

describe('California will', () => {
  const text = sampleDocumentText('CA', 'will', TODAY);

  it('Cal. Prob. Code § 6110(c)(1): two witnesses present at the same time who understand it is the will', () => {
    expect(text).toContain('Being present at the same time');
    expect(text).toContain('we understand that the instrument we sign is the testator’s will');
    expect(count(text, /^Signature of witness \d/gm)).toBe(rules.will.witnesses);
  });

  it('Cal. Prob. Code § 8220(b) read; Code Civ. Proc. § 2015.5 (the declaration in place of an affidavit) still marked unverified on the first page', () => {
    const firstPage = text.slice(0, text.indexOf('ARTICLE 1'));
    expect(firstPage).toContain('Wording not checked against the statute');
    expect(firstPage).toContain('Cal. Code Civ. Proc. § 2015.5');
    expect(firstPage).not.toContain('Cal. Prob. Code § 8220(b)');
  });

  it('Cal. Prob. Code § 8220(b): the attestation is declared under penalty of perjury under California law', () => {
    expect(text).toContain(
      'We declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct (Cal. Prob. Code § 8220(b)).',
    );
    expect(text).toContain('Cal. Prob. Code § 8220(b)');
  });
});

describe('California HIPAA authorization', () => {
  const text = sampleDocumentText('CA', 'hipaa', TODAY);

  it('Cal. Civ. Code § 56.11: names who may disclose, limits the recipients’ use, a specific end date and the right to a copy', () => {
    expect(text).toContain('Cal. Civ. Code § 56.11');
    expect(text).toMatch(/may disclose my medical information \(name each\)/);
    expect(text).toMatch(/specific date/);
    expect(text).toContain('I have the right to receive a copy of this authorization.');
  });

  it('Cal. Civ. Code § 56.11: an end date answered in the interview is printed as that date', () => {
    const dated = sampleDocumentText('CA', 'hipaa', TODAY, (answers) => {
      answers.expiresOn = '2030-01-31';
    });
    expect(dated).toContain(
      'The date after which they may no longer disclose it: January 31, 2030.',
    );
  });

  it('45 C.F.R. § 164.508(c): the federal statements stay in the document', () => {
    expect(text).toContain('I may revoke this authorization at any time by writing');
    expect(text).toContain('may be disclosed again by the person who receives it');
  });
});
