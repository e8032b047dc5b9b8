import type { BillText, ExtractedField } from './bill-fields';
import { findLabelledValues, type Label } from './labelled-values';
import { cents, findMoney } from './money-text';
import { placeOf, stubAgreement, type Place } from './payment-stub';

type AmountKind = 'due' | 'enclosed' | 'balance' | 'charges' | 'pastDue' | 'other';

/**
 * Labels of amounts on a bill. Only `due` and its near relatives are what a person pays; the
 * others are read so they bound the labels around them ("Previous Balance 41.15 Payments -41.15")
 * and so a past-due balance can be added to new charges when no total is printed. Spaces are
 * optional because OCR often loses them ("AMOUNTDUE").
 */
const AMOUNT_LABELS: Array<Label<AmountKind>> = [
  { kind: 'due', pattern: /total\s*amount\s*due|(?:total\s*)?amount\s*(?:now\s*)?due/i },
  { kind: 'due', pattern: /total\s*(?:balance\s*)?due|balance\s*due|total\s*to\s*pay/i },
  {
    kind: 'due',
    pattern: /please\s*pay(?:\s*this\s*amount)?|pay\s*this\s*amount|amount\s*payable/i,
  },
  { kind: 'due', pattern: /(?:total\s*)?payment\s*due(?!\s*date)/i },
  { kind: 'due', pattern: /current\s*bill\s*due|(?:bill|charges)\s*due\s*now/i },
  { kind: 'enclosed', pattern: /amount\s*enclosed/i },
  {
    kind: 'balance',
    pattern: /new\s*balance|(?:current\s*)?account\s*balance|statement\s*balance/i,
  },
  { kind: 'balance', pattern: /total\s*balance|(?:total|balance)\s*with\s*contributions?/i },
  { kind: 'charges', pattern: /total\s*(?:current|new)\s*charges|(?:current|new)\s*charges/i },
  { kind: 'charges', pattern: /total\s*charges|current\s*bill(?!\s*due)/i },
  { kind: 'pastDue', pattern: /past\s*due(?:\s*(?:amount|balance))?|balance\s*forward|overdue/i },
  { kind: 'pastDue', pattern: /(?:previous\s*)?unpaid\s*balance/i },
  // Not the amount to pay: earlier balances, money already received, late-payment amounts.
  {
    kind: 'other',
    pattern:
      /previous\s*(?:account\s*)?balance|prior\s*balance|balance\s*prior\s*to\s*last\s*bill/i,
  },
  { kind: 'other', pattern: /last\s*bill|total\s*payments|payments?(?:\s*received)?|credits?/i },
  { kind: 'other', pattern: /(?:previous|prior|last)\s*(?:amount|bill(?:ed)?\s*amount)\s*due/i },
  { kind: 'other', pattern: /adjustments?|deposit|late\s*(?:payment\s*)?(?:charge|fee)/i },
  { kind: 'other', pattern: /past\s*due\s*after|amount\s*due\s*after|if\s*paid\s*after/i },
];

/** How much a label says "this is what to pay now". */
const KIND_WEIGHT: Record<AmountKind, number> = {
  due: 1,
  enclosed: 0.9,
  balance: 0.75,
  charges: 0.5,
  pastDue: 0,
  other: 0,
};

/**
 * Later pages of a combined bill hold the totals of its sub-accounts ("TOTAL DUE" of each
 * service account), so page 1, where the summary and the stub are, counts most.
 */
const LATER_PAGE_FACTOR = 0.7;

type Candidate = {
  value: number;
  weight: number;
  source: string;
  occurrences: number;
  /** Where it was printed with a label at least as strong as "amount enclosed". */
  places: Set<Place>;
};

/**
 * The amount a person would pay now: the labelled total, preferring the summary and stub of
 * page 1; several labels agreeing on it make it surer. When only new charges and a past-due
 * balance are printed, their sum is what is owed.
 */
