import { describe, expect, it } from 'vitest';
import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import { answerQuestion } from './answer-question';
import { loadRiveraTexts, riveraSnapshot } from './household.fixture';
import { FIXTURE_QUESTIONS, type FixtureQuestion } from './questions.fixture';

/** research/estate-and-ai.md §1: intent accuracy ≥ 90 % on a 150-question fixture. */
const REQUIRED_SCORE = 0.9;

function problemsWith(expected: FixtureQuestion, answer: TChatAnswer): string[] {
  if ('expect' in expected) {
    const problems: string[] = [];
    if (answer.understood) problems.push(`answered as ${answer.intent}: ${answer.response}`);
    if (!answer.response.startsWith("I can't answer that yet"))
      problems.push('no "I can\'t answer that yet"');
    if (answer.suggestions.length < 3 || answer.suggestions.length > 5)
      problems.push('not 3–5 suggestions');
    return problems;
  }
  const problems: string[] = [];
  // "I couldn't find “yacht”" read the intent right and declines the name (not understood).
  const readRight = answer.understood || answer.response.startsWith("I couldn't find");
  if (!readRight || answer.intent !== expected.intent)
    problems.push(
      `intent ${answer.intent}${answer.understood ? '' : ' (not understood)'}, expected ${expected.intent}`,
    );
  for (const text of expected.mustInclude)
    if (!answer.response.includes(text)) problems.push(`missing "${text}"`);
  const cited = new Set(answer.sources.map((source) => source.id));
  for (const id of expected.sourceIds ?? [])
    if (!cited.has(id)) problems.push(`does not cite ${id}`);
  if (problems.length > 0) problems.push(`answer: ${answer.response}`);
  return problems;
}

describe('the written questions about the Riveras', () => {
  it('holds at least 150 questions, some of which must not be answered', () => {
    expect(FIXTURE_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(FIXTURE_QUESTIONS.filter((each) => 'expect' in each).length).toBeGreaterThanOrEqual(20);
    expect(new Set(FIXTURE_QUESTIONS.map((each) => each.question)).size).toBe(
      FIXTURE_QUESTIONS.length,
    );
  });

  it('answers at least 90 % right and never answers one it should not', async () => {
    const misses: string[] = [];
    const wronglyAnswered: string[] = [];
    for (const expected of FIXTURE_QUESTIONS) {
      const answer = await answerQuestion(expected.question, {
        snapshot: riveraSnapshot(),
        loadTexts: loadRiveraTexts,
      });
      expect(answer.answeredBy).toBe('rules');
      const problems = problemsWith(expected, answer);
      if (problems.length === 0) continue;
      const line = `${expected.question}\n    ${problems.join('\n    ')}`;
      misses.push(line);
      if ('expect' in expected) wronglyAnswered.push(line);
    }
    const score = 1 - misses.length / FIXTURE_QUESTIONS.length;
    const report = `score ${(score * 100).toFixed(1)}% (${FIXTURE_QUESTIONS.length - misses.length}/${FIXTURE_QUESTIONS.length}); misses:\n${misses.join('\n')}`;
    // The misses are printed even when the score passes, so regressions and near-misses show.
    // eslint-disable-next-line no-console
    if (misses.length > 0) console.info(report);
    expect(wronglyAnswered, report).toEqual([]);
    expect(score, report).toBeGreaterThanOrEqual(REQUIRED_SCORE);
  });
});
