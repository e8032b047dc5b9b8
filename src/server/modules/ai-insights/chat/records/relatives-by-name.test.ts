import { describe, expect, it } from 'vitest';
import { withoutContextSentences } from '../text/context-sentences';
import { normalizeText } from '../text/normalize';
import { ask, sourceIds } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { withRecordsDescribedByRecords } from './described-by-records';
import { withRelativesByName } from './relatives-by-name';

describe('a relative or friend asking on the sign-in', () => {
  it.each([
    ['How much is my son-in-law Sam paying for gas?', 'How much is Sam paying for gas?'],
    ["What is my daughter Alex's 401(k) worth?", "What is Alex's 401(k) worth?"],
    ['When is my granddaughter Emma’s piano due?', 'When is Emma’s piano due?'],
    ["Sam's wife Alex: what is her life cover?", 'Alex: what is her life cover?'],
    ['What does my cousin-brother Sam pay?', 'What does Sam pay?'],
  ])('names the person, not the relation: %s', (question, named) => {
    expect(withRelativesByName(question, riveraSnapshot())).toBe(named);
  });

  it('reads "in my name" as the owner’s name', () => {
    expect(withRelativesByName('Which accounts are in my name alone?', riveraSnapshot())).toBe(
      "Which accounts are in Alex's name alone?",
    );
  });

  it('reads "I" and "my" as the spouse who says they are asking', () => {
    expect(withRelativesByName('This is Sam. When did I sign my will?', riveraSnapshot())).toBe(
      "This is Sam. When did Sam sign Sam's will?",
    );
    // The owner saying so changes nothing; nor does someone the records do not name.
    const owner = 'This is Alex. When did I sign my will?';
    expect(withRelativesByName(owner, riveraSnapshot())).toBe(owner);
    const other = 'Zoe here. When did I sign my will?';
    expect(withRelativesByName(other, riveraSnapshot())).toBe(other);
  });

  it('reads "I" as someone the estate plan names who says they are asking', () => {
    expect(withRelativesByName('Maria here. What roles am I named in?', riveraSnapshot())).toBe(
      'Maria here. What roles is Maria named in?',
    );
    // Only about their roles: what they want done is said in their own words.
    const wants = 'Maria here. I want to keep her piano going. What does it cost?';
    expect(withRelativesByName(wants, riveraSnapshot())).toBe(wants);
  });

  it('leaves out what the spouse asks to be done for them, which says nothing of whose', () => {
    expect(
      withRelativesByName(
        'Sam here. Add up everything under Home for me. What is that per month?',
        riveraSnapshot(),
      ),
    ).toBe('Sam here. Add up everything under Home. What is that per month?');
  });

  it('answers the spouse asking about their own document', async () => {
    const answer = await ask('This is Sam. When did I sign my will?', riveraSnapshot());
    expect(answer.response).toContain('Will of Sam Rivera');
    expect(answer.response).not.toContain('Will of Alex Rivera');
  });

  it('names the one person the estate documents record by that relation to someone', () => {
    expect(
      withRelativesByName("How do I reach Alex's sister? I need her phone.", riveraSnapshot()),
    ).toBe('How do I reach Maria Lopez? I need her phone.');
    expect(
      withRelativesByName(
        "Executor here, after Alex's death: how do I reach Alex's sister?",
        riveraSnapshot(),
      ),
    ).toBe("Executor here, after Alex's death: how do I reach Maria Lopez?");
    // Who says they are asking keeps their words.
    for (const asking of [
      "Maria here, Alex's sister. What is the gas bill?",
      "I'm Maria, Alex's sister, helping out. What is the gas bill?",
      "Maria (Alex's sister). What is the gas bill?",
      "Alex's sister here. What is the gas bill?",
    ])
      expect(withRelativesByName(asking, riveraSnapshot())).toBe(asking);
    // No one recorded as Alex's brother: the words stay.
    const none = "What is Alex's brother's email?";
    expect(withRelativesByName(none, riveraSnapshot())).toBe(none);
  });

  it('reads "my son" said by a parent of someone the records name as that person', () => {
    expect(
      withRelativesByName(
        "Alex's dad here. My son's guidebook entry about the safe: who can read it?",
        riveraSnapshot(),
      ),
    ).toBe("Alex's dad here. Alex's guidebook entry about the safe: who can read it?");
    // "My son Jordan" names him; "my daughter-in-law" is someone else.
    const inLaw = "Alex's mum here. When is my daughter-in-law Sam's premium taken?";
    expect(withRelativesByName(inLaw, riveraSnapshot())).toBe(
      "Alex's mum here. When is Sam's premium taken?",
    );
    // The household's own "my son" is unchanged when no relative says who they are.
    const own = "What does my son's soccer cost?";
    expect(withRelativesByName(own, riveraSnapshot())).toBe(own);
  });

  it('keeps a relation before a name the records do not hold', () => {
    const question = 'What does my friend Bob pay for gas?';
    expect(withRelativesByName(question, riveraSnapshot())).toBe(question);
  });

  it('does not read "my daughter Alex" or "my son-in-law" as the household’s own child', () => {
    expect(withRecordsDescribedByRecords('What does my daughter Alex pay?', riveraSnapshot())).toBe(
      'What does Alex pay?',
    );
    expect(withRecordsDescribedByRecords('What does my son-in-law pay?', riveraSnapshot())).toBe(
      'What does my son-in-law pay?',
    );
  });

  it.each([
    "Jordan's mum here. What is the gas bill?",
    'Hello, this is Jordan’s mother writing, my son has let me use his log-in. What is the gas bill?',
    'Namaste, I am cousin of Jordan writing from Pune on his account. What is the gas bill?',
    "G'day, Jordan's neighbour. What is the gas bill?",
  ])('leaves out the sentence saying who is writing: %s', (question) => {
    expect(withoutContextSentences(question)).toBe('What is the gas bill?');
  });

  it('keeps a statement about family that introduces no helper', () => {
    expect(
      withoutContextSentences('My brother Sam is in hospital here. What is his phone?'),
    ).toContain('Sam');
  });

  it('answers for the couple’s bills and advisors whoever’s name is on the question', async () => {
    const gas = await ask(
      "When does the gas bill for Alex's house next come out?",
      riveraSnapshot(),
    );
    expect(gas.intent).toBe('due');
    expect(gas.response).toContain('Texas Gas Service');
    const cpa = await ask("What's the name of Sam's accountant?", riveraSnapshot());
    expect(cpa.intent).toBe('advisor');
    expect(sourceIds(cpa)).toEqual(['adv-cpa']);
  });
});

describe('regional words', () => {
  it.each([
    ['the current account at Chase', 'the checking account at chase'],
    ['the bank book', 'the savings account'],
    ['his pension pot', 'his retirement account'],
    ['the hire purchase on the Honda', 'the car loan on the honda'],
    ['the council tax', 'the property tax'],
    ['the motor insurance', 'the auto insurance'],
    ['our solicitor', 'our attorney'],
    ['paid fortnightly', 'paid biweekly'],
    ['the strata fees', 'the hoa dues'],
    ['the buildings cover', 'the home insurance'],
    ['the excess on the motor insurance', 'the deductible on the auto insurance'],
    ['who to ring first', 'who to call first'],
  ])('reads %s as the records call it', (text, read) => {
    expect(normalizeText(text)).toBe(read);
  });
});
