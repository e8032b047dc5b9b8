import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { withoutReasonAfter } from '../several-questions';
import { normalizeText } from '../text/normalize';
import { readQuestion } from '../text/question';
import { worthApart } from '../records/worth-apart';

describe('phrasings from held-out-79 and -80', () => {
  it('says how far apart two values are, and which is larger', async () => {
    const cars = await ask(
      'Which of our two cars is worth more, and by how much?',
      riveraSnapshot(),
    );
    expect(cars.response).toContain(
      'Difference: $3,500.00; 2021 Toyota Camry is worth more than 2019 Honda',
    );
    const accounts = await ask(
      "Which is worth more, Alex's 401k or the joint brokerage? and by how much",
      riveraSnapshot(),
    );
    expect(accounts.response).toContain(
      'Difference: $112,022.00; Vanguard · Alex 401(k) is worth more than Fidelity · Joint Brokerage.',
    );
  });

  it('says how far apart two payments are, a month', () => {
    const asked = readQuestion(
      'Which mortgage payment is bigger, and by how much?',
      () => new Set(),
    );
    const payments = [
      { label: 'Wells Fargo mortgage', cents: 284_500 },
      { label: 'Chase mortgage', cents: 211_000 },
    ];
    expect(worthApart(asked, payments, { measure: 'costs', per: ' a month' })).toBe(
      ' Difference: $735.00 a month; Wells Fargo mortgage costs more than Chase mortgage.',
    );
    const plain = readQuestion('What are the mortgage payments?', () => new Set());
    expect(worthApart(plain, payments)).toBe('');
  });

  it('reads "debt" as what the loans still owe, added up', async () => {
    const answer = await ask(
      'If we add up the mortgage and the Camry loan, how much debt are we carrying?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Together: $326,650.00.');
    expect(answer.response).not.toContain('a month');
  });

  it('reads the backup "after" someone as the contingent, not about that person', async () => {
    const answer = await ask(
      'Who is the backup beneficiary on my life insurance, after Sam?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('beneficiaries');
    expect(answer.response).toContain('contingent');
  });

  it('names the people of the documents asked about', async () => {
    const answer = await ask('Who is named in our wills?', riveraSnapshot());
    expect(answer.intent).toBe('estate_people');
    expect(answer.response).toMatch(/^\d people hold a role in your estate documents \(will\): /);
  });

  it('lists the people the documents name, leaving out whom the question leaves out', async () => {
    const answer = await ask('Besides Alex, who is named in our wills?', riveraSnapshot());
    expect(answer.intent).toBe('estate_people');
    expect(answer.response).toMatch(
      /^Leaving out Alex Rivera, \d people hold a role in your estate documents \(will\): /,
    );
  });

  it('compares a side that lists its own bills with "plus"', async () => {
    const answer = await ask(
      'Which costs more a month, Netflix plus Spotify or the Austin Energy bill?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Netflix plus Spotify: \$[\d,.]+ a month/);
    expect(answer.response).toContain('Difference: ');
  });

  it('leaves out an advisor saying they are new', async () => {
    const answer = await ask(
      "I'm the Riveras' new financial planner. Which advisors do they have on file?",
      riveraSnapshot(),
    );
    expect(answer.response).not.toContain('No financial advisor');
  });

  it('leaves out who wants the answer, after the question', () => {
    expect(withoutReasonAfter("What's the policy number? the dentist's office is asking")).toBe(
      "What's the policy number?",
    );
    const more = 'Which bills are due? only the ones this week';
    expect(withoutReasonAfter(more)).toBe(more);
  });

  it('reads "whens" as "when\'s"', () => {
    expect(normalizeText('whens the next car payment')).toBe('when the next car payment');
  });
});
