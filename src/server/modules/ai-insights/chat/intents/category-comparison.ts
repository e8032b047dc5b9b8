import { CATEGORY_LABELS } from '@shared/finance/categories';
import { monthlyTotals } from '@shared/finance/household-summary';
import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { asExpense } from '../records/expense-like';
import { FACETS } from '../records/obligation-facets';
import { countOf } from '../text/format';
import type { Question } from '../text/question';

/** The categories of spec §9 a question may set against each other, by the facet that names each. */
const COMPARED_FACETS = ['auto', 'insurance', 'kids', 'home', 'other'] as const;
type ComparedCategory = (typeof COMPARED_FACETS)[number];

/** "The car stuff or insurance", "auto versus insurance": two kinds set against each other. */
const SET_AGAINST = /\b(or|vs|versus|against|compared (to|with)|and)\b/;
/** The question asks which is more, or for both amounts side by side. */
const COMPARES =
  /\b(which|what)\b.*\b(more|less|bigger|larger|higher|lower|most|least)\b|\b(compare|compared|comparison|vs|versus|both numbers|side by side)\b/;

/** Each category a question names, with where its words are, in the order the question names them. */
function namedInOrder(text: string): { id: ComparedCategory; at: number }[] {
  const found = COMPARED_FACETS.flatMap((id) => {
    const facet = FACETS.find((each) => each.id === id);
    const at = facet ? text.search(facet.asked) : -1;
    return at >= 0 ? [{ id, at }] : [];
  });
  return found.sort((a, b) => a.at - b.at);
}

/**
 * "Which costs us more, the car stuff or insurance?": two categories of Monthly Expenses, each
 * by its own total (the category each bill is filed under, as the screen's filter shows it), and
 * how far apart they are. Null unless the question sets exactly two categories against each other.
 */
export function comparedCategories(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const { text } = question;
  // "What is our spend in the home category, and in the kids category?": both, side by side.
  if (!COMPARES.test(text) && !/\bcategor(y|ies)\b/.test(text)) return null;
  const named = namedInOrder(text);
  const [first, second] = named;
  if (named.length !== 2 || !first || !second) return null;
  // The word joining them: "car insurance" is one thing, "car or insurance" two.
  if (!SET_AGAINST.test(text.slice(first.at, second.at))) return null;
  const totals = monthlyTotals(snapshot.obligations.map(asExpense)).byCategory;
  const of = (category: ComparedCategory) => {
    const entry = totals.find((each) => each.category === category);
    return { category, monthlyCents: entry?.monthlyCents ?? 0, count: entry?.count ?? 0 };
  };
  const [a, b] = [of(first.id), of(second.id)];
  const line = (each: typeof a) =>
    `${CATEGORY_LABELS[each.category]}: ${formatCents(each.monthlyCents)} a month (${formatCents(each.monthlyCents * 12)} a year) across ${countOf(each.count, 'obligation')}`;
  const [more, less] = a.monthlyCents >= b.monthlyCents ? [a, b] : [b, a];
  const apart = more.monthlyCents - less.monthlyCents;
  const verdict =
    apart === 0
      ? 'They cost the same.'
      : `${CATEGORY_LABELS[more.category]} costs ${formatCents(apart)} a month (${formatCents(apart * 12)} a year) more.`;
  return {
    response: `${line(a)}; ${line(b)}. ${verdict} By the category each bill is filed under on Monthly Expenses.`,
    sources: [a, b].map((each) => ({
      kind: 'obligation' as const,
      id: null,
      label: `${CATEGORY_LABELS[each.category]} obligations`,
      href: `/expenses?category=${each.category}`,
    })),
    statesAllHeld: true,
  };
}
