import { describe, expect, it } from 'vitest';
import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import { answerSummary } from './answer-summary';

const lineOf = (sections: ReturnType<typeof answerSummary>, label: string) =>
  sections.flatMap((section) => section.lines).find((line) => line.label === label)?.value;

// Review of issue 17: the review step shows a date as people read it, never "1978-04-12".
describe('the review’s summary of the answers', () => {
  it('writes the date of birth out in words', () => {
    const answers = LEGAL_ANSWER_SCHEMAS.will.parse({
      testator: { fullName: 'Maria Lopez', dateOfBirth: '1978-04-12', state: 'CA' },
    });
    expect(lineOf(answerSummary('will', answers), 'Date of birth')).toBe('April 12, 1978');
  });

  it('writes the day a HIPAA authorization ends in words, or that it lasts until revoked', () => {
    const ends = LEGAL_ANSWER_SCHEMAS.hipaa.parse({ expiresOn: '2030-01-01' });
    expect(lineOf(answerSummary('hipaa', ends), 'Ends on')).toBe('January 1, 2030');
    const open = LEGAL_ANSWER_SCHEMAS.hipaa.parse({});
    expect(lineOf(answerSummary('hipaa', open), 'Ends on')).toBe('When I revoke it');
    expect(lineOf(answerSummary('hipaa', open), 'Date of birth')).toBe('Not answered');
  });
});
