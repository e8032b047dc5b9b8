import { formatCents } from '@shared/finance/money';
import { DIFFERENCE } from '../lookup/answer-from-cards';
import { ASKS_DIFFERENCE } from '../lookup/asked-attributes';
import type { Question } from '../text/question';

type Valued = { label: string; cents: number };

/**
 * "Which of our two cars is worth more, and by how much?", "which mortgage payment is bigger?": the
 * gap between two amounts, and which is the larger. Empty unless the question asks how far apart
 * exactly two amounts are.
 */
export function worthApart(
  question: Question,
  values: readonly Valued[],
  { measure = 'is worth', per = '' }: { measure?: string; per?: string } = {},
): string {
  const [a, b] = values;
  if (values.length !== 2 || !a || !b || !ASKS_DIFFERENCE.test(question.text)) return '';
  if (a.cents === b.cents) return ` Both come to ${formatCents(a.cents)}${per}.`;
  const [more, less] = a.cents > b.cents ? [a, b] : [b, a];
  return ` ${DIFFERENCE} ${formatCents(more.cents - less.cents)}${per}; ${more.label} ${measure} more than ${less.label}.`;
}
