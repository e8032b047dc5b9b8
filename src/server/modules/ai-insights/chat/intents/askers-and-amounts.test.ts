import { describe, expect, it } from 'vitest';
import { snapshotObligation } from '../../snapshot/snapshot-fixture';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';
import { withoutContextPrefix } from '../text/context-prefix';
import { withoutContextSentences } from '../text/context-sentences';
import { normalizeText } from '../text/normalize';

const RECORD_WORDS = () => new Set(['spectrum', 'amex', 'liam', 'sam', 'alex']);

describe('who is asking, said before the question', () => {
  it('leaves out a sentence saying who types, on which sign-in, or in what role', () => {
    for (const [typed, asked] of <[string, string][]>[
      ['Sam on the family login. What is the Spectrum bill?', 'What is the Spectrum bill?'],
      [
        "Grandpa here (Alex's father). Is Liam on the health insurance?",
        'Is Liam on the health insurance?',
      ],
      [
        'This is Marcus Bell, the Riveras’ CPA. I need a full year of HOA dues.',
        'I need a full year of HOA dues.',
      ],
    ])
      expect(withoutContextSentences(typed, RECORD_WORDS)).toBe(asked);
  });

  it('leaves out who said what a statement reports, keeping what it says', async () => {
    expect(
      withoutContextSentences('Sam mentioned Spectrum is pricey. What does it cost?', RECORD_WORDS),
    ).toBe('Spectrum is pricey. What does it cost?');
    expect(
      withoutContextSentences(
        'Alex asked me to keep an eye on the Amex. What is owed on it?',
        RECORD_WORDS,
      ),
    ).toBe('I need to keep an eye on the Amex. What is owed on it?');
    // A task asked of the asker is theirs, not a request that Nido move money.
    const asked = await ask(
      'Alex asked me to move money into the Chase checking. What is its balance?',
      riveraSnapshot(),
    );
    expect(asked.understood).toBe(true);
    expect(asked.response).toContain('Chase');
  });

  it('leaves out a lead-in with the asker’s role at work, "again", or what the answer is for', () => {
    for (const [typed, asked] of <[string, string][]>[
      [
        "Planner mapping the Riveras' cash flow: when does the mortgage draft?",
        'when does the mortgage draft?',
      ],
      ['Sam again: what is the Spectrum bill?', 'what is the Spectrum bill?'],
      [
        'Spreading the yearly bills across the months, which come to more than $600 a month?',
        'which come to more than $600 a month?',
      ],
      [
        "For the estate's cash planning, when is the next 529 draft?",
        'when is the next 529 draft?',
      ],
    ])
      expect(withoutContextPrefix(typed, RECORD_WORDS)).toBe(asked);
  });
});

describe('words that mean another', () => {
  it.each([
    ['keep an eye on the card', 'watch the card'],
    ["the family's main checking account", 'the family checking account'],
    ['the monthly equivalent of the home category', 'the monthly cost of the home category'],
    ['the aggregate market value of the accounts', 'the total value of the accounts'],
    ['what leaves checking on the first of the month', 'what comes out of checking on the 1st'],
    [
      'which month do they have me down to prepare the return',
      'which month do they have me listed to prepare the return',
    ],
    ['who do we have down as executor', 'who do we have listed as executor'],
    [
      'which month do they have marcus down to prepare the return',
      'which month do they have marcus listed to prepare the return',
    ],
    ['has it gone down to 400k', 'has it gone down to 400k'],
    ['has the balance come down to 400k', 'has the balance come down to 400k'],
  ])('reads "%s" as "%s"', (typed, read) => {
    expect(normalizeText(typed)).toBe(read);
  });
});

