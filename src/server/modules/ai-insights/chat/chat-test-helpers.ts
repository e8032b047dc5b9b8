import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot, SearchableText } from '../snapshot/household-snapshot';
import { answerQuestion } from './answer-question';

/** Asks one question of a hand-built snapshot; no texts unless given. */
export function ask(
  question: string,
  snapshot: HouseholdSnapshot,
  texts: SearchableText[] = [],
): Promise<TChatAnswer> {
  return answerQuestion(question, { snapshot, loadTexts: () => Promise.resolve(texts) });
}

export function sourceIds(answer: TChatAnswer): (string | null)[] {
  return answer.sources.map((source) => source.id);
}
