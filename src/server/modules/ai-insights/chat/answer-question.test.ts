import { describe, expect, it, vi } from 'vitest';
import { ZChatAnswer } from '@shared/ai-insights/ai-schemas';
import { emptySnapshot, snapshotObligation } from '../snapshot/snapshot-fixture';
import type { HouseholdSnapshot } from '../snapshot/household-snapshot';
import { answerQuestion } from './answer-question';
import { ask, sourceIds } from './chat-test-helpers';
import { OWNER, loadRiveraTexts, riveraSnapshot } from './household.fixture';
import { FIXTURE_QUESTIONS } from './questions.fixture';

const MOTHER = '00000000-0000-4000-8000-000000000009';

/** The Riveras with Alex's mother's household selected too, as a connected family member sees it. */
function twoHouseholds(): HouseholdSnapshot {
  const snapshot = riveraSnapshot();
  snapshot.households = [
    { ownerId: OWNER, ownerName: 'Alex Rivera', isOwn: true },
    { ownerId: MOTHER, ownerName: 'Rosa Rivera', isOwn: false },
  ];
  snapshot.obligations.push(
    snapshotObligation({
      id: 'rosa-care',
      ownerId: MOTHER,
      vendor: 'Sunrise Home Care',
      category: 'other',
      costCents: 250_000,
      isAutoPay: true,
      autoPayDate: 12,
      bankAccount: 'Frost ****5555',
    }),
  );
  return snapshot;
}