describe('answers', () => {
  it('finds a family member on a policy insured on the whole family', async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate.policies = [
      ...snapshot.estate.policies,
      {
        id: 'pol-health',
        ownerId: snapshot.households[0]?.ownerId ?? '',
        kind: 'health',
        carrier: 'Aetna',
        insuredName: 'Rivera family',
        faceAmountCents: null,
        beneficiaries: [],
      },
    ];
    const answer = await ask('Is Liam on the health insurance, and with which company?', snapshot);
    expect(answer.intent).toBe('insurance');
    expect(answer.response).toContain('Aetna health policy on Rivera family');
    // Alex has a life policy of her own; her health insurance is still the family's.
    const health = await ask('Which company is Alex’s health insurance with?', snapshot);
    expect(health.response).toContain('Aetna health policy on Rivera family');
    const life = await ask('The life policy on Alex: which company?', snapshot);
    expect(life.response).toContain('Northwestern Mutual');
    expect(life.response).not.toContain('Aetna');
  });

  it('gives each trusted contact’s priority', async () => {
    const snapshot = riveraSnapshot();
    snapshot.triggering = snapshot.triggering.map((each) => ({
      ...each,
      contactPriorities: ['primary', 'backup'],
    }));
    const answer = await ask('Who are our trusted contacts?', snapshot);
    expect(answer.response).toContain('Sam Rivera (primary) and Maria Lopez (backup)');
  });

  it('states two charges of the same period apart per charge, then a month and a year', async () => {
    const snapshot = riveraSnapshot();
    snapshot.obligations = [
      ...snapshot.obligations,
      snapshotObligation({
        id: 'ob-boat',
        vendor: 'Boat Club',
        costCents: 81_200,
        frequency: 'bi-annual',
      }),
      snapshotObligation({
        id: 'ob-ski',
        vendor: 'Ski Lodge',
        costCents: 68_900,
        frequency: 'bi-annual',
      }),
    ];
    const answer = await ask(
      'Of the Boat Club and the Ski Lodge, which one costs more per six-month term, and by how much?',
      snapshot,
    );
    expect(answer.response).toContain(
      'Difference: $123.00 every 6 months ($20.50 a month, $246.00 a year) (Boat Club is more, Ski Lodge less).',
    );
  });

  it('quotes a short guidebook entry whole for "where is…", where the place is said without its name', async () => {
    const texts = [
      ...SEARCHABLE_TEXTS,
      {
        kind: 'guidebook' as const,
        id: 'gb-gun-safe',
        ownerId: SEARCHABLE_TEXTS[0]?.ownerId ?? '',
        title: 'The gun safe',
        text: 'In the garage loft, behind the boxes. The key is with Sam.',
        href: '/family-guidebook',
      },
    ];
    const answer = await ask(
      'Where exactly is the gun safe, and who has the key?',
      riveraSnapshot(),
      texts,
    );
    expect(answer.response).toContain('In the garage loft, behind the boxes. The key is with Sam.');
  });
});

describe('what the records do not hold, and what they hold of people', () => {
  it('declines the home address of people the records hold no address for', async () => {
    const answer = await ask(
      'What are the home mailing addresses for Sam and Maria?',
      riveraSnapshot(),
    );
    expect(answer.understood).toBe(false);
  });

  it('reads "who is named in our estate plan, and in what roles" as the plan’s people', async () => {
    const answer = await ask(
      'Who is named anywhere in our estate plan, and in what roles?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('estate_people');
    expect(answer.understood).toBe(true);
  });

  it('counts the guidebook’s entries before saying how one person sees them', async () => {
    const texts = SEARCHABLE_TEXTS.filter((text) => text.kind === 'guidebook').map(
      (text, index) => ({
        ...text,
        sharing: [
          { name: 'Sam Rivera', mode: index === 0 ? ('after_event' as const) : ('now' as const) },
        ],
      }),
    );
    const answer = await ask(
      'How many entries are in our guidebook, and which does Sam only see after an event?',
      riveraSnapshot(),
      texts,
    );
    expect(answer.response).toMatch(
      new RegExp(`^Your family guidebook has ${texts.length} entries\\. Sam Rivera sees`),
    );
  });
});

describe('what is held at a bank', () => {
  it('adds up the accounts at the bank a question names, not its bills', async () => {
    const answer = await ask('How much do we hold at Chase?', riveraSnapshot());
    expect(answer.intent).toBe('accounts');
    expect(answer.response).toMatch(/^Your accounts hold \$[\d,]+\.\d\d in \d+ accounts?: Chase/);
  });
});

describe('accounts set apart by "than"', () => {
  it.each([
    [
      'How much more do we hold at Chase than in the Ally savings?',
      'Chase · Total Checking $12,400.00 and Chase · Savings $35,000.00: $47,400.00 together; Ally Bank · High Yield Savings $20,000.00. Difference: $27,400.00.',
    ],
    [
      'How much more do we have in savings than in checking?',
      'Chase · Savings $35,000.00 and Ally Bank · High Yield Savings $20,000.00: $55,000.00 together; Chase · Total Checking $12,400.00. Difference: $42,600.00.',
    ],
  ])('%s', async (question, said) => {
    const answer = await ask(question, riveraSnapshot());
    expect(answer.response).toBe(said);
  });
});

describe('a count, then how many of those', () => {
  it('counts every estate document, then those one person made alone', async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate.instruments = snapshot.estate.instruments.map((instrument) =>
      instrument.kind === 'trust'
        ? { ...instrument, principalName: 'Alex & Sam Rivera' }
        : instrument,
    );
    const all = snapshot.estate.instruments.length;
    const samAlone = snapshot.estate.instruments.filter(
      (instrument) => instrument.principalName === 'Sam Rivera',
    ).length;
    const answer = await ask(
      'How many estate documents do we have in total, and how many of them are Sam’s alone (not counting the joint trust)?',
      snapshot,
    );
    expect(answer.response).toMatch(
      new RegExp(`^${all} estate documents, ${samAlone} of them Sam Rivera’s alone`),
    );
    const withJoint = await ask(
      'How many estate documents do we have, and how many of those are Sam’s?',
      snapshot,
    );
    expect(withJoint.response).toContain(`${samAlone + 1} of them Sam Rivera’s:`);
  });
});

