import type { TitlingFacts } from '@shared/estate/estate-analysis/estate-facts';
import { TITLING_FORM_LABELS } from '@shared/estate/titling-forms';
import { formatCents } from '@shared/finance/money';
import type { CardFact } from './record-card';
import { tokensOf } from '../text/normalize';
import { STOPWORDS } from '../text/stopwords';

/**
 * The words of free text (notes), hyphenated words also apart: "life-sustaining" is one name
 * when it is a record's ("CR-V"), but in a sentence it also says "life".
 */
export function proseWordsOf(text: string | null | undefined): string[] {
  return text ? wordsOf(text, text.replace(/-/g, ' ')) : [];
}

/** The normalized words of some texts, without stopwords, each once. */
export function wordsOf(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts)
    if (text) for (const word of tokensOf(text)) if (!STOPWORDS.has(word)) words.add(word);
  return [...words];
}

const PER: Record<string, string> = {
  monthly: 'a month',
  quarterly: 'a quarter',
  'bi-annual': 'every 6 months',
  yearly: 'a year',
};

/** "$219.00 a month ($2,628.00 a year)", "$450.00 a quarter ($150.00 a month, $1,800.00 a year)". */
export function chargeText(costCents: number, frequency: string, monthlyCents: number): string {
  const per = PER[frequency] ?? 'a month';
  const charge = `${formatCents(costCents)} ${per}`;
  const yearly = `${formatCents(monthlyCents * 12)} a year`;
  if (per === 'a month') return `${charge} (${yearly})`;
  return per === 'a year'
    ? `${charge} (${formatCents(monthlyCents)} a month)`
    : `${charge} (${formatCents(monthlyCents)} a month, ${yearly})`;
}

const NO_NUMBER = 'no account number recorded';

/** The last four of an account's number, as the lists show it masked. */
export function endingFact(last4: string | null | undefined): CardFact {
  return last4
    ? { attributes: ['number'], text: `account ending ${last4} (****${last4})`, marker: last4 }
    : { attributes: ['number'], text: NO_NUMBER, marker: NO_NUMBER };
}

/** Notes longer than this are quoted by their start: a card's answer is a line, not a page. */
const NOTES_QUOTED = 280;

/**
 * What the family wrote about a record, quoted: the facts no field holds ("20-year level term",
 * "PPO through Dell", "Successor owner: Alex Carter").
 */
export function notesFact(notes: string | null | undefined, label = 'notes'): CardFact[] {
  const text = notes?.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const quoted = text.length > NOTES_QUOTED ? `${text.slice(0, NOTES_QUOTED - 1)}…` : text;
  return [{ attributes: ['notes'], text: `${label}: “${quoted}”`, marker: quoted }];
}

/**
 * Whose name a record is in and how it is titled, as the estate plan records it: "in the name of
 * Jordan & Alex Carter, titled joint with right of survivorship (JTWROS)".
 */
export function holderFact(
  named: string | null | undefined,
  titling: TitlingFacts | undefined,
): CardFact[] {
  const joint = titling?.jointHolderName;
  const holder = named ?? titling?.holderName ?? null;
  const who = holder && joint && !holder.includes(joint) ? `${holder} and ${joint}` : holder;
  const label = titling?.titling ? TITLING_FORM_LABELS[titling.titling] : null;
  const form = label ? `titled ${label.charAt(0).toLowerCase()}${label.slice(1)}` : null;
  if (!who && !form) return [];
  const text = [who ? `in the name of ${who}` : null, form].filter(Boolean).join(', ');
  // The titling is what an answer about whose name it is in most easily leaves out.
  return [{ attributes: ['owner'], text, marker: label ?? who ?? undefined }];
}