describe('answerQuestion', () => {
  it('answers every question in the spec shape, from the rules', async () => {
    for (const question of [
      'what do we spend on the camry',
      'tell me a joke',
      'where is the will',
    ]) {
      const answer = await answerQuestion(question, {
        snapshot: riveraSnapshot(),
        loadTexts: loadRiveraTexts,
      });
      expect(ZChatAnswer.parse(answer)).toEqual(answer);
      expect(answer.answeredBy).toBe('rules');
    }
  });

  it('answers what it cannot with "I can\'t answer that yet" and 3 to 5 questions it can', async () => {
    const answer = await ask('should we buy bitcoin?', riveraSnapshot());
    expect(answer).toMatchObject({ intent: 'unknown', understood: false, sources: [] });
    expect(answer.response).toMatch(/^I can't answer that yet/);
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(answer.suggestions.length).toBeLessThanOrEqual(5);
    // The examples come from the records: the household has a Camry, so it is suggested.
    expect(answer.suggestions).toContain('What do we spend on the Camry?');
    const empty = await ask('should we buy bitcoin?', emptySnapshot('2026-03-10'));
    expect(empty.suggestions.join(' ')).not.toContain('Camry');
  });

  it.each([
    "Which bills aren't paid from Chase?",
    "What don't we pay on autopay?",
    "What's not due this week?",
  ])('does not answer the opposite of a question that says "not": %s', async (question) => {
    const answer = await ask(question, riveraSnapshot());
    expect(answer).toMatchObject({ intent: 'unknown', understood: false, sources: [] });
  });

  it.each([
    // Whitfield Law is Dana's firm, not Priya's.
    ["What's Priya's phone at Whitfield Law?", 'advisor'],
    // Wells Fargo holds the mortgage; the car loan is Toyota's.
    ['How much do we owe Wells Fargo for the car?', 'loans'],
    ['How much is the Chase checking at Ally worth?', 'net_worth'],
    // A Toyota is recorded, a Corolla is not.
    ['How much is the Toyota Corolla worth?', 'net_worth'],
  ])('names no record that holds only some of the names asked: %s', async (question, intent) => {
    const answer = await ask(question, riveraSnapshot());
    expect(answer.intent).toBe(intent);
    expect(answer.response).toMatch(/^I couldn't find/);
    expect(answer.sources).toEqual([]);
  });

  it.each([
    // Sam has no 401(k); Alex's names Sam as beneficiary.
    ["Who is the beneficiary of Sam's 401k?", "Sam's. Vanguard · Alex 401(k) goes to", 'inv-401k'],
    // Haven Life insures Sam, not Alex.
    [
      'Who is the beneficiary of the Haven Life policy on Alex?',
      "Alex's. Haven Life life policy on Sam Rivera goes to",
      'pol-life-sam',
    ],
  ])(
    'says a record is not the one named, and whose it is, when it holds all but the person: %s',
    async (question, said, id) => {
      const answer = await ask(question, riveraSnapshot());
      expect(answer.intent).toBe('beneficiaries');
      expect(answer.response).toContain(`Nothing of that kind is recorded as ${said}`);
      expect(sourceIds(answer)).toEqual([id]);
    },
  );

  it('still answers "not on auto-pay" as what is paid by hand', async () => {
    const answer = await ask("Which bills aren't on autopay?", riveraSnapshot());
    expect(answer.intent).toBe('manual_pay');
  });

  it('loads the texts only for questions that search them', async () => {
    const loadTexts = vi.fn(loadRiveraTexts);
    const context = { snapshot: riveraSnapshot(), loadTexts };
    for (const question of [
      "what's due this week",
      'who is our cpa',
      "what's our net worth",
      'what happens if I die',
      'who is the executor',
    ])
      await answerQuestion(question, context);
    expect(loadTexts).not.toHaveBeenCalled();
    await answerQuestion('where is the passport', context);
    expect(loadTexts).toHaveBeenCalledTimes(1);
  });

  it('says whose record it is when several households are selected', async () => {
    const answer = await ask('what do we spend on sunrise home care', twoHouseholds());
    expect(answer.response).toContain("Sunrise Home Care $2,500.00/mo (Rosa Rivera's household)");
    const due = await ask("what's due this week", twoHouseholds());
    expect(due.response).toContain(
      "Sunrise Home Care $2,500.00 (auto-pay from Frost ****5555) (Rosa Rivera's household)",
    );
    const total = await ask('total monthly spending', twoHouseholds());
    expect(total.response).toContain(
      "By household: Alex Rivera's household $8,583.06 a month; Rosa Rivera's household $2,500.00 a month.",
    );
  });

  it('never answers from a record outside the snapshot', async () => {
    const answer = await ask('what do we spend on sunrise home care', riveraSnapshot());
    // "Home" is a kind of spending, not part of a name; the rest matches nothing (not Lawn Care).
    expect(answer.response).toMatch(/^I couldn't find “sunrise care”/);
    expect(answer.sources).toEqual([]);
  });

  it('reads misspelt keywords but leaves ordinary words and the household’s own names alone', async () => {
    expect((await ask('who is the executer', riveraSnapshot())).intent).toBe('estate_people');
    expect((await ask('how much is the morgage balance', riveraSnapshot())).intent).toBe('loans');
    // "spare" is one letter from "share" (a holding): it must not become a portfolio question.
    expect((await ask('where is the spare key', riveraSnapshot())).intent).toBe(
      'document_location',
    );
    const sprint = riveraSnapshot();
    sprint.obligations.push(
      snapshotObligation({ id: 'sprint', vendor: 'Sprent', category: 'other', costCents: 4_000 }),
    );
    // "Sprent" is one letter from "spent"; as the household's own vendor it stays a name.
    expect((await ask('how much is sprent', sprint)).response).toContain('$40.00 a month');
  });

  it('puts no long number (an account or policy number) in any answer', async () => {
    for (const expected of FIXTURE_QUESTIONS) {
      const answer = await ask(expected.question, riveraSnapshot(), await loadRiveraTexts());
      expect(answer.response).not.toMatch(/\d{6,}/);
      for (const source of answer.sources) expect(source.label).not.toMatch(/\d{6,}/);
    }
  });

  it('cites the screen of every record it used, as an app path', async () => {
    for (const expected of FIXTURE_QUESTIONS) {
      const answer = await ask(expected.question, riveraSnapshot(), await loadRiveraTexts());
      for (const source of answer.sources) expect(source.href).toMatch(/^\/[a-z-]+(\?|#|$)/);
    }
  });
});