describe('who is typing and why, said around the question', () => {
  it('leaves out a lead-in about whose estate is being handled, or who is typing', () => {
    for (const [typed, asked] of <[string, string][]>[
      [
        "Handling Sam's estate: when is the Jiffy Lube charge next due?",
        'when is the Jiffy Lube charge next due?',
      ],
      [
        "For the inventory of Alex's estate: what do we still owe on the mortgage?",
        'what do we still owe on the mortgage?',
      ],
      ["this is sam - what's the VIN on the camry?", "what's the VIN on the camry?"],
      [
        'Marcus Bell (planner) — for my notes, what is the monthly equivalent of the Home category?',
        'what is the monthly equivalent of the Home category?',
      ],
      ['Marcus Bell, CPA, for the tax file: what is the basis?', 'what is the basis?'],
    ])
      expect(withoutContextPrefix(typed, RECORD_WORDS)).toBe(asked);
    // A lead-in naming a record is what is asked about.
    expect(withoutContextPrefix('For the Spectrum bill: what is owed?', RECORD_WORDS)).toBe(
      'For the Spectrum bill: what is owed?',
    );
    expect(withoutContextPrefix('Spectrum (internet): what is the bill?', RECORD_WORDS)).toBe(
      'Spectrum (internet): what is the bill?',
    );
    // What someone wants, when it names no record, is why they ask.
    expect(
      withoutContextPrefix('Sam wants some papers — who has the combination?', RECORD_WORDS),
    ).toBe('who has the combination?');
    expect(
      withoutContextPrefix('Sam wants the Spectrum number — what is the account?', RECORD_WORDS),
    ).toBe('Sam wants the Spectrum number — what is the account?');
  });

  it('ends a sentence at a question mark, and before a request typed without capitals', () => {
    expect(
      withoutContextSentences("what's the VIN on the camry? the dealer needs it", RECORD_WORDS),
    ).toBe("what's the VIN on the camry?");
    expect(
      withoutContextSentences("this is sam - what's the VIN? the dealer needs it", RECORD_WORDS),
    ).toBe("this is sam - what's the VIN?");
    // "by how much" after a question asks too.
    expect(
      withoutContextSentences('which costs more, Spectrum or the Amex? by how much', RECORD_WORDS),
    ).toBe('which costs more, Spectrum or the Amex? by how much');
    expect(
      withoutContextSentences(
        "it's Sam. if you add up what we spend on Liam, what is it a month?",
        RECORD_WORDS,
      ),
    ).toBe('if you add up what we spend on Liam, what is it a month?');
  });

  it('leaves out who is typing and why, said in one sentence', () => {
    expect(
      withoutContextSentences(
        'Sam here, my brother is too sick to log in himself. Which advisors do we have?',
        RECORD_WORDS,
      ),
    ).toBe('Which advisors do we have?');
    expect(
      withoutContextSentences(
        'Sam here, Alex is too sick to log in. Which advisors do we have?',
        RECORD_WORDS,
      ),
    ).toBe('Which advisors do we have?');
    // What follows who is typing is kept.
    expect(
      withoutContextSentences(
        'Sam here, found a letter about the Spectrum bill. What is it for?',
        RECORD_WORDS,
      ),
    ).toBe('found a letter about the Spectrum bill. What is it for?');
    // A question's own lead-in is read whole by the lead-in rules.
    expect(
      withoutContextSentences('Alex here, tracking the Amex: when is it due?', RECORD_WORDS),
    ).toBe('Alex here, tracking the Amex: when is it due?');
  });

  it('leaves out "I\'m Sam." and keeps a statement that says how to reach someone', () => {
    expect(
      withoutContextSentences(
        "I'm Sam. Alex is in the hospital and I need to reach their lawyer. Who is it and what's the number?",
        RECORD_WORDS,
      ),
    ).toBe(
      "Alex is in the hospital and I need to reach their lawyer. Who is it and what's the number?",
    );
    expect(
      withoutContextSentences(
        'I want to email Sam. What address do you have for him?',
        RECORD_WORDS,
      ),
    ).toBe('I want to email Sam. What address do you have for him?');
  });
});
