import { describe, expect, it } from 'vitest';
import { ask, sourceIds } from '../chat-test-helpers';
import { OWNER, riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

describe('phrasings from held-out-87 to -90', () => {
  it('leaves out "the bills we track" rather than look for a record called "track"', async () => {
    const answer = await ask(
      'How many of the bills we track are paid once a year rather than monthly?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Your \d+ obligations paid once a year come to/);
  });

  it('keeps the sentence that names what "it" is when a person is named before "it"', async () => {
    const snapshot = riveraSnapshot();
    snapshot.investments = snapshot.investments.map((account) =>
      account.id === 'inv-401k' ? { ...account, notes: 'Successor owner: Sam Rivera.' } : account,
    );
    const answer = await ask(
      'The 401k at Vanguard, it is in the name of Alex. If Alex is not there any more, who takes it over as owner?',
      snapshot,
    );
    expect(answer.response).toContain('Successor owner: Sam Rivera.');
  });

  it('says a described kind of bill as one phrase ("the house HOA")', async () => {
    const answer = await ask('What does the residence HOA cost?', riveraSnapshot());
    expect(answer.response).toContain('on the house HOA');
  });

  it('reads "outlay" as spending and "spread per month" as how Nido counts a month', async () => {
    const answer = await ask(
      'What is our total monthly outlay across all of our recurring obligations, with quarterly, six-monthly and yearly bills spread per month?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Your 41 obligations come to \$8,583\.06 a month/);
  });

  it('reads "spread per month" after a yearly bill as its monthly share', async () => {
    const answer = await ask("what's the property tax spread per month", riveraSnapshot());
    expect(answer.response).toContain('$816.67 a month');
  });

  it('reads "thru" as "through"', async () => {
    const answer = await ask('who is our home insurance thru', riveraSnapshot());
    expect(answer.response).toContain('State Farm home policy');
  });

  it('reads "reviewd" and says a document’s title once', async () => {
    const answer = await ask('trust last reviewd when', riveraSnapshot());
    expect(answer.response).toBe(
      'Revocable living trust of Alex Rivera: stored safely, signed Mar 3, 2024 in Texas, never reviewed since signing, next review Mar 3, 2027.',
    );
  });

  it('reads "the account holder" as whose the account is', async () => {
    const answer = await ask(
      'Who is the account holder on the Fidelity brokerage?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('in the name of Alex and Sam Rivera');
  });

  it('counts a home and a car once each, not their bills and policies again', async () => {
    const answer = await ask(
      'how much do we spend on the house and the Camry together',
      riveraSnapshot(),
    );
    expect(sourceIds(answer)).toEqual(expect.arrayContaining(['prop-home', 'prop-camry']));
    // $4,143.26 (the house, its home policy's premium included) + $534.08 (the Camry).
    expect(answer.response).toContain('Together: $4,677.35 a month');
  });

  it('reads "Sam: …" as Sam asking', async () => {
    const answer = await ask('Sam: what roles am I named in?', riveraSnapshot());
    expect(answer.response).toMatch(/^Sam Rivera: Spouse, named executor in Will of Alex Rivera/);
  });

  it('keeps "I want" as a request when an advisor says who is asking', async () => {
    const answer = await ask(
      "Dana Whitfield here, working on the Riveras' return. I want the full cost of the home category per month — the mortgage, utilities, the HOA, homeowners insurance and the property tax. What does that come to?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^You spend \$4,143\.26 a month/);
  });

  it('finds a fund in the account named though two funds share its name', async () => {
    const answer = await ask(
      'Dana Whitfield (attorney): what is the U.S. total bond market fund in the 401(k) worth?',
      riveraSnapshot(),
    );
    expect(sourceIds(answer)).toEqual(['inv-401k', 'h-vbtlx']);
    expect(answer.response).toContain('worth $20,100.00');
  });

  it('asks the policy number of the policy the sentence before names', async () => {
    const answer = await ask(
      'I have the Northwestern Mutual policy in front of me. What is the policy number?',
      riveraSnapshot(),
    );
    expect(answer.response).toBe(
      'Northwestern Mutual life policy on Alex Rivera: no policy number recorded.',
    );
  });

  it('reads "who manages the trust after…" as the successor trustee', async () => {
    const answer = await ask('who manages the trust after both of us are gone', riveraSnapshot());
    expect(answer.response).toContain('successor trustee: Maria Lopez');
  });

  it('reads "does anyone have copies of the wills" as where they are kept', async () => {
    const answer = await ask('does anyone besides us have copies of the wills', riveraSnapshot());
    expect(answer.response).toContain('the signed original is kept here');
  });

  it('asks the contingent beneficiary of the policy an earlier sentence names', async () => {
    const answer = await ask(
      "I'm handling the claim on Alex's life insurance as executor. Sam is the primary beneficiary — who is the contingent?",
      riveraSnapshot(),
    );
    expect(sourceIds(answer)).toEqual(['pol-life-alex']);
    expect(answer.response).toContain('contingent: Emma Rivera (50%), Liam Rivera (50%)');
  });

  it("does not read grandma's number into an entry that names Dana", async () => {
    const whoToCall = {
      kind: 'guidebook' as const,
      id: 'gb-call',
      ownerId: OWNER,
      title: 'Who to call first',
      text: 'Dana Whitfield, our attorney: (512) 555-0120.',
      href: '/family-guidebook',
    };
    const answer = await ask("What's grandma's phone number?", riveraSnapshot(), [whoToCall]);
    expect(answer.response).not.toContain('555-0120');
  });

  it('finds the guidebook entries that name the advisor a role stands for', async () => {
    const answer = await ask(
      'Which guidebook entries mention our attorney?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.intent).toBe('guidebook');
    expect(answer.response).toContain('“Final wishes”');
  });

  it('asks the amount too when "how much" follows another attribute bare', async () => {
    const answer = await ask('Fidelity joint brokerage whose name n how much', riveraSnapshot());
    expect(answer.response).toContain('Alex and Sam Rivera');
    expect(answer.response).toMatch(/\$[\d,]+\.\d\d/);
  });

  it('reads "which documents does Maria show up in" as where she is named', async () => {
    const answer = await ask(
      'In which of our estate documents does Maria show up, and in what role in each?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^6 estate documents name Maria: /);
    expect(answer.response).toContain('(Maria Lopez: successor trustee)');
  });

  it.each([
    ['next spectrum internet payment?', 'due', 'next due on Mar 22, 2026'],
    ['next car pmt', 'due', 'Toyota Financial Services (Toyota Camry) $385.00/mo is next due'],
    ['how much money is in the ally savings rigth now', 'accounts', '$20,000.00'],
    [
      'if something happens to both of us who gets guardianship of the kids?',
      'estate_people',
      'guardian: Maria Lopez',
    ],
  ])('reads a tuned set’s phrasing: %s', async (question, intent, said) => {
    const answer = await ask(question, riveraSnapshot());
    expect(answer.intent).toBe(intent);
    expect(answer.response).toContain(said);
  });

  it('reads "phones" beside another bill as the phone bill, not a verb', async () => {
    const answer = await ask('what do phones plus internet cost us each month?', riveraSnapshot());
    expect(answer.response).toMatch(/^You spend \$274\.99 a month/);
  });

  it('reads "the money into her 529" as its contribution in a total', async () => {
    const answer = await ask(
      "Emma's piano and the money into her 529 — what does all of that add up to per month?",
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Together: $360.00 a month');
  });

  it('reads ", both cars together" as how many, not another item', async () => {
    const answer = await ask(
      'What do we pay for car insurance in a year, both cars together?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^You spend \$3,120\.00 a year/);
  });

  it('does not add up the payments of two loans whose rates are compared', async () => {
    const answer = await ask(
      'what interest rate are we paying on the Camry loan compared with the mortgage?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('at 4.9%');
    expect(answer.response).toContain('at 6.125%');
    expect(answer.response).not.toContain('Together');
  });

  it('leaves out "for me" before a dash when the spouse says they are asking', async () => {
    const answer = await ask(
      'Sam here. Add up everything under Home for me — mortgage, utilities, HOA, all of it. What is that per month?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^You spend \$4,143\.26 a month/);
  });

  it('reads "when will X next take the payment" as a due date', async () => {
    const answer = await ask(
      "When will Bright Horizons next take Liam's payment?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('due');
  });

  it('reads "life insurance cover … between our two policies" as both policies', async () => {
    const answer = await ask(
      'How much life insurance cover do Sam and I have between our two policies?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^You have \$1,500,000\.00 of life insurance in 2 policies/);
  });

  it('reads "the card we use for streaming" as the card the streaming bills go on', async () => {
    const answer = await ask(
      "the card we use for streaming — what's owing on it right now?",
      riveraSnapshot(),
    );
    expect(answer.response).toBe('American Express · Blue Cash: balance $2,300.00.');
  });

  it('reads "Is Maria named in Alex\'s will, and in what roles?" as her roles', async () => {
    const answer = await ask(
      "Maria Lopez, Alex's sister. Is Maria named in Alex's will, and in what roles?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(
      /^Maria Lopez: Sister, named first alternate executor in Will of Alex Rivera/,
    );
  });

  it('reads "the total stock market ETF" as a fund held, not the stock market', async () => {
    const fund = await ask(
      'How many shares of the US total stock market ETF do we have in the Fidelity brokerage?',
      riveraSnapshot(),
    );
    expect(fund.response).toContain('120 shares of VTI');
    const market = await ask('how is the stock market doing today?', riveraSnapshot());
    expect(market.understood).toBe(false);
  });
});
