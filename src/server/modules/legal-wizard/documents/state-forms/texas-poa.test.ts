import { describe, expect, it } from 'vitest';
import { stateRules } from '@shared/legal/state-rules';
import { sampleDocumentText } from '../sample-document-text';

/**
 * Texas's Statutory Durable Power of Attorney in the sample household's document. The expected
 * words are the statute's own, written here from the text read (not imported from the
 * implementation).
 */

const TODAY = new Date('2026-11-26T12:00:00Z');
const rules = stateRules('TX');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const text = sampleDocumentText('TX', 'financial_poa', TODAY);
const firstPage = text.slice(0, text.indexOf('NOTICE:'));

describe('Texas statutory durable power of attorney', () => {
  it('Tex. Est. Code § 752.051: the statutory form, filled in, is the whole document', () => {
    expect(text).toContain(
      'This document is Texas’s statutory form, “Statutory Durable Power of Attorney” (Tex. Est. Code § 752.051)',
    );
    expect(text).toContain(
      'I, Maria Elena Carter, 12 Maple Street, Austin, Travis County, Texas, appoint David Carter',
    );
    expect(text).toContain(
      'as my agent to act for me in any lawful way with respect to all of the following powers that I have initialed below.',
    );
  });

  it('Tex. Est. Code § 752.051 (notice): the notice in capitals, with the home equity sentence', () => {
    for (const phrase of [
      'NOTICE: THE POWERS GRANTED BY THIS DOCUMENT ARE BROAD AND SWEEPING. THEY ARE EXPLAINED IN THE DURABLE POWER OF ATTORNEY ACT, SUBTITLE P, TITLE 2, OF THE TEXAS ESTATES CODE.',
      'THIS DOCUMENT DOES NOT AUTHORIZE ANYONE TO MAKE MEDICAL AND OTHER HEALTH-CARE DECISIONS FOR YOU.',
      'THIS POWER OF ATTORNEY MUST BE SIGNED BY YOU AT THE OFFICE OF THE LENDER, AN ATTORNEY AT LAW, OR A TITLE COMPANY.',
      'a guardian is appointed for your estate.',
    ])
      expect(text).toContain(phrase);
  });

  it('Tex. Est. Code § 752.051 (powers (A)–(E)): the initialing instructions and the chosen powers marked', () => {
    expect(text).toContain(
      'TO GRANT ALL OF THE FOLLOWING POWERS, INITIAL THE LINE IN FRONT OF (O) AND IGNORE THE LINES IN FRONT OF THE OTHER POWERS LISTED IN (A) THROUGH (N).',
    );
    expect(text).toContain(
      'TO WITHHOLD A POWER, DO NOT INITIAL THE LINE IN FRONT OF THE POWER. YOU MAY, BUT DO NOT NEED TO, CROSS OUT EACH POWER WITHHELD.',
    );
    expect(text).toMatch(/\(A\) Real property transactions: Chosen in your answers/);
    expect(text).toMatch(/\(B\) Tangible personal property transactions: Not chosen/);
    expect(text).toMatch(/\(E\) Banking and other financial institution transactions: Chosen/);
    expect(count(text, /^\[____\] \([A-O]\) /gm)).toBe(15);
  });

  it('Tex. Est. Code § 752.051 (powers (F)–(O), specific authority): a power chosen in the interview is marked, and the unread part is said to be unverified', () => {
    const withGifts = sampleDocumentText('TX', 'financial_poa', TODAY, (answers) => {
      answers.powers = [...answers.powers, 'gifts', 'business'];
    });
    expect(withGifts).toMatch(/\(F\) Operation of an entity or business: Chosen/);
    expect(withGifts).toMatch(/Make a gift, [^\n]*: Chosen in your answers/);
    expect(text).toMatch(/Make a gift, [^\n]*: Not chosen/);
    expect(firstPage).toContain('Wording not checked against the statute');
    expect(firstPage).toContain(
      '§ 752.051 (powers (F)–(O), specific authority, special instructions)',
    );
  });

  it('Tex. Est. Code § 751.0021(a)(3): both durability sentences, the one not chosen to be crossed out', () => {
    expect(text).toContain(
      '(A) This power of attorney is not affected by subsequent disability or incapacity of the principal. — cross this out',
    );
    expect(text).toContain(
      '(B) This power of attorney becomes effective on the disability or incapacity of the principal.',
    );
    const immediate = sampleDocumentText('TX', 'financial_poa', TODAY, (answers) => {
      answers.effective = 'immediately';
    });
    expect(immediate).toContain(
      'becomes effective on the disability or incapacity of the principal. — cross this out',
    );
  });

  it('Tex. Est. Code § 751.0021(a)(4): acknowledged before a notary, with the row’s witness count (none)', () => {
    expect(rules.poa.notaryRequired).toBe(true);
    for (const phrase of [
      'Notary acknowledgment',
      'State of Texas, County of',
      'This instrument was acknowledged before me on',
      'by Maria Elena Carter.',
    ])
      expect(text).toContain(phrase);
    expect(count(text, /^Signature of witness \d/gm)).toBe(rules.poa.witnesses);
  });

  it('Tex. Est. Code § 752.051 (effective date, successor agents, signature): the successor is named and the unread parts are unverified', () => {
    expect(text).toContain('1. Ana Lopez');
    expect(firstPage).toContain(
      '§ 752.051 (effective date, incapacity certificate, successor agents, signature)',
    );
  });

  it('Tex. Est. Code § 752.051 (important information for agent): printed after the form, marked to be replaced', () => {
    const info = text.indexOf('IMPORTANT INFORMATION FOR AGENT');
    expect(info).toBeGreaterThan(text.indexOf('Notary acknowledgment'));
    expect(text.slice(info)).toContain('The statute’s exact words go here');
    expect(firstPage).toContain('§ 752.051 (important information for agent)');
  });
});
