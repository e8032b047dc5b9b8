import { describe, expect, it } from 'vitest';
import type { SearchableText } from '../snapshot/household-snapshot';
import { ask } from './chat-test-helpers';
import { riveraSnapshot } from './household.fixture';
import { routeQuestion } from './intent-router';
import { namesAnotherFamily } from './out-of-scope';
import { recordWordsOf, routerContextOf } from './record-words';
import { readQuestion } from './text/question';

const route = (text: string) => {
  const snapshot = riveraSnapshot();
  return routeQuestion(
    readQuestion(text, () => recordWordsOf(snapshot)),
    routerContextOf(snapshot),
  );
};

describe('what a question is about, said in a family’s words', () => {
  it('reads when a mortgage comes out as its due day, and its payoff as the loan', () => {
    expect(route('When does the Wells Fargo mortgage come out of checking?')).toBe('due');
    expect(route('When is the Wells Fargo mortgage paid off?')).toBe('loans');
  });

  it('reads a death benefit as a policy, and a position as a holding', () => {
    expect(route('What is the combined death benefit of our life policies?')).toBe('insurance');
    expect(route('What is our Apple position worth?')).toBe('portfolio');
  });

  it('reads a letter someone left for the children as the guidebook', () => {
    expect(route('Alex left a letter for Emma and Liam. What does it ask of them?')).toBe(
      'guidebook',
    );
    expect(route('Does the letter Alex left for the kids mention me at all?')).toBe('guidebook');
  });

  it('declines whether a will stays valid elsewhere, and a probate case', () => {
    expect(route('Would our wills still be valid if we moved to California?')).toBe('unknown');
    expect(route("What's the probate court case number for Alex's will?")).toBe('unknown');
  });

  it('reads "this household" as the asker’s own', () => {
    expect(namesAnotherFamily('who is the trusted contact for this household', new Set())).toBe(
      false,
    );
    expect(namesAnotherFamily('what does the smith household pay', new Set())).toBe(true);
  });

  it('reads "the Verizon family plan" as a kind of plan, not a family called Verizon', () => {
    expect(namesAnotherFamily('how much is the verizon family plan', new Set())).toBe(false);
    expect(namesAnotherFamily('what does the verizon family pay', new Set())).toBe(true);
  });
});

