import { stateRules } from '@shared/legal/state-rules';
import { describe, expect, it } from 'vitest';
import { sampleDocumentText } from '../sample-document-text';
import { stateForm } from './state-forms';

/**
 * Pennsylvania's statutory elements in the sample household's documents. The expected words are
 * written here from the statute as read (20 Pa.C.S. § 5601(c) notice as amended by Act 95 of 2014;
 * § 5601(b)(3) on Justia's 2018 text), not imported from the implementation.
 */

const TODAY = new Date('2026-11-29T12:00:00Z');
const rules = stateRules('PA');

function count(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
}

describe('Pennsylvania financial power of attorney', () => {
  const text = sampleDocumentText('PA', 'financial_poa', TODAY);
  const body = text.slice(0, text.indexOf('SIGNING INSTRUCTIONS'));

  it('20 Pa.C.S. § 5601(c): the notice, in capitals, before the document, signed by the principal', () => {
    const notice = body.indexOf('NOTICE\n');
    const grant = body.indexOf('1. MY AGENT');
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(grant);
    const noticePart = body.slice(notice, body.indexOf('----------', notice));
    for (const words of [
      'THE PURPOSE OF THIS POWER OF ATTORNEY IS TO GIVE THE PERSON YOU DESIGNATE (YOUR “AGENT”) BROAD POWERS TO HANDLE YOUR PROPERTY',
      'WITHOUT ADVANCE NOTICE TO YOU OR APPROVAL BY YOU.',
      'YOUR AGENT MUST ACT IN ACCORDANCE WITH YOUR REASONABLE EXPECTATIONS TO THE EXTENT ACTUALLY KNOWN BY YOUR AGENT',
      'INCLUDING THE ABILITY TO GIVE AWAY ALL OF YOUR PROPERTY WHILE YOU ARE ALIVE',
      'A COURT CAN TAKE AWAY THE POWERS OF YOUR AGENT IF IT FINDS YOUR AGENT IS NOT ACTING PROPERLY.',
      'EXPLAINED MORE FULLY IN 20 PA.C.S. CH. 56.',
      'I HAVE READ OR HAD EXPLAINED TO ME THIS NOTICE AND I UNDERSTAND ITS CONTENTS.',
    ])
      expect(noticePart).toContain(words);
    // In capital letters: no lower-case word in the notice's own paragraphs.
    const paragraphs = noticePart
      .split('\n')
      .filter((line) => line.length > 60 && !line.includes('____'));
    expect(paragraphs.length).toBeGreaterThanOrEqual(8);
    for (const line of paragraphs) expect(line).toBe(line.toUpperCase());
    expect(noticePart).toMatch(
      /Signature of principal: _+ {4}Date: _+\nPrinted name: Maria Elena Carter/,
    );
  });

  it('20 Pa.C.S. § 5601(b)(3): a notary who is not the agent and two adult witnesses, as the row says', () => {
    expect(rules.poa.notaryRequired).toBe(true);
    expect(rules.poa.witnesses).toBe(2);
    expect(count(body, /Signature of witness \d/)).toBe(2);
    expect(body).toContain('I am 18 years of age or older');
    expect(body).toMatch(/I am not the agent designated in it, not the notary public/);
    expect(body).toContain('This power of attorney was acknowledged before me');
    expect(body).toContain('may not be the agent designated in this power of attorney');
    expect(count(body, /Signature of notary public/)).toBe(1);
  });

  it('20 Pa.C.S. § 5601(d): each agent’s acknowledgment, signed before acting', () => {
    const page = body.slice(body.indexOf('ACKNOWLEDGMENT EXECUTED BY AGENT'));
    for (const phrase of [
      'I, David Carter, have read the attached power of attorney and am the person identified as the agent for the principal',
      'I, Ana Lopez, have read the attached power of attorney',
      'I hereby acknowledge that when I act as agent',
      'no authority to act under this power of attorney until the agent has signed',
    ])
      expect(page).toContain(phrase);
    expect(count(page, /Signature of agent/)).toBe(2);
  });

  it('20 Pa.C.S. § 5601(d): the part whose full text was not read is said to be unverified on the first page', () => {
    const firstPage = body.slice(0, body.indexOf('NOTICE\n'));
    expect(firstPage).toContain('Nido could not read the text of 20 Pa.C.S. § 5601(d)');
    expect(firstPage).not.toContain('§ 5601(c)');
  });

  it('20 Pa.C.S. § 5601.3: the agent’s other duties, said to be a summary', () => {
    expect(body).toContain('keep the agent’s funds separate from the principal’s');
    expect(body).toContain('summary, not the statute’s words');
  });
});

describe('Pennsylvania will', () => {
  const text = sampleDocumentText('PA', 'will', TODAY);

  it('20 Pa.C.S. § 3132.1: a self-proving affidavit before a notary, its statutory form said to be unverified', () => {
    expect(text).toContain('SELF-PROVING AFFIDAVIT');
    expect(text).toContain('20 Pa.C.S. § 3132.1');
    expect(text).toContain('Nido could not read the text of 20 Pa.C.S. § 3132.1');
    expect(count(text, /Signature of notary public/)).toBe(1);
  });
});

describe('Pennsylvania health care directive', () => {
  const text = sampleDocumentText('PA', 'healthcare_directive', TODAY);
  const body = text.slice(0, text.indexOf('SIGNING INSTRUCTIONS'));

  it('20 Pa.C.S. § 5447: a living will in written form with a health care agent', () => {
    expect(stateForm('PA', 'healthcare_directive')?.elements[0]?.source?.url).toContain(
      'section-5447-form',
    );
    expect(body).toContain('LIVING WILL: MY TREATMENT WISHES');
    expect(body).toContain('as my agent to make health-care decisions for me');
  });

  it('20 Pa.C.S. §§ 5442 and 5452: two adult witnesses, no notary, as the row says', () => {
    expect(rules.directive.witnesses).toBe(2);
    expect(count(body, /Signature of witness \d/)).toBe(2);
    expect(body).not.toContain('Signature of notary public');
    expect(body).toContain('Nido could not read the text of 20 Pa.C.S. §§ 5442 and 5452');
  });
});

describe('Pennsylvania HIPAA authorization', () => {
  const text = sampleDocumentText('PA', 'hipaa', TODAY);

  it('45 CFR § 164.508(c)(1): the core elements', () => {
    for (const phrase of [
      'may be disclosed to each of the following people',
      'All of my health information',
      'At my request',
      'This authorization expires at my death.',
    ])
      expect(text).toContain(phrase);
    expect(text).toMatch(/Signature of the person whose information this is: _+ {4}Date/);
  });

  it('45 CFR § 164.508(c)(2): the required statements', () => {
    expect(text).toContain('I may revoke this authorization at any time by writing');
    expect(text).toContain('do not depend on whether I sign this authorization');
    expect(text).toContain('may be disclosed again by the person who receives it');
  });
});
