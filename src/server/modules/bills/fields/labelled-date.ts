import type { BillText, ExtractedField } from './bill-fields';
import { findDates, type DateMatch } from './date-text';
import { findLabelledValues, type Label } from './labelled-values';
import { placeOf, stubAgreement, type Place } from './payment-stub';

/** Weight of each label kind; 0 for labels that are read only to bound the others. */
export type DateLabels<K extends string> = { labels: Array<Label<K>>; weight: Record<K, number> };

/**
 * The best labelled date of one kind (due date, bill date): every labelled occurrence votes for
 * its day, weighted by its label and by page (page 1 holds the summary and the stub), and a day
 * printed in several places wins over one printed once. `toIso` gives a year to dates printed
 * without one.
 */
export function findLabelledDate<K extends string>(
  text: BillText,
  { labels, weight }: DateLabels<K>,
  {
    today,
    toIso,
    plausible = () => true,
  }: {
    today: Date;
    toIso: (date: DateMatch) => string;
    plausible?: (iso: string) => boolean;
  },
): ExtractedField<string | null> {
  const read = (segment: string) =>
    findDates(segment, { today }).map((date) => ({
      value: date,
      index: date.index,
      text: date.text,
    }));
  const votes = new Map<
    string,
    { weight: number; count: number; source: string; hasYear: boolean; places: Set<Place> }
  >();
  const place = placeOf(text);
  for (const found of findLabelledValues(text, labels, read)) {
    const base = weight[found.kind] * (found.line.page === 1 ? 1 : 0.8);
    if (base === 0) continue;
    const iso = toIso(found.value);
    const vote = votes.get(iso) ?? {
      weight: base,
      count: 0,
      source: found.source,
      hasYear: false,
      places: new Set<Place>(),
    };
    vote.count += 1;
    vote.hasYear ||= found.value.year !== null;
    if (base > vote.weight) Object.assign(vote, { weight: base, source: found.source });
    // Only the strongest labels speak for the stub or the summary.
    if (base >= 1) vote.places.add(place(found.line));
    votes.set(iso, vote);
  }
  const score = (vote: { weight: number; count: number }, iso: string) =>
    vote.weight + 0.1 * Math.min(vote.count - 1, 3) - (plausible(iso) ? 0 : 0.5);
  const ranked = [...votes.entries()].sort(
    ([isoA, a], [isoB, b]) => score(b, isoB) - score(a, isoA),
  );
  const [iso, vote] = ranked[0] ?? [];
  if (!iso || !vote) return { value: null, confidence: 0, source: null };
  let confidence = vote.weight >= 1 ? 0.85 : 0.65;
  if (vote.count > 1) confidence += 0.1;
  // A guessed year, or a day that sits oddly against the bill date, needs a look.
  if (!vote.hasYear) confidence -= 0.15;
  if (!plausible(iso)) confidence -= 0.3;
  // The stub and the summary both print the date: agreeing they settle it, disagreeing (each
  // with a due-date label) the person must look.
  const rivals = ranked.slice(1).map(([, rival]) => rival.places);
  const agreement = stubAgreement(vote.places, rivals);
  if (agreement === 'agree') confidence += 0.05;
  if (agreement === 'disagree') confidence = Math.min(confidence, 0.45);
  return { value: iso, confidence: Math.max(0.1, Math.min(confidence, 0.95)), source: vote.source };
}