export function findAmountDue(
  text: BillText,
  { today }: { today: Date },
): ExtractedField<number | null> {
  const read = (segment: string) => findMoney(segment, { origin: text.origin, today });
  const labelled = findLabelledValues(text, AMOUNT_LABELS, read);
  const candidates = new Map<number, Candidate>();
  const place = placeOf(text);
  for (const found of labelled) {
    if (found.value < 0) continue;
    const weight = KIND_WEIGHT[found.kind] * (found.line.page === 1 ? 1 : LATER_PAGE_FACTOR);
    if (weight === 0) continue;
    const key = cents(found.value);
    const known = candidates.get(key) ?? {
      value: found.value,
      weight,
      source: found.source,
      occurrences: 0,
      places: new Set<Place>(),
    };
    known.occurrences += 1;
    if (weight > known.weight) Object.assign(known, { weight, source: found.source });
    if (weight >= KIND_WEIGHT.enclosed) known.places.add(place(found.line));
    candidates.set(key, known);
  }

  if (text.origin === 'ocr') mergeLostDecimalPoints(candidates);
  const pastDue = labelled
    .filter((found) => found.kind === 'pastDue' && found.line.page === 1 && found.value > 0)
    .map((found) => found.value);
  const ranked = [...candidates.values()].sort((a, b) => score(b) - score(a) || b.value - a.value);
  const best = ranked[0];

  if (best && best.weight >= KIND_WEIGHT.balance) {
    const confidence =
      best.weight >= KIND_WEIGHT.enclosed ? (best.occurrences > 1 ? 0.95 : 0.85) : 0.7;
    // The stub and the summary are two printings of what to pay: agreeing they settle it,
    // disagreeing (a stub's total against the summary's) the person must look.
    const rivals = ranked.slice(1).map((candidate) => candidate.places);
    const agreement = stubAgreement(best.places, rivals);
    if (agreement === 'agree') return { value: best.value, confidence: 0.97, source: best.source };
    if (agreement === 'disagree')
      return { value: best.value, confidence: Math.min(confidence, 0.45), source: best.source };
    return { value: best.value, confidence, source: best.source };
  }
  if (best) {
    // Only charges were labelled: a past-due balance printed beside them is owed as well.
    const owed = pastDue.length > 0 ? best.value + Math.max(...pastDue) : best.value;
    return {
      value: Math.round(owed * 100) / 100,
      confidence: pastDue.length > 0 ? 0.55 : 0.6,
      source: best.source,
    };
  }
  return unlabelledGuess(text, today);
}

/**
 * OCR drops decimal points ("$2115" for "$21.15"): a whole-dollar candidate whose digits are those
 * of a candidate with cents elsewhere on the bill is that amount.
 */
function mergeLostDecimalPoints(candidates: Map<number, Candidate>): void {
  for (const [key, candidate] of candidates) {
    if (key % 100 !== 0) continue;
    const withCents = candidates.get(key / 100);
    if (!withCents || key / 100 === key || withCents.value === candidate.value) continue;
    withCents.occurrences += candidate.occurrences;
    for (const place of candidate.places) withCents.places.add(place);
    if (candidate.weight > withCents.weight)
      Object.assign(withCents, { weight: candidate.weight, source: candidate.source });
    candidates.delete(key);
  }
}

function score(candidate: Candidate): number {
  return candidate.weight + 0.05 * Math.min(candidate.occurrences - 1, 3);
}

/**
 * Without any recognised label (a badly read photo), the dollar amount printed most often on
 * page 1 is the likeliest total: bills repeat it in the summary and on the stub.
 */
function unlabelledGuess(text: BillText, today: Date): ExtractedField<number | null> {
  const counts = new Map<number, { value: number; count: number; source: string }>();
  for (const line of text.lines.filter((candidate) => candidate.page === 1))
    for (const money of findMoney(line.text, { origin: text.origin, today })) {
      if (money.value <= 0 || !money.text.includes('$')) continue;
      const known = counts.get(cents(money.value));
      if (known) known.count += 1;
      else counts.set(cents(money.value), { value: money.value, count: 1, source: line.text });
    }
  const best = [...counts.values()].sort((a, b) => b.count - a.count || b.value - a.value)[0];
  if (!best) return { value: null, confidence: 0, source: null };
  return { value: best.value, confidence: best.count > 1 ? 0.4 : 0.25, source: best.source };
}
