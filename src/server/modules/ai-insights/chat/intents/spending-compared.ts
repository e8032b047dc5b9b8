import { formatCents } from '@shared/finance/money';
import type { HouseholdSnapshot, SnapshotObligation } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { obligationSubject } from '../records/obligation-subject';
import { byMonthlyCost, obligationLine, totalMonthlyCents } from '../records/obligation-lines';
import { obligationSource } from '../records/sources';
import { recordWordsOf } from '../record-words';
import { capitalized } from '../text/format';
import { readQuestion, type Question } from '../text/question';
import { DIFFERENCE } from '../lookup/answer-from-cards';

/** "Which costs us more a month:", "what's bigger —": the question sets two things against each other. */
const WHICH_MORE =
  /\b(which|what|whats|what's)\b[^:?—–]*\b(more|less|bigger|larger|higher|lower|pricier|cheaper)\b(?: (?:a|per|each) (?:month|year))?\s*[:,—–-]?\s*/i;

/** The two sides: "…, or …", "… vs …", "… compared with …". */
const OR = /,?\s+(?:or|vs\.?|versus|compared (?:to|with))\s+/i;

type Side = { text: string; obligations: readonly SnapshotObligation[] };

/** "our two utility bills together" → "utility bills": the side as an answer names it. */
function sideName(text: string): string {
  return text
    .trim()
    .replace(/^((the|our|my|both|all|two|three|four)\s+)+/i, '')
    .replace(/\s+(together|combined|added up|in all)$/i, '');
}

/**
 * "Which costs us more a month: our two utility bills together, or the Verizon family plan?":
 * each side's bills added up as a month's cost (a kind of bill, a vendor, what they are for),
 * both amounts and how far apart they are. Null unless the question sets exactly two sides
 * against each other and each names bills of its own.
 */
export function comparedSpending(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const asked = question.raw.split('?')[0] ?? '';
  const which = WHICH_MORE.exec(asked);
  if (!which) return null;
  const sides = asked.slice(which.index + which[0].length).split(OR);
  if (sides.length !== 2) return null;
  const recordWords = () => recordWordsOf(snapshot);
  const read: Side[] = [];
  for (const text of sides) {
    // "Mia's activities (piano plus soccer)": a side may list its own bills.
    const listed = text.replace(/\s+plus\s+/gi, ' and ');
    const subject = obligationSubject(readQuestion(listed, recordWords), snapshot);
    const named = !subject.notFound && subject.obligations.length < snapshot.obligations.length;
    if (!named || subject.obligations.length === 0) return null;
    read.push({ text: sideName(text), obligations: subject.obligations });
  }
  const [a, b] = read;
  if (!a || !b) return null;
  // The same bills on both sides ("the Verizon plan or our phone bill") compare nothing.
  const ids = new Set(a.obligations.map((each) => each.id));
  if (b.obligations.every((each) => ids.has(each.id))) return null;
  const total = (side: Side) => totalMonthlyCents(side.obligations);
  const line = (side: Side) =>
    `${side.text}: ${formatCents(total(side))} a month (${byMonthlyCost(side.obligations)
      .map((each) => obligationLine(each, snapshot))
      .join('; ')})`;
  const apart = Math.abs(total(a) - total(b));
  const more = total(a) >= total(b) ? a : b;
  const verdict =
    apart === 0
      ? 'They cost the same.'
      : `${DIFFERENCE} ${formatCents(apart)} a month (${formatCents(apart * 12)} a year), more for ${more.text}.`;
  return {
    response: `${capitalized(line(a))}. ${capitalized(line(b))}. ${verdict}`,
    sources: [...a.obligations, ...b.obligations].map(obligationSource),
    statesAllHeld: true,
  };
}
