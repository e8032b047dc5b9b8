import { snapshotObligation } from '../../snapshot/snapshot-fixture';
import { describe, expect, it } from 'vitest';
import type { SearchableText } from '../../snapshot/household-snapshot';
import { ask, sourceIds } from '../chat-test-helpers';
import { GMAIL, riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

const LETTER: SearchableText = {
  ...GMAIL,
  id: 'gb-letter',
  title: 'For Emma and Liam',
  section: 'Personal letters',
  text: 'Be kind to each other.',
};
const FIRST_CALLS: SearchableText = {
  ...GMAIL,
  id: 'gb-first',
  title: 'Who to call first',
  section: 'Who to call first',
  text: 'Dana Whitfield, our attorney: (512) 555-0142.',
};

describe('policy questions', () => {
  it('answers whom a kind of insurance is with from the policies, not spending', async () => {
    const answer = await ask('Who is our car insurance with?', riveraSnapshot());
    expect(answer.intent).toBe('insurance');
    expect(answer.response).toContain('GEICO');
    expect(answer.response).not.toContain('$0.00');
  });

  it('counts all the policies, then how many of them are of a kind', async () => {
    const snapshot = riveraSnapshot();
    const life = snapshot.estate.policies.filter((policy) => policy.kind === 'life');
    const answer = await ask(
      'How many insurance policies do we have altogether, and how many of those are life insurance?',
      snapshot,
    );
    expect(answer.response).toMatch(
      new RegExp(
        `^${snapshot.estate.policies.length} policies, ${life.length} of them life insurance: `,
      ),
    );
    expect(sourceIds(answer)).toHaveLength(snapshot.estate.policies.length);
  });

  it('reads a premium on a person’s policy as what is paid for it', async () => {
    const answer = await ask("What's the premium on Sam's life insurance?", riveraSnapshot());
    expect(answer.intent).toBe('spending');
    expect(answer.response).toContain('Haven Life');
  });

  it("adds up the asker's policy and another's named after it (\"my life policy and Sam's\")", async () => {
    const answer = await ask(
      "Between my life policy and Sam's, how much life cover do we carry in all?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^You have \$1,500,000\.00 of life insurance in 2 policies/);
  });

  it('says what the policies cover and what their premiums come to when asked both', async () => {
    const answer = await ask(
      'How much life insurance do we have across both policies, and what do their premiums come to per month?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('insurance');
    expect(answer.response).toMatch(/^You have \$1,500,000\.00 of life insurance in 2 policies/);
    expect(answer.response).toContain('premium $95.00/mo');
    expect(answer.response).toContain('The premiums come to $137.00 a month');
    expect(sourceIds(answer)).toEqual(
      expect.arrayContaining(['pol-life-alex', 'pol-life-sam', 'ob-life-alex', 'ob-life-sam']),
    );
  });
});

describe('amounts of different measures', () => {
  it('answers each question on its own when read whole it finds a record neither asks about', async () => {
    // A gym called "Life Time" is found by "life" when the two questions are read as one list.
    const snapshot = riveraSnapshot();
    snapshot.obligations = [
      ...snapshot.obligations,
      snapshotObligation({ id: 'ob-gym', vendor: 'Life Time Fitness', costCents: 21_900 }),
    ];
    const answer = await ask(
      "What's our total life insurance coverage, and what do the two life premiums cost per month together?",
      snapshot,
    );
    expect(answer.response).not.toContain('Life Time Fitness');
    expect(answer.response).toContain('$1,500,000.00 of life insurance');
    expect(answer.response).toContain('$137.00 a month');
  });

  it('never adds a policy’s cover to its premium', async () => {
    const answer = await ask('Add up the Haven Life coverage and its premium', riveraSnapshot());
    expect(answer.response).toContain('$500,000.00');
    expect(answer.response).toContain('$42.00 a month');
    expect(answer.response).not.toContain('Together');
  });
});

describe('who a person is to the household', () => {
  it('says which documents name someone, an alternate as an alternate', async () => {
    const answer = await ask(
      'In which documents is Maria named, and in what role?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('first alternate executor in Will of Alex Rivera');
    expect(answer.response).toContain('successor trustee in Revocable living trust');
    expect(answer.response).toContain('named guardian in Guardian nomination');
    expect(answer.response).not.toMatch(/named executor/);
  });

  it('names an advisor’s role and contact', async () => {
    const answer = await ask('Who is Priya Shah?', riveraSnapshot());
    expect(answer.understood).toBe(true);
    expect(answer.response).toMatch(/^Priya Shah: your cpa/i);
  });

  it('gathers every role of a person named in the estate plan and the family', async () => {
    const answer = await ask('Who is Maria Lopez?', riveraSnapshot());
    expect(answer.response).toContain('guardian');
    expect(answer.response).toContain('executor');
    expect(answer.response).toContain('view-only access');
  });

  it('does not answer for a name nobody in the records has', async () => {
    const answer = await ask('Who is Jane Doe?', riveraSnapshot());
    expect(answer.understood).toBe(false);
  });
});

describe('who has access to the household', () => {
  it('lists the family members and advisors connected, with their level', async () => {
    const answer = await ask('Who else can see our household?', riveraSnapshot());
    expect(answer.response).toContain('Sam Rivera (family member)');
    expect(answer.response).toContain('Maria Lopez (family member, view only)');
    expect(answer.response).toContain('Dana Whitfield (advisor');
    expect(answer.response).not.toContain('Alex Rivera');
  });

  it('reads who else can sign in as who has access', async () => {
    const answer = await ask('Besides me, who else can get into our household?', riveraSnapshot());
    expect(answer.response).toContain('Sam Rivera (family member)');
    expect(answer.response).toContain('Dana Whitfield (advisor');
  });

  it('does not show another household’s members and advisors to a guest, viewer or advisor', async () => {
    const snapshot = riveraSnapshot();
    const asOutsider = {
      ...snapshot,
      households: snapshot.households.map((each) => ({ ...each, isOwn: false })),
    };
    const access = await ask('Who else can see our household?', asOutsider);
    expect(access.response).toContain('for its owner to see');
    expect(access.response).not.toContain('Maria Lopez');
    const whoIs = await ask('Who is Maria Lopez?', asOutsider);
    expect(whoIs.response).not.toContain('view-only access');
  });

  it('answers whether an advisor has access', async () => {
    const answer = await ask('Does our attorney have access to Nido?', riveraSnapshot());
    expect(answer.intent).toBe('advisor');
    expect(answer.response).toContain('Dana Whitfield (advisor');
  });
});

describe('the guidebook before unrelated intents', () => {
  it('answers from an entry named in its title when the intent found nothing', async () => {
    const texts = [...SEARCHABLE_TEXTS, GMAIL];
    const answer = await ask(
      'How long should the Gmail account stay open?',
      riveraSnapshot(),
      texts,
    );
    expect(answer.intent).toBe('guidebook');
    expect(answer.response).toContain('for a year');
    expect(sourceIds(answer)).toEqual(['gb-gmail']);
  });

  it('does not take whom the family’s plan says to call for advice', async () => {
    const answer = await ask('Who should we call first if something happens?', riveraSnapshot(), [
      ...SEARCHABLE_TEXTS,
      FIRST_CALLS,
    ]);
    expect(answer.understood).toBe(true);
    expect(answer.response).toContain('Dana Whitfield');
  });

  it('finds a letter by its section, and "the kids" by the children’s names', async () => {
    const answer = await ask('Is there a letter for the kids?', riveraSnapshot(), [
      ...SEARCHABLE_TEXTS,
      LETTER,
    ]);
    expect(answer.response).toContain('For Emma and Liam');
  });
});

describe('names with stray words and cards', () => {
  it('answers what is owed on a credit card asked as a loan', async () => {
    const answer = await ask('How much do we owe on the Amex card?', riveraSnapshot());
    expect(answer.intent).toBe('loans');
    expect(answer.response).toContain('$2,300.00');
    expect(sourceIds(answer)).toEqual(['acct-amex']);
    // One of the couple named beside it: the household's own card.
    const asked = await ask(
      "This is Alex's mom. Alex asked me to check how much is owed on the Amex card.",
      riveraSnapshot(),
    );
    expect(asked.response).toContain('$2,300.00');
    expect(sourceIds(asked)).toEqual(['acct-amex']);
  });

  it('ignores "across" in a question about all the investments', async () => {
    const answer = await ask(
      'What is our total gain across all our investments?',
      riveraSnapshot(),
    );
    expect(answer.response).not.toMatch(/couldn't find/);
  });
});
