import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { RouterContext } from '../intent-router';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { STOPWORDS } from '../text/stopwords';
import { synonymsOf } from '../text/synonyms';
import { formsOf } from '../text/word-forms';
import { familyAliases, searchWords } from './guidebook';

/** Words too short to name an entry on their own ("to", "a"). */
const MIN_HEADING_WORD = 3;

/**
 * Whether the question holds a word of a guidebook entry's heading ("the fireproof safe", "the
 * who-to-call list", "my Gmail"), not counting the household's people's names, which headings
 * share with every other record. Only then is the guidebook read for a question another answer
 * took: reading it logs a view.
 */
export function namesGuidebookHeading(
  question: Question,
  snapshot: HouseholdSnapshot,
  context: RouterContext,
): boolean {
  const headings = snapshot.guidebookHeadings ?? [];
  if (headings.length === 0) return false;
  const people = new Set([
    ...context.ownNameWords,
    ...[...familyAliases(snapshot).values()].flat(),
  ]);
  const heading = new Set(
    headings
      .flatMap((each) => tokensOf(each.replace(/-/g, ' ')))
      .filter(
        (word) => word.length >= MIN_HEADING_WORD && !STOPWORDS.has(word) && !people.has(word),
      ),
  );
  return searchWords(question).some((word) => formsOf(word).some((form) => heading.has(form)));
}

/**
 * How many of the question's words an answer says, by the word, a synonym or its plural ("calls"
 * for "call"): of two answers, the one that says more of what was asked.
 */
export function wordsAnswered(question: Question, answer: string): number {
  const said = new Set(tokensOf(answer));
  const says = (word: string) =>
    said.has(word) ||
    synonymsOf(word).some((other) => said.has(other)) ||
    (word.length >= 4 &&
      (said.has(`${word}s`) || (word.endsWith('s') && said.has(word.slice(0, -1)))));
  return searchWords(question).filter(says).length;
}
