import { describe, expect, it, vi } from 'vitest';
import { answerQuestion } from '../answer-question';
import { SEARCHABLE_TEXTS, loadRiveraTexts, riveraSnapshot } from '../household.fixture';
import { sourceIds } from '../chat-test-helpers';

function askWithTexts(question: string) {
  const loadTexts = vi.fn(loadRiveraTexts);
  return { loadTexts, answer: answerQuestion(question, { snapshot: riveraSnapshot(), loadTexts }) };
}

describe('where a document or signed original is', () => {
  it('gives where the signed original of the will is kept, and its scan', async () => {
    const { answer } = askWithTexts('where is the will?');
    const result = await answer;
    expect(result.intent).toBe('document_location');
    expect(result.response).toContain(
      'Will of Alex Rivera: the signed original is kept here: Fireproof safe in the home office closet',
    );
    expect(result.response).toContain(
      'A copy is in the Nido Hub: “Alex Rivera - Last Will and Testament.pdf”',
    );
    expect(sourceIds(result)).toEqual(['inst-will-alex', 'doc-will', 'inst-will-sam']);
  });

  it('finds a car title through the synonyms, in the hub and in the guidebook', async () => {
    const { answer, loadTexts } = askWithTexts('where is the auto title');
    const result = await answer;
    expect(loadTexts).toHaveBeenCalledTimes(1);
    expect(result.response).toContain(
      '“Toyota Camry title.pdf” (Deed or Title) is in the Nido Hub',
    );
    expect(result.response).toContain(
      'The car titles for the Camry and the Honda are in the fireproof safe.',
    );
    expect(result.sources).toContainEqual({
      kind: 'guidebook',
      id: 'gb-where',
      label: 'Where things are',
      href: '/family-guidebook',
    });
    expect(result.sources).toContainEqual({
      kind: 'document',
      id: 'doc-camry-title',
      label: 'Toyota Camry title.pdf',
      href: '/nido-hub?search=Toyota%20Camry%20title.pdf',
    });
  });

  it('says it cannot find a paper nobody has, rather than another title', async () => {
    const result = await askWithTexts('where is the boat title').answer;
    expect(result.response).toMatch(/^I couldn't find “boat”/);
    expect(result.sources).toEqual([]);
  });

  it.each([
    ["where is Maria's will?", 'Maria Lopez'],
    ["where is Sam's living trust?", 'Sam Rivera'],
  ])('does not give another person’s original for %s', async (question, person) => {
    const result = await askWithTexts(question).answer;
    expect(result.response).toMatch(
      new RegExp(`^No .* of ${person} is recorded in your estate plan`),
    );
    expect(result.sources.every((source) => source.id === null)).toBe(true);
  });

  it('says when an instrument is only drafted or its location is not recorded', async () => {
    expect((await askWithTexts('where is the living will').answer).response).toContain(
      'is drafted, not signed',
    );
    expect((await askWithTexts('where is the healthcare poa').answer).response).toContain(
      'where its signed original is kept is not recorded',
    );
  });

  it('searches only the texts it is given', async () => {
    expect(SEARCHABLE_TEXTS.some((text) => /kitchen drawer/.test(text.text))).toBe(true);
    const result = await answerQuestion('where are the safe deposit box keys', {
      snapshot: riveraSnapshot(),
      loadTexts: () => Promise.resolve([]),
    });
    expect(result.response).not.toContain('kitchen drawer');
  });
});
