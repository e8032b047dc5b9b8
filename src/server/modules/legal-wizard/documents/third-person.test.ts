import { describe, expect, it } from 'vitest';
import { pdfPages } from '@test/binder/pdf-pages';
import { STATE_RULES, stateRules } from '@shared/legal/state-rules';
import { renderLegalDocument } from './render-legal-document';
import { SAMPLE_ANSWERS } from './sample-answers';
import { inThirdPerson } from './third-person';

// Review of issue 17: the directive's witness declaration said "related within the third degree
// to you or the principal's spouse" and "a facility where you are a patient".

describe('inThirdPerson', () => {
  it.each([
    [
      'related within the third degree to you or your spouse',
      'related within the third degree to the principal or the principal’s spouse',
    ],
    ['a facility where you are a patient', 'a facility where the principal is a patient'],
    ['a home for the aged where you live', 'a home for the aged where the principal lives'],
    ['a nursing home where you receive care', 'a nursing home where the principal receives care'],
    [
      'the person who signs the document for you, if you cannot sign',
      'the person who signs the document for the principal, if the principal cannot sign',
    ],
    [
      'a facility where you are a patient who gives you direct care',
      'a facility where the principal is a patient who gives the principal direct care',
    ],
    ['Your agent', 'The principal’s agent'],
  ])(
    'turns "you", "your" and "yourself" into the principal, with the verb agreeing: %s',
    (words, expected) => {
      expect(inThirdPerson(words)).toBe(expected);
    },
  );

  it.each([
    [
      'an employee of Your health-care provider',
      'an employee of the principal’s health-care provider',
    ],
    ['a person who signs for You', 'a person who signs for the principal'],
    ['Not your agent. Your spouse', 'Not the principal’s agent. The principal’s spouse'],
    // A row's item that starts in lower case stays so: the list reads alike.
    ['your spouse', 'the principal’s spouse'],
    ['You yourself', 'The principal the principal'],
  ])(
    'keeps a sentence’s opening capital and forces none inside a sentence (issue 37): %s',
    (words, expected) => {
      expect(inThirdPerson(words)).toBe(expected);
    },
  );
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