describe('answers', () => {
  it('give everything a person is when asked their roles', async () => {
    const answer = await ask('What roles does Priya have in our plans?', riveraSnapshot());
    expect(answer.intent).toBe('estate_people');
    expect(answer.response).toMatch(/^Priya Shah: /);
    const listed = await ask(
      'List every role Maria Lopez has across our estate plan.',
      riveraSnapshot(),
    );
    expect(listed.response).toMatch(/^Maria Lopez: /);
    expect(listed.response).toMatch(/successor trustee/);
    expect(listed.response).toMatch(/guardian/);
  });

  it('list the bills paid on a day of the month, whatever their frequency', async () => {
    const answer = await ask('Which bills are charged on the 1st of the month?', riveraSnapshot());
    expect(answer.response).toMatch(/paid on the 1st of the month, \$[\d,.]+ in all: /);
    expect(answer.response).toContain('Wells Fargo Home Mortgage');
  });

  it('say how much an investment account is up against what was paid', async () => {
    const answer = await ask('How much is the joint brokerage up, in dollars?', riveraSnapshot());
    expect(answer.understood).toBe(true);
    expect(answer.response).toMatch(/a gain of \$[\d,.]+/);
    expect(answer.response).toContain('Joint Brokerage');
  });

  it('read whose death a beneficiary question supposes as no name of the asset', async () => {
    const answer = await ask('Who gets the Joint Brokerage if Alex dies?', riveraSnapshot());
    expect(answer.understood).toBe(true);
    expect(answer.response).toMatch(/^Fidelity · Joint Brokerage /);
  });

  it("read the kids' activities as the kids' bills", async () => {
    const answer = await ask("What do the kids' activities cost us?", riveraSnapshot());
    expect(answer.understood).toBe(true);
    expect(answer.response).toContain('on the kids');
  });

  it('name who does the taxes, with what the family wrote of them when asked when', async () => {
    const snapshot = riveraSnapshot();
    snapshot.advisors = snapshot.advisors.map((advisor) =>
      advisor.role === 'cpa' ? { ...advisor, notes: 'Files our return every April.' } : advisor,
    );
    const answer = await ask('Who does our taxes, and what time of year?', snapshot);
    expect(answer.response).toContain('Priya Shah');
    expect(answer.response).toContain('every April');
    // "…, and in which month?" asks when the first's doing happens, not of a bill named "tax".
    const month = await ask('Who prepares our tax return, and in which month?', snapshot);
    expect(month.response).toContain('every April');
    expect(month.response).not.toContain('Travis County');
  });

  it('say an advisor has no address recorded, as not answered', async () => {
    const answer = await ask("What's Priya Shah's office address?", riveraSnapshot());
    expect(answer.response).toMatch(/^No address is recorded for Priya Shah/);
    expect(answer.understood).toBe(false);
    const email = await ask("What's Priya Shah's email address?", riveraSnapshot());
    expect(email.response).toContain('priya@shahcpa.com');
    expect(email.understood).toBe(true);
  });

  it('list the holdings worth less now than what was paid', async () => {
    const answer = await ask(
      'Is any of our holdings worth less now than what we paid for it?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/worth less than what you paid|None of your holdings/);
  });

  it('decline an amount the records do not hold', async () => {
    const answer = await ask(
      'How much did Whitfield Law charge us to draw up the wills?',
      riveraSnapshot(),
    );
    expect(answer.understood).toBe(false);
  });

  it('decline what no record holds about a record it names', async () => {
    const answer = await ask(
      'Did Maria leave any wishes about the funeral, burial or cremation?',
      riveraSnapshot(),
    );
    expect(answer.understood).toBe(false);
  });

  it('count a role nobody holds as not answered', async () => {
    const answer = await ask('Who are the witnesses on our wills?', riveraSnapshot());
    expect(answer.response).toContain('No witness is named');
    expect(answer.understood).toBe(false);
  });

  it('quote a document for a word typed with a typo', async () => {
    const snapshot = riveraSnapshot();
    const policy: SearchableText = {
      kind: 'document',
      id: 'doc-umbrella',
      title: 'Chubb umbrella declarations',
      text: 'Chubb Personal Umbrella. Personal liability: $2,000,000. Deductible: none.',
      ownerId: snapshot.households[0]!.ownerId,
    } as SearchableText;
    const answer = await ask('whats the personal liabilty limit on the Chubb umbrella?', snapshot, [
      policy,
    ]);
    expect(answer.response).toContain('Personal liability: $2,000,000.');
  });

  it('answer a holding of the account named, and rank only that account’s holdings', async () => {
    const bond = await ask('Is the bond fund in the 401(k) up or down?', riveraSnapshot());
    expect(bond.response).toMatch(/^You hold 2,000 of VBTLX/);
    // The account named best, the holding by the words its name does not hold.
    const apple = await ask(
      'What is the cost basis of the Apple shares in the joint brokerage account?',
      riveraSnapshot(),
    );
    expect(apple.response).toMatch(/^You hold \S+ shares of AAPL/);
    expect(apple.response).not.toContain('VTI');
    const below = await ask(
      'Our CPA asks whether anything in the 401(k) is below its cost basis. Which fund?',
      riveraSnapshot(),
    );
    expect(below.response).toContain('VBTLX');
    expect(below.response).not.toContain('BND');
  });

  it('say a holding’s purchase date is not recorded', async () => {
    const answer = await ask('When did we first buy the Apple shares?', riveraSnapshot());
    expect(answer.understood).toBe(false);
    expect(answer.response).toMatch(/^No purchase date is recorded for a holding/);
  });

  it('add up every bill a list names, not only the one holding the most of its words', async () => {
    const answer = await ask(
      'Between soccer and her piano lessons, how much do we pay for Emma?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Austin Soccer Club');
    expect(answer.response).toContain('Melody Music School');
  });

  it('name the advisors without access when asked which have it', async () => {
    const answer = await ask(
      'Which of our advisors have been given access, and which have not?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/(has|have) no access\.$/);
  });

  it('say what no guidebook entry mentions, and count the entries', async () => {
    const entry: SearchableText = {
      kind: 'guidebook',
      id: 'g-safe',
      ownerId: riveraSnapshot().households[0]?.ownerId ?? '',
      title: 'The fireproof safe',
      text: 'The passports and the car titles are inside.',
      href: '/family-guidebook',
    };
    const wifi = await ask(
      'Is the wifi password written down in the guidebook?',
      riveraSnapshot(),
      [entry],
    );
    expect(wifi.understood).toBe(false);
    expect(wifi.response).toMatch(/^No guidebook entry you can read mentions “wifi password”/);
    const count = await ask('How many entries are in the guidebook?', riveraSnapshot(), [entry]);
    expect(count.response).toMatch(/^Your family guidebook has 1 entry/);
  });

  it('read the household’s adults named together as the household', async () => {
    const streaming = await ask('What do Alex and Sam spend on streaming?', riveraSnapshot());
    expect(streaming.response).toMatch(/^You spend \$39\.98 a month .* on streaming/);
    const kids = await ask(
      "How many of Alex and Sam's bills are in the Kids category?",
      riveraSnapshot(),
    );
    expect(kids.response).toMatch(/^You have 7 obligations for the kids/);
  });

  it('read the bills that go on a card as that card’s, and what is on a bill as the bill', async () => {
    const card = await ask('Which bills go on the Amex?', riveraSnapshot());
    expect(card.intent).toBe('paying_account');
    const lines = await ask('Verizon bill - how many lines are on it?', riveraSnapshot());
    expect(lines.intent).not.toBe('paying_account');
  });

  it('list the accounts in one person’s name, or alone', async () => {
    const named = await ask("Which accounts are in Alex's name?", riveraSnapshot());
    expect(named.response).toBe(
      "In Alex's name: Fidelity · Joint Brokerage (Alex and Sam Rivera) worth $52,153.00; Vanguard · Alex 401(k) (Alex Rivera) worth $164,175.00.",
    );
    const alone = await ask("Which accounts are in Sam's name alone?", riveraSnapshot());
    expect(alone.response).toBe("No account is recorded in Sam's name alone.");
  });

  it('decline what was paid into an account no bill pays into, and an EIN', async () => {
    const payroll = await ask(
      'How much has Alex contributed to the 401(k) this year?',
      riveraSnapshot(),
    );
    expect(payroll.understood).toBe(false);
    const contribute = await ask(
      'How much did Alex contribute to the 401(k) this year?',
      riveraSnapshot(),
    );
    expect(contribute.understood).toBe(false);
    const billed = await ask('How much have we put into the 529 this year?', riveraSnapshot());
    expect(billed.understood).toBe(true);
    expect(billed.response).toContain('Vanguard 529 Plan');
    const gained = await ask(
      'How much has the 401(k) gained over what was put in?',
      riveraSnapshot(),
    );
    expect(gained.response).toMatch(/a gain of \$[\d,.]+/);
    const up = await ask(
      'How much are we up on the joint brokerage compared to what we put in?',
      riveraSnapshot(),
    );
    expect(up.response).toMatch(/Joint Brokerage.*a gain of \$[\d,.]+/);
    const match = await ask(
      'How much has Alex put into the 401(k) this year, and is the company match maxed out?',
      riveraSnapshot(),
    );
    expect(match.understood).toBe(false);
    const guidebook = await ask(
      'What number did Alex put in the guidebook for the Vanguard helpline?',
      riveraSnapshot(),
    );
    expect(guidebook.response).not.toMatch(/^I can't answer that yet/);
    const ein = await ask("What's the EIN for the family trust?", riveraSnapshot());
    expect(ein.understood).toBe(false);
  });
});
