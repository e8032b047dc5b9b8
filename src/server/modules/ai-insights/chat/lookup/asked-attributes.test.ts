import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text/normalize';
import { readQuestion } from '../text/question';
import { askedAttributes } from './asked-attributes';

const asked = (question: string) => askedAttributes(normalizeText(question));

describe('what a question asks of a record', () => {
  it('reads "when" beside another date as that date, not a due day', () => {
    expect(asked('When was the condo bought and for how much?')).toContain('purchase');
    expect(asked('When was the condo bought and for how much?')).not.toContain('due');
    expect(asked('When was the will signed?')).not.toContain('due');
    expect(asked('When is the HOA due?')).toContain('due');
    expect(asked('When was the condo bought, and what day is its HOA due?')).toContain('due');
  });

  it('reads "details" as the notes only when nothing else is asked', () => {
    expect(asked('Any details on the Camry loan?')).toEqual(['notes']);
    expect(asked('The purchase details for the condo: when was it bought?')).not.toContain('notes');
    expect(asked('What do the notes say about the condo, and when was it bought?')).toContain(
      'notes',
    );
  });

  it('reads "how much do we have saved" as a balance', () => {
    expect(
      asked('Between the Chase savings and the Ally fund, how much do we have saved?'),
    ).toEqual(['balance']);
  });

  it('reads who receives or collects as the beneficiaries, who takes over as the notes', () => {
    expect(asked('Who receives it under the TOD registration?')).toContain('beneficiary');
    expect(asked('Who would collect on the life policy?')).toContain('beneficiary');
    expect(asked('Whom does its transfer-on-death designation name?')).toContain('beneficiary');
    expect(asked("Who takes over Mia's 529?")).toContain('notes');
    expect(asked('What kind of plan is the Blue Cross policy?')).toContain('notes');
  });

  it('reads "which policy covers" as the policy number, "draft day" as the due day', () => {
    expect(asked('Which GEICO policy covers the Honda?')).toContain('number');
    expect(asked('life time fitness draft day?')).toContain('due');
    expect(asked('What does Marcus do for Jordan and Alex?')).toContain('handles');
  });

  it('reads "home address" as the address alone', () => {
    expect(asked("What is Sam's home address?")).toEqual(['address']);
  });
});

describe('what a question asks, read as the chat reads it', () => {
  const read = (question: string) => askedAttributes(readQuestion(question, () => new Set()).text);

  it('reads "how much more … each month" as what each costs', () => {
    expect(read('How much more is the house mortgage than the condo mortgage each month?')).toEqual(
      ['cost', 'payment'],
    );
  });

  it('reads "who insures" as the carrier, beside the policy number', () => {
    const asked = read("Who insures the Tesla, and what's the policy number?");
    expect(asked).toContain('carrier');
    expect(asked).toContain('number');
  });
});

describe('a bare "how much" beside another attribute', () => {
  it('asks the record’s amount', () => {
    expect(askedAttributes('ally emergency fund whose and how much')).toEqual([
      'owner',
      'cost',
      'balance',
      'value',
    ]);
  });

  it('is not an amount when it asks a difference or what was insured', () => {
    expect(askedAttributes('which pays out more and by how much')).toEqual(['coverage']);
    expect(askedAttributes('which company insured jordan life for how much')).not.toContain('cost');
  });
});
