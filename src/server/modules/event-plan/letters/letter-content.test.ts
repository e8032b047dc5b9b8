import { describe, expect, it } from 'vitest';
import { BLANK, letterContent, type LetterInput } from './letter-content';

function input(overrides: Partial<LetterInput> = {}): LetterInput {
  return {
    letterKind: 'bank',
    eventKind: 'death',
    recipient: 'Chase',
    personName: 'Maria Carter',
    eventDate: '2026-12-31',
    lastAddress: null,
    writerName: 'Ana Carter',
    today: '2027-01-04',
    facts: [
      { label: 'Account', value: 'Everyday (Checking)' },
      { label: 'Number', value: '****9012' },
    ],
    decision: null,
    lifePolicy: false,
    ...overrides,
  };
}

function text(content: ReturnType<typeof letterContent>): string {
  return JSON.stringify(content);
}

describe('letterContent', () => {
  it('names the deceased, the date of death and the writer, and leaves blanks for what is not on record', () => {
    const letter = letterContent(input());
    expect(letter.title).toBe('Notice of death: Maria Carter');
    expect(letter.date).toBe('January 4, 2027');
    expect(letter.regarding).toEqual(
      expect.arrayContaining([
        { label: 'Date of death', value: 'December 31, 2026' },
        { label: 'Social Security number', value: BLANK },
        { label: 'Last address', value: BLANK },
        { label: 'Account number', value: '****9012' },
      ]),
    );
    expect(letter.signOff[0]).toEqual({ label: 'Name', value: 'Ana Carter' });
    // No mailing address is ever made up: a blank, and where to confirm it.
    expect(letter.to).toEqual([
      'Chase',
      `Mailing address: ${BLANK}`,
      '(Not on record: confirm it with Chase before mailing.)',
    ]);
  });

  it('points a credit bureau letter to the bureau’s website for the address', () => {
    const letter = letterContent(input({ letterKind: 'credit_bureau', recipient: 'TransUnion' }));
    expect(letter.to[2]).toBe(
      '(Not on record: confirm it on the bureau’s website before mailing.)',
    );
    expect(letter.paragraphs[1]).toContain('Deceased – do not issue credit');
  });

  it('asks a bill’s vendor to close, transfer or keep the account, as the family decided', () => {
    const bill = (decision: LetterInput['decision']) =>
      letterContent(
        input({
          letterKind: 'utility',
          recipient: 'Netflix',
          decision,
          facts: [{ label: 'Account reference', value: '****3322' }],
        }),
      ).paragraphs[1];
    expect(bill('cancel')).toContain('Please close the account');
    expect(bill('transfer')).toContain('Please transfer the account');
    expect(bill('keep')).toContain('keep the service in place');
    expect(bill(null)).toContain('keep the service in place');
  });

  it('claims a life policy’s death benefit, and only notifies other insurers', () => {
    const life = letterContent(input({ letterKind: 'insurer', lifePolicy: true }));
    expect(life.paragraphs[1]).toContain('claim the death benefit');
    const home = letterContent(input({ letterKind: 'insurer', lifePolicy: false }));
    expect(home.paragraphs[1]).toContain('how it affects the policy');
    expect(text(home)).toContain('"label":"Insured","value":"Maria Carter"');
  });

  it('during an incapacity writes as the agent under the power of attorney, with no death in it', () => {
    const letter = letterContent(input({ eventKind: 'incapacity' }));
    expect(letter.title).toBe('Notice of incapacity: Maria Carter');
    expect(letter.paragraphs[0]).toContain('under a durable power of attorney');
    expect(letter.paragraphs[1]).toContain('record the power of attorney');
    expect(letter.enclosures).toEqual(['A copy of the power of attorney']);
    expect(text(letter)).not.toMatch(/death/i);
  });
});
