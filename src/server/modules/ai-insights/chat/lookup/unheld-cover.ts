import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { Question } from '../text/question';
import { cardIndexOf } from './household-cards';
import { matchCards, namingWords } from './match-cards';

/** "Does the home policy cover flood damage?", "are we covered for hail?": what is covered. */
const ASKS_COVERED =
  /\b(does|do|is|are|would|will|did)\b.*\b(cover|covers|covered|include|includes|included|insure|insures|insured) (for |against )?(.+)$/;

/**
 * Whether a question asks if a policy covers a kind of loss no record mentions ("flood damage"):
 * the records hold who and what a policy insures and for how much, not its perils, so no answer
 * from them says yes or no.
 */
export function asksUnheldCover(question: Question, snapshot: HouseholdSnapshot): boolean {
  const covered = ASKS_COVERED.exec(question.text)?.[4];
  if (!covered) return false;
  const words = namingWords(covered.split(' ')).filter((word) => !question.fillers.has(word));
  if (words.length === 0) return false;
  const match = matchCards(words, cardIndexOf(snapshot));
  return match.unmatched.length === words.length;
}
