import { formatCents } from '@shared/finance/money';
import { ASKS_DIFFERENCE } from '../lookup/asked-attributes';
import type { Question } from '../text/question';

type Valued = { label: string; cents: number };

/**
 * "Which of our two cars is worth more, and by how much?": the gap between two values, and which
 * is the larger. Empty unless the question asks how far apart exactly two values are.
 */
export function worthApart(question: Question, values: readonly Valued[]): string {
  const [a, b] = values;
  if (values.length !== 2 || !a || !b || !ASKS_DIFFERENCE.test(question.text)) return '';
  if (a.cents === b.cents) return ` They are worth the same, ${formatCents(a.cents)}.`;
  const [more, less] = a.cents > b.cents ? [a, b] : [b, a];
  return ` Difference: ${formatCents(more.cents - less.cents)}; ${more.label} is worth more than ${less.label}.`;
}
