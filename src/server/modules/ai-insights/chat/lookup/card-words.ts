import { formatCents } from '@shared/finance/money';
import type { CardFact } from './record-card';
import { tokensOf } from '../text/normalize';
import { STOPWORDS } from '../text/stopwords';

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
