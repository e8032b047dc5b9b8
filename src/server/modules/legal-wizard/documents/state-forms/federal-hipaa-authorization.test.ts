import { describe, expect, it } from 'vitest';
import { stateForm } from './state-forms';
import { documentPart, statuteText, unverified } from './statute-text.test-helper';

/**
 * The HIPAA authorization of the states whose own law adds nothing to the federal core elements
 * and statements (45 C.F.R. § 164.508(c)): each element is read back from the sample household's
 * document, and the state's form lists exactly these, each read from a source.
 */

const CASES: [string, string[]][] = [
  ['45 C.F.R. § 164.508(c)(1)(i)', ['WHAT MAY BE DISCLOSED', 'All of my health information']],
  ['45 C.F.R. § 164.508(c)(1)(ii) and (iii)', ['authorize every doctor', 'WHO MAY RECEIVE IT']],
  ['45 C.F.R. § 164.508(c)(1)(iv)', ['At my request']],
  ['45 C.F.R. § 164.508(c)(1)(v)', ['This authorization expires']],
  ['45 C.F.R. § 164.508(c)(1)(vi)', ['Signature of the person whose information this is', 'Date']],
  [
    '45 C.F.R. § 164.508(c)(2)',
    [
      'I may revoke this authorization',
      'do not depend on whether I sign',
      'may be disclosed again',
    ],
  ],
];

describe.each([
  ['Georgia', 'GA'],
  ['North Carolina', 'NC'],
])('%s HIPAA authorization', (_name, state) => {
  const hipaa = documentPart(statuteText(state, 'hipaa'));

  it.each(CASES)('%s: the authorization carries it', (_citation, phrases) => {
    for (const phrase of phrases) expect(hipaa).toContain(phrase);
  });

  it('45 C.F.R. § 164.508(c): every federal element is read from a source and tested above', () => {
    const elements = stateForm(state, 'hipaa')?.elements ?? [];
    expect(elements.map((element) => element.citation)).toEqual(
      CASES.map(([citation]) => citation),
    );
    expect(elements.every((element) => element.source !== null)).toBe(true);
    expect(unverified(hipaa)).toBe('');
  });
});
