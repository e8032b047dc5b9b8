import { describe, expect, it } from 'vitest';
import { pdfPages } from '@test/binder/pdf-pages';
import { STATE_RULES, stateRules } from '@shared/legal/state-rules';
import { renderLegalDocument } from './render-legal-document';
import { SAMPLE_ANSWERS } from './sample-answers';
import { inThirdPerson } from './third-person';

// Review of issue 17: the directive's witness declaration said "related within the third degree
// to you or the principal's spouse" and "a facility where you are a patient".

describe('inThirdPerson', () => {
  it('turns "you", "your" and "yourself" into the principal, with the verb agreeing', () => {
    expect(inThirdPerson('related within the third degree to you or your spouse')).toBe(
      'related within the third degree to the principal or the principal’s spouse',
    );
    expect(inThirdPerson('a facility where you are a patient')).toBe(
      'a facility where the principal is a patient',
    );
    expect(inThirdPerson('a home for the aged where you live')).toBe(
      'a home for the aged where the principal lives',
    );
    expect(inThirdPerson('a nursing home where you receive care')).toBe(
      'a nursing home where the principal receives care',
    );
    expect(inThirdPerson('the person who signs the document for you, if you cannot sign')).toBe(
      'the person who signs the document for the principal, if the principal cannot sign',
    );
    expect(inThirdPerson('a facility where you are a patient who gives you direct care')).toBe(
      'a facility where the principal is a patient who gives the principal direct care',
    );
    expect(inThirdPerson('Your agent')).toBe('The principal’s agent');
  });

  it('keeps a sentence’s opening capital and forces none inside a sentence (issue 37)', () => {
    expect(inThirdPerson('an employee of Your health-care provider')).toBe(
      'an employee of the principal’s health-care provider',
    );
    expect(inThirdPerson('a person who signs for You')).toBe(
      'a person who signs for the principal',
    );
    expect(inThirdPerson('Not your agent. Your spouse')).toBe(
      'Not the principal’s agent. The principal’s spouse',
    );
    // A row's item that starts in lower case stays so: the list reads alike.
    expect(inThirdPerson('your spouse')).toBe('the principal’s spouse');
    expect(inThirdPerson('You yourself')).toBe('The principal the principal');
  });
});

async function declaration(code: string): Promise<string> {
  const pdf = await renderLegalDocument({
    kind: 'healthcare_directive',
    answers: SAMPLE_ANSWERS.healthcare_directive,
    // A code no state form knows: the general declaration, whose words this tests (a state's own
    // statutory declaration is tested in state-forms/).
    rules: { ...stateRules(code), code: `${code}-general` },
    generatedOn: '2026-11-26',
    version: 1,
  });
  const all = (await pdfPages(pdf)).join(' ').replace(/\s+/g, ' ');
  const start = all.indexOf('Declaration of each witness');
  const end = all.indexOf('Signature of witness 1', start);
  expect(start, code).toBeGreaterThanOrEqual(0);
  return all.slice(start, end);
}

describe('the health-care directive’s witness declaration', () => {
  // One state for each distinct list: the general rows share theirs.
  const codes = [
    ...new Map(
      STATE_RULES.filter((rules) => rules.directive.witnesses > 0).map((rules) => [
        JSON.stringify(rules.directive.witnessDisqualifications),
        rules.code,
      ]),
    ).values(),
  ];

  it.each(codes)('%s: speaks of the principal, never "you" or "your"', async (code) => {
    const text = await declaration(code);
    expect(text).not.toMatch(/\byou(r|rs|rself)?\b/i);
    for (const who of stateRules(code).directive.witnessDisqualifications)
      expect(text).toContain(inThirdPerson(who.trim().replace(/\.$/, '')));
  });

  it('reads North Carolina’s list in the third person throughout', async () => {
    const text = await declaration('NC');
    expect(text).toContain(
      'related within the third degree to the principal or the principal’s spouse',
    );
    expect(text).toContain('a facility where the principal is a patient');
  });
});
