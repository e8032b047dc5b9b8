import { formatCents } from '@shared/finance/money';
import type { IntentReply } from '../chat-reply';
import { costText, ordinal } from '../text/format';
import { namedIn, type RecordSet, type SetItem } from './collections';

/** "How much more is A than B", "by how much does A beat B", "the difference between A and B". */
const ASKS_DIFFERENCE =
  /\b(how much (more|less|higher|lower|bigger|smaller|cheaper|larger)|by how much|difference between|how much does .{2,60} (beat|exceed|top))\b/;

/** The two sides compared: around "than", "beat", "exceed", or "between … and …", "… or …". */
const SIDES: readonly RegExp[] = [
  /^(?<a>.+?)\b(?:than|beats?|exceeds?|tops?)\b(?<b>.+)$/,
  /\bbetween (?<a>.+?) and (?<b>.+?)(?:[,?.]|$)/,
  /\b(?:which|what) (?:is|are|costs?|is worth) (?:\w+ )?(?:more|less|bigger|larger|higher)[,:]? (?<a>.+?) or (?<b>.+?)(?:[,?.]|$)/,
];

/** The one record a side names, or null when it names none or several. */
function oneNamed(set: RecordSet, side: string, whole: string): SetItem | null {
  const named = namedIn(set, side, whole);
  return named.length === 1 && named[0]?.cents !== null ? (named[0] ?? null) : null;
}

/**
 * The difference between the amounts of two records of a set ("the Premier Savings beat the Ally
 * emergency fund by $16,700.00"), when the question asks for one and each side names exactly one
 * record with an amount; null otherwise, for the other answers.
 */
export function differenceOf(text: string, set: RecordSet): IntentReply | null {
  if (!ASKS_DIFFERENCE.test(text)) return null;
  for (const pattern of SIDES) {
    const sides = pattern.exec(text)?.groups;
    if (!sides?.a || !sides.b) continue;
    const a = oneNamed(set, sides.a, text);
    const b = oneNamed(set, sides.b, text);
    if (!a || !b || a.id === b.id) continue;
    const [more, less] = (a.cents ?? 0) >= (b.cents ?? 0) ? [a, b] : [b, a];
    const gap = (more.cents ?? 0) - (less.cents ?? 0);
    const per =
      set.measure === 'a month' ? ' a month' : set.measure === 'a charge' ? ' a charge' : '';
    // A monthly difference is said a year too ("over a full year, how much more…"), and two
    // bills charged alike ("every 6 months") differ by their charges as well.
    const alike =
      more.charge &&
      less.charge &&
      more.charge.frequency === less.charge.frequency &&
      more.charge.frequency !== 'monthly'
        ? `; ${costText(more.charge.cents - less.charge.cents, more.charge.frequency)}`
        : '';
    const also = per === ' a month' ? ` (${formatCents(gap * 12)} a year${alike})` : '';
    return {
      response: `${more.label} (${more.amountText}) is ${formatCents(gap)}${per}${also} more than ${less.label} (${less.amountText}).`,
      sources: [more.source, less.source],
      intent: set.intent,
    };
  }
  return null;
}

/**
 * "How many days apart are our two mortgage payments?": the days of the month two bills are paid
 * on, and how far apart they are; null unless the question names exactly two bills with a day.
 */
export function daysApart(items: readonly SetItem[]): IntentReply | null {
  const [a, b] = [...items].sort((x, y) => (x.day ?? 0) - (y.day ?? 0));
  if (items.length !== 2 || !a?.day || !b?.day) return null;
  const gap = b.day - a.day;
  return {
    response: `${a.label} comes out on the ${ordinal(a.day)} and ${b.label} on the ${ordinal(b.day)} of each month: ${gap === 0 ? 'the same day' : `${gap} ${gap === 1 ? 'day' : 'days'} apart`}.`,
    sources: [a.source, b.source],
    intent: 'due',
  };
}
