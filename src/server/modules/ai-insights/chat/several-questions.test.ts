import { describe, expect, it } from 'vitest';
import { ask } from './chat-test-helpers';
import { riveraSnapshot } from './household.fixture';
import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import {
  answersMoreThan,
  partsAddingTo,
  leavesOutWhomAsked,
  questionsJoinedByAnd,
  separateQuestions,
  straysFromTheParts,
} from './several-questions';

const words =
  (...held: string[]) =>
  () =>
    new Set(held);

describe('several questions in one message', () => {
  it('are answered each on its own when the whole answer strays or leaves out whom it named', () => {
    const answer = (response: string, ...ids: string[]): TChatAnswer => ({
      response,
      intent: 'record',
      understood: true,
      sources: ids.map((id) => ({ kind: 'obligation', id, label: id, href: '/expenses' })),
      suggestions: [],
      answeredBy: 'rules',
    });
    const parts = [answer('Priya Shah: your sister.', 'a'), answer('Guardian.', 'b')];
    expect(straysFromTheParts(parts, answer('Together.', 'a', 'gym'))).toBe(true);
    expect(straysFromTheParts(parts, answer('Together.', 'a', 'b'))).toBe(false);
    // An intent's own answer to the whole ("when does it draft, and how much?") is kept.
    expect(straysFromTheParts(parts, { ...answer('Due Dec 9.', 'a', 'c'), intent: 'due' })).toBe(
      false,
    );
    const raw = 'How is Priya Shah related to us, and what is she named to do?';
    expect(leavesOutWhomAsked(raw, parts, answer('Mia Carter: your daughter.', 'a'))).toBe(true);
    expect(leavesOutWhomAsked(raw, parts, answer('Priya Shah: guardian.', 'a'))).toBe(false);
  });

  it('are one when the second asks only when the first happens', () => {
    expect(
      questionsJoinedByAnd('Who prepares our tax return, and in which month?', words('tax')),
    ).toBe(null);
    expect(questionsJoinedByAnd('Who files the taxes, and how often?', words('taxes'))).toBe(null);
  });

  it('are separated when each is whole and names a record of its own', () => {
    expect(
      separateQuestions(
        'is verizon more than spectrum? what is the verizon bill',
        words('verizon', 'spectrum'),
      ),
    ).toEqual(['is verizon more than spectrum?', 'what is the verizon bill']);
  });

  it('are read as one when a later one leans on an earlier one or names nothing', () => {
    const held = words('condo', 'chase', 'ally');
    expect(separateQuestions("How much is the condo mortgage? What's its rate?", held)).toBeNull();
    expect(separateQuestions("How much is the condo mortgage? What's the rate?", held)).toBeNull();
    expect(
      separateQuestions('What is the Chase balance? And what is the Ally one, roughly?', held),
    ).toBeNull();
    expect(separateQuestions('What is the Chase balance?', held)).toBeNull();
  });

  it('are separated after ", and", the second asking of what the first named', () => {
    const held = words('spectrum', 'life', 'time', 'gym', 'jordan', 'dana', 'hughes');
    expect(
      questionsJoinedByAnd(
        "What is the Spectrum bill, and what's the account number with Spectrum?",
        held,
      ),
    ).toEqual(['What is the Spectrum bill', "what's the account number with Spectrum?"]);
    expect(
      questionsJoinedByAnd(
        'what does the Life Time gym cost, and which card is it charged to?',
        held,
      ),
    ).toEqual(['what does the Life Time gym cost', 'which card is it charged to (Life Time gym)?']);
    // Who asks before the question is not what it names.
    expect(
      questionsJoinedByAnd(
        'Dana Hughes, attorney: when did Jordan sign the will, and where is the original kept?',
        held,
      ),
    ).toEqual([
      'Dana Hughes, attorney: when did Jordan sign the will',
      'where is the original kept (Jordan will)?',
    ]);
  });

  it('are separated after "+" or a bare "and who/what", typed short', () => {
    const held = words('alex', 'life', 'netflix');
    expect(questionsJoinedByAnd('alex life ins amt + who gets it', held)).toEqual([
      'alex life ins amt',
      'who gets it (alex life)?',
    ]);
    expect(questionsJoinedByAnd('what is netflix and when is it due', held)).toEqual([
      'what is netflix',
      'when is it due (netflix)?',
    ]);
    // "Jordan and Alex" is one subject, not two questions.
    expect(questionsJoinedByAnd('what do jordan and alex owe on the car?', held)).toBeNull();
  });

  it('are separated when a question starts with a preposition, or the second does', () => {
    const held = words('jordan', 'alex', 'sam', 'priya', 'shah', 'will');
    expect(
      questionsJoinedByAnd(
        'On what date did Jordan and Alex sign their wills, and where are the originals kept?',
        held,
      ),
    ).toEqual([
      'On what date did Jordan and Alex sign their wills',
      'where are the originals kept (Jordan Alex wills)?',
    ]);
    expect(questionsJoinedByAnd("Is Sam named in Jordan's will, and in what roles?", held)).toEqual(
      ["Is Sam named in Jordan's will", "in what roles (Sam Jordan's will)?"],
    );
    // "Their estate plan" after one person's email is the household's, not a set's.
    expect(
      questionsJoinedByAnd(
        "What's Priya Shah's email, and what roles does she have in their estate plan?",
        held,
      ),
    ).toEqual([
      "What's Priya Shah's email",
      "what roles does she have in their estate plan (Priya Shah's)?",
    ]);
  });

  it('carry the kind of record a request named to a second question pointing back to it', () => {
    expect(
      questionsJoinedByAnd(
        'list our loans from the biggest balance to the smallest, and what rate is the biggest one at?',
        words('sam'),
      ),
    ).toEqual([
      'list our loans from the biggest balance to the smallest',
      'what rate is the biggest one at (loans)?',
    ]);
    // A second naming its own record asks of the set the first named: the whole text says it.
    expect(
      questionsJoinedByAnd(
        'How many entries are in our guidebook, and which does Sam only see after an event?',
        words('sam'),
      ),
    ).toBeNull();
  });

  it('carry only the names, not the kind, when the second names its own kind of record', () => {
    expect(
      questionsJoinedByAnd(
        'What is outstanding on the Bluebonnet mortgage, and what is the house estimated to be worth?',
        words('bluebonnet'),
      ),
    ).toEqual([
      'What is outstanding on the Bluebonnet mortgage',
      'what is the house estimated to be worth (Bluebonnet)?',
    ]);
  });

  it('carry what the first named as someone’s to "mine", and a role to "their"', () => {
    expect(
      questionsJoinedByAnd(
        'When did Alex sign their directive to physicians, and when did I sign mine?',
        words('alex'),
      ),
    ).toEqual([
      'When did Alex sign their directive to physicians',
      'when did I sign my directive to physicians?',
    ]);
    // Not "What's" read as whose, nor what is asked of it ("dated").
    expect(
      questionsJoinedByAnd("What's Alex's will dated, and where is ours?", words('alex')),
    ).toEqual(["What's Alex's will dated", 'where is our will?']);
    expect(
      questionsJoinedByAnd(
        "Who is the successor trustee of our trust, and what's their phone number?",
        words('trust'),
      ),
    ).toEqual([
      'Who is the successor trustee of our trust',
      "what's the successor trustee's phone number?",
    ]);
  });

  it('carry no "family\'s" with the names: whose a record is names none', () => {
    expect(
      questionsJoinedByAnd(
        "What's the family's Honda CR-V worth, and how much is left to pay on its loan?",
        words('family', 'honda', 'crv'),
      ),
    ).toEqual([
      "What's the family's Honda CR-V worth",
      'how much is left to pay on its loan (Honda CR-V)?',
    ]);
  });

  it('fill in a second question that leaves out what the first asked', () => {
    const held = words('house', 'condo');
    expect(
      questionsJoinedByAnd('What gets paid on the 28th of each month, and what on the 22nd?', held),
    ).toEqual(['What gets paid on the 28th of each month', 'What gets paid on the 22nd?']);
    expect(
      questionsJoinedByAnd(
        "Alex at the desk: what's our equity in the house, and how much in the condo?",
        held,
      ),
    ).toEqual([
      "Alex at the desk: what's our equity in the house",
      "what's our equity in the condo?",
    ]);
  });

  it('are read as one after ", and" when the second counts or adds up what the first named', () => {
    const held = words('sam');
    expect(
      questionsJoinedByAnd(
        'How many estate documents do we have, and how many of them are Sam’s alone?',
        held,
      ),
    ).toBeNull();
    // Or compares the two.
    expect(
      questionsJoinedByAnd(
        'When does the condo mortgage come out, and how many days after the house mortgage is that?',
        words('condo', 'house'),
      ),
    ).toBeNull();
    // Or the first names no record.
    expect(questionsJoinedByAnd('What do we spend, and when is it due?', held)).toBeNull();
  });

  it('keep the whole answer when it states what each part asked', async () => {
    const answer = await ask(
      "How much is Sam's Haven Life policy for, and who's the beneficiary?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('insurance');
    expect(answer.response).toMatch(/^You have \$500,000\.00 of life insurance in 1 policy/);
    expect(answer.response).toContain('beneficiaries Alex Rivera (100%)');
  });

  it('keep the whole answer when a part alone would lose what it stated', () => {
    const reply = (response: string) => ({
      response,
      intent: 'record' as const,
      understood: true,
      sources: [],
      suggestions: [],
      answeredBy: 'rules' as const,
    });
    const whole = reply('2019 Tesla Model 3: worth $27,800.00; GEICO policy number 4410-22-919.');
    const parts = [reply('Estimated $52,300.00 together.'), reply('6 policies: …')];
    expect(answersMoreThan(parts, whole)).toBe(false);
    expect(
      answersMoreThan([reply('Spectrum: $89.99 a month.')], reply('Account 8245120039.')),
    ).toBe(false);
    expect(
      answersMoreThan(
        [reply('Spectrum: $89.99 a month.'), reply('Spectrum: account number 8245120039.')],
        reply('Spectrum: account number 8245120039.'),
      ),
    ).toBe(true);
    // A section the records name in quotes is a fact too.
    expect(
      answersMoreThan(
        [
          reply('Your guidebook has 2 entries: “The safe”, “Who to call”.'),
          reply('“The safe” is in the guidebook’s “Where things are” section.'),
        ],
        reply('Your guidebook has 2 entries: “The safe”, “Who to call”.'),
      ),
    ).toBe(true);
    // An example question in quotes states nothing.
    expect(
      answersMoreThan(
        [reply('4 documents are in the Hub. Ask for one, for example “where is the title?”.')],
        reply('Will of Sam: signed Mar 3, 2024.'),
      ),
    ).toBe(false);
    // The whole states what no part does, a part what the whole left out: both are said.
    const units = reply('You hold 120 units, worth $15,600.00.');
    const owner = reply('529: notes: “Successor owner: Alex.”.');
    expect(answersMoreThan([units, reply('Sam is the trustee.')], owner)).toBe(false);
    expect(partsAddingTo([units, reply('Sam is the trustee.')], owner)).toEqual([units]);
    // The whole answer said the worth; a part said the gain too.
    expect(
      answersMoreThan(
        [reply('401(k): worth $154,007.81, a gain of $51,407.81.')],
        reply('401(k): worth $154,007.81.'),
      ),
    ).toBe(true);
  });

  it('read the first part as a question when who asks comes before it', async () => {
    const answer = await ask(
      "Priya Shah, the Riveras' CPA. For the year: what is the property tax, and what does ADT Security cost?",
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Travis County Tax Office $9,800.00/yr');
    expect(answer.response).toContain('ADT Security $44.99/mo');
    expect(answer.response).not.toContain('priya@shahcpa.com');
  });

  it('answer each part when the whole answer leaves one out', async () => {
    const answer = await ask(
      'What is the Spectrum bill, and what day is it charged?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/Spectrum .*\$\d+\.\d\d/);
    expect(answer.response).toMatch(/next due on|due on the/);
  });

  it('are answered each in turn, citing the records of both', async () => {
    const answer = await ask(
      'What do we pay for Netflix? When is the Nelnet payment due?',
      riveraSnapshot(),
    );
    expect(answer.understood).toBe(true);
    expect(answer.response).toMatch(/Netflix .*Nelnet/s);
    const kinds = new Set(answer.sources.map((source) => source.kind));
    expect(kinds.has('obligation') || kinds.has('loan')).toBe(true);
    expect(answer.sources.length).toBeGreaterThanOrEqual(2);
  });
});
