import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

describe('holdings ranked over the whole portfolio', () => {
  it('lists the holdings worth less than what was paid for them', async () => {
    const answer = await ask(
      'Is any of our investments down from what we paid for it?',
      riveraSnapshot(),
    );
    // BND: 80 × $72.50 = $5,800.00 against $6,400.00; VBTLX: 2,000 × $10.05 = $20,100.00
    // against $21,000.00.
    expect(answer.response).toMatch(/^2 holdings are worth less than what you paid: /);
    expect(answer.response).toContain('BND (Vanguard Total Bond Market ETF)');
    expect(answer.response).toContain('a loss of $600.00');
    expect(answer.response).toContain('a loss of $900.00');
  });

  it('ranks the holdings by value, and leaves a question that names one to that one', async () => {
    const largest = await ask('Which single holding is worth the most?', riveraSnapshot());
    // VFIAX: 300 × $480.25 = $144,075.00.
    expect(largest.response).toMatch(
      /^Your largest holdings by value: 300 shares of VFIAX .*\$144,075\.00/,
    );
    const named = await ask('Is VTI down?', riveraSnapshot());
    expect(named.response).not.toContain('worth less than what you paid');
    expect(named.response).toContain('VTI');
  });
});

describe("an advisor's notes", () => {
  function withNotes() {
    const snapshot = riveraSnapshot();
    snapshot.advisors = snapshot.advisors.map((advisor) =>
      advisor.id === 'adv-attorney'
        ? { ...advisor, notes: 'Drafted our wills in 2024 and keeps copies.' }
        : advisor.id === 'adv-cpa'
          ? { ...advisor, notes: 'Files our taxes every April.' }
          : advisor,
    );
    return snapshot;
  }

  it('say what an advisor handles, and who drafted a document they speak of', async () => {
    const handles = await ask('What does Priya Shah handle for us?', withNotes());
    expect(handles.response).toContain('your notes: “Files our taxes every April.”');
    const drafted = await ask('Who drafted our wills?', withNotes());
    expect(drafted.response).toContain(
      'Dana Whitfield, your attorney at Whitfield Law: “Drafted our wills in 2024 and keeps copies.”',
    );
  });
});

describe('what the family wrote down to do, unlike advice', () => {
  it('answers from a guidebook entry named in its title, and declines the rest', async () => {
    const planned = await ask(
      'What should we do with the digital accounts?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(planned.response).toContain('The password manager is 1Password');
    const advice = await ask(
      'What should we do with our savings?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(advice.understood).toBe(false);
  });
});

describe('more ways of asking', () => {
  it('reads who would raise the children as the guardian', async () => {
    const answer = await ask(
      'Who would raise Emma and Liam if something happened to both of us?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Maria Lopez');
  });

  it('reads two records joined by "plus" as a list', async () => {
    const answer = await ask(
      'Austin Energy plus Texas Gas Service, how much together?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('$222.50 a month');
    expect(answer.sources.map((source) => source.id)).toEqual(['ob-electric', 'ob-gas']);
  });

  it('answers what should happen to something from the guidebook entry that names it', async () => {
    const answer = await ask(
      'What should happen to the digital accounts after we die?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.response).toContain('The password manager is 1Password');
  });

  it('reads "what we put in" as the cost of the investments, not a contribution', async () => {
    const answer = await ask(
      'Overall, how much are our investments up versus what we put in?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('portfolio');
    expect(answer.understood).toBe(true);
  });
});
