import type { BillText, ExtractedField } from './bill-fields';
import { looksLikeCompanyName, nameKey, toDisplayName } from './company-name';
import { customerNameKeys } from './customer-names';

type Vote = { name: string; weight: number; source: string };

const PO_BOX = /^\s*p\.?\s*o\.?\s*box\b/i;
const REMIT_DEPARTMENT =
  /^\s*(?:attn|attention|dept|department|payment\s*(?:processing|center)|remittance)\b/i;
/** "mail to: Pacific Power, PO Box 26000", "Make checks payable to City of Springfield". */
const PAYABLE_TO =
  /(?:mail\s*to|payable\s*to|remit\s*(?:payment\s*)?to|send\s*payments?\s*to)\s*:?\s*([A-Za-z][A-Za-z&.' -]{2,40}?)(?=\s*,|\s+p\.?\s*o\.?\s*box|\s{3,}|$)/i;
const DOMAIN = /(?:www\.|@|\b)([a-z][a-z0-9-]{3,30})\.(?:com|net|org|gov|us|coop|biz)\b/gi;
/** Domains of payment processors and campaigns rather than of the company billing. */
const NOT_A_COMPANY_DOMAIN =
  /^(?:paperless|pay|paymentus|doxo|billpay|mybill|ebill|gmail|yahoo|outlook)/i;

/**
 * The first column of a line, past the one- or two-character specks OCR reads at the edge of
 * a photographed page ("2   PACIFIC POWER").
 */
function firstColumn(text: string): string {
  const cells = text.split(/\s{3,}/).filter((cell) => cell.trim() !== '');
  return cells.find((cell) => cell.trim().length > 2) ?? '';
}

/** Remit-to blocks: the company name on the line above "PO Box" on the stub. */
function remitToVotes(lines: BillText['lines']): Vote[] {
  const votes: Vote[] = [];
  lines.forEach((line, index) => {
    if (!PO_BOX.test(line.text)) return;
    // An "Attn: Payment Processing" or "Dept 1234" line may sit between the name and the box.
    const skip = REMIT_DEPARTMENT.test(lines[index - 1]?.text ?? '') ? 2 : 1;
    const above = lines[index - skip];
    if (!above || above.page !== line.page) return;
    const name = firstColumn(above.text);
    if (looksLikeCompanyName(name))
      votes.push({ name, weight: 0.8, source: `${above.text} / ${line.text}` });
  });
  return votes;
}

function payableToVotes(lines: BillText['lines']): Vote[] {
  return lines.flatMap((line) => {
    const match = PAYABLE_TO.exec(line.text);
    const name = match?.[1]?.trim();
    return name && looksLikeCompanyName(name) ? [{ name, weight: 0.9, source: line.text }] : [];
  });
}

/**
 * The company's web domain spelled out by words of the bill: "www.atmosenergy.com" and the words
 * "Atmos Energy" in a sentence give "Atmos Energy". Logos are often images, so the domain and the
 * fine print are where the name survives in the text.
 */
function domainVotes(lines: BillText['lines']): Vote[] {
  const domains = new Set<string>();
  for (const line of lines)
    for (const match of line.text.matchAll(DOMAIN)) {
      const label = match[1]!.toLowerCase();
      if (!NOT_A_COMPANY_DOMAIN.test(label)) domains.add(label);
    }
  const votes: Vote[] = [];
  for (const domain of domains)
    for (const line of lines) {
      const words = line.text.split(/\s+/);
      for (let start = 0; start < words.length; start += 1) {
        let joined = '';
        for (let end = start; end < Math.min(words.length, start + 5); end += 1) {
          joined += nameKey(words[end]!.replace(/['’]s$/i, ''));
          if (!domain.startsWith(joined) || joined === '') break;
          if (joined === domain) {
            const name = words
              .slice(start, end + 1)
              .join(' ')
              .replace(/['’]s$/i, '')
              .replace(/[^A-Za-z&]+$/, '');
            if (end > start) votes.push({ name, weight: 0.6, source: line.text });
          }
        }
      }
    }
  // One vote per domain: the spelling printed most often (usually the mixed-case sentence form).
  const byKey = new Map<string, Vote>();
  for (const vote of votes) {
    const key = nameKey(vote.name);
    const known = byKey.get(key);
    if (!known || (/[a-z]/.test(vote.name) && !/[a-z]/.test(known.name))) byKey.set(key, vote);
  }
  return [...byKey.values()];
}

/**
 * Who the bill is from, as a person would type it. Evidence: the remit-to block of the stub,
 * "payable to"/"mail to" phrases, and the web domain spelled out by words of the bill; the same
 * name from several of them is surer. The customer's own name is never offered.
 */
export function findVendor(text: BillText): ExtractedField<string | null> {
  const firstPage = text.lines.filter((line) => line.page === 1);
  const customers = customerNameKeys(text);
  const votes = [
    ...remitToVotes(firstPage),
    ...payableToVotes(firstPage),
    ...domainVotes(text.lines),
  ];
  const tally = new Map<string, { weight: number; best: Vote; sources: number }>();
  for (const vote of votes) {
    const key = nameKey(vote.name);
    if (customers.has(key)) continue;
    const known = tally.get(key);
    if (!known) tally.set(key, { weight: vote.weight, best: vote, sources: 1 });
    else {
      known.weight += vote.weight;
      known.sources += 1;
      if (vote.weight > known.best.weight) known.best = vote;
    }
  }
  // A name printed in several places (logo text, fine print, remit-to) is likelier read right.
  const lineKeys = text.lines.map((line) => nameKey(line.text));
  for (const [key, entry] of tally)
    entry.weight += 0.1 * Math.min(lineKeys.filter((line) => line.includes(key)).length - 1, 3);
  const ranked = [...tally.values()].sort((a, b) => b.weight - a.weight);
  const winner = ranked[0];
  if (!winner) return headerGuess(firstPage, customers);
  const confidence = winner.sources > 1 ? 0.9 : winner.best.weight >= 0.8 ? 0.75 : 0.55;
  return { value: toDisplayName(winner.best.name), confidence, source: winner.best.source };
}

/** Without other evidence, the first name-like line at the top of page 1, offered as a guess. */
function headerGuess(
  firstPage: BillText['lines'],
  customers: Set<string>,
): ExtractedField<string | null> {
  for (const line of firstPage.slice(0, 8)) {
    const name = firstColumn(line.text);
    if (looksLikeCompanyName(name) && !customers.has(nameKey(name)))
      return { value: toDisplayName(name), confidence: 0.3, source: line.text };
  }
  return { value: null, confidence: 0, source: null };
}
