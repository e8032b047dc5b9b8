import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import { KEYWORDS } from './text/keywords';
import { tokensOf } from './text/normalize';

/** A question on its own: it starts as one does. */
const STARTS_AS_A_QUESTION =
  /^(how|what|what's|whats|which|who|who's|whos|whom|when|where|is|are|was|were|do|does|did|can|could|will|would|has|have)\b/i;

/** A word that points back to what an earlier question named ("what's its rate?"). */
const POINTS_BACK =
  /\b(it|its|it's|that|those|these|they|them|their|theirs|he|she|him|her|his|hers|there|one|ones|both|either|each|same|other|else)\b/i;

/**
 * "Is Verizon more than Spectrum? What is the Verizon bill?": two questions, each whole, each
 * naming a record of its own. Null when the text is one question, or a later one leans on an
 * earlier one ("what's the rate?", "and who gets it?"), which only the whole text answers.
 */
export function separateQuestions(
  raw: string,
  recordWords: () => ReadonlySet<string>,
): string[] | null {
  const parts = raw
    .split(/(?<=\?)\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const names = (part: string) =>
    tokensOf(part).some((word) => !KEYWORDS.has(word) && recordWords().has(word));
  const whole = parts.every(
    (part, at) =>
      STARTS_AS_A_QUESTION.test(part) &&
      tokensOf(part).length >= 3 &&
      names(part) &&
      (at === 0 || !POINTS_BACK.test(part)),
  );
  return whole ? parts : null;
}

/** One answer from the answers to each question, in the order they were asked. */
export function joinedAnswers(answers: readonly TChatAnswer[]): TChatAnswer {
  const [first] = answers;
  if (!first) throw new Error('joinedAnswers needs at least one answer');
  const sources = new Map<string, TChatAnswer['sources'][number]>();
  for (const answer of answers)
    for (const source of answer.sources)
      sources.set(`${source.kind}:${source.id}:${source.label}`, source);
  return {
    ...first,
    response: answers.map((answer) => answer.response).join(' '),
    sources: [...sources.values()],
  };
}
