import type { BillLine } from './bill-fields';
import { looksLikeCompanyName, nameKey } from './company-name';
import type { KnownBiller } from './known-billers';

/** A name the bill gives for who it is from, with the kind of place it was printed in. */
export type VendorEvidence = {
  name: string;
  kind: 'payable' | 'remit' | 'domain' | 'known' | 'header' | 'copyright';
  source: string;
  /** The dictionary entry, when the name is one of its names or domains. */
  known?: KnownBiller;
};

const PO_BOX = /^\s*p\.?\s*o\.?\s*box\b/i;
/** A department line between a remit-to name and its box ("Attn: Payment Processing"). */
const REMIT_DEPARTMENT =
  /^\s*(?:(?:attn|attention)\s*:?\s*(?:payment|remittance|processing|lockbox|dept|department|billing)|dept|department|payment\s*(?:processing|center)|remittance)\b/i;
/** An "ATTN" line naming a person or office: the block is the customer's mailing address. */
const ADDRESSEE = /^\s*(?:attn|attention|c\/o)\b/i;
/** "mail to: Pacific Power, PO Box 26000", "make payable to LADWP.", "Payable to: City of X". */
const PAYABLE_TO =
  /(?:mail\s*(?:payments?\s*)?to|payable\s*to|remit\s*(?:payment\s*)?to|send\s*payments?\s*to)\s*:?\s*([A-Za-z][A-Za-z&.' -]{1,40}?)\.?(?=\s*,|\s+p\.?\s*o\.?\s*box|\s{3,}|\s+at\s|\s+and\s|\.\s|$)/i;
const DOMAIN =
  /(?:www\.|@|\b)((?:[a-z][a-z0-9-]{1,30}\.)?([a-z][a-z0-9-]{1,30}))\.(?:com|net|org|gov|us|coop|biz)\b/gi;
/** Domains of payment processors, bill-pay services and mail providers. */
const NOT_A_COMPANY_DOMAIN =
  /^(?:paperless|pay|paymentus|doxo|billpay|mybill|ebill|gmail|yahoo|outlook|hotmail|aol|kubra|invoicecloud|westernunion|moneygram|paypal|irs|usps|ssa)/i;
const COPYRIGHT =
  /(?:©|\(c\)|copyright)\s*(?:\d{4}\s*)?([A-Z][A-Za-z&.' -]{2,40}?)(?:[,.]|\s{2,}|$)/;

/** The first column of a line, past one- or two-character specks at the edge of a photo. */
export function firstColumn(text: string): string {
  const cells = text.split(/\s{3,}/).filter((cell) => cell.trim() !== '');
  return cells.find((cell) => cell.trim().length > 2) ?? '';
}

/** Remit-to blocks: the company name on the line above "PO Box" on the stub. */
export function remitEvidence(lines: BillLine[]): VendorEvidence[] {
  const found: VendorEvidence[] = [];
  lines.forEach((line, index) => {
    if (!PO_BOX.test(line.text)) return;
    // An "Attn: Payment Processing" or "Dept 1234" line may sit between the name and the box.
    const between = lines[index - 1]?.text ?? '';
    if (ADDRESSEE.test(between) && !REMIT_DEPARTMENT.test(between)) return;
    const skip = REMIT_DEPARTMENT.test(between) ? 2 : 1;
    const above = lines[index - skip];
    if (!above || above.page !== line.page) return;
    const name = firstColumn(above.text);
    if (looksLikeCompanyName(name))
      found.push({ name, kind: 'remit', source: `${above.text} / ${line.text}` });
  });
  return found;
}

export function payableEvidence(lines: BillLine[]): VendorEvidence[] {
  return lines.flatMap((line) => {
    const name = PAYABLE_TO.exec(line.text)?.[1]?.trim();
    return name && looksLikeCompanyName(name)
      ? [{ name, kind: 'payable' as const, source: line.text }]
      : [];
  });
}

export function copyrightEvidence(lines: BillLine[]): VendorEvidence[] {
  return lines.flatMap((line) => {
    const name = COPYRIGHT.exec(line.text)?.[1]?.trim();
    return name && looksLikeCompanyName(name)
      ? [{ name, kind: 'copyright' as const, source: line.text }]
      : [];
  });
}

/** The web domains printed on the bill, as comparison keys ("duke-energy.com" → "dukeenergy"). */
export function domainKeys(lines: BillLine[]): Set<string> {
  const keys = new Set<string>();
  for (const line of lines)
    for (const match of line.text.matchAll(DOMAIN)) {
      const label = match[2]!.toLowerCase();
      if (!NOT_A_COMPANY_DOMAIN.test(label)) keys.add(nameKey(label));
    }
  return keys;
}

/**
 * Domains printed with capitals or hyphens inside them spell the company's name themselves:
 * "PortlandGeneral.com" gives "Portland General", "duke-energy.com" gives "Duke Energy".
 */
export function spelledDomainEvidence(lines: BillLine[]): VendorEvidence[] {
  const found: VendorEvidence[] = [];
  for (const line of lines)
    for (const match of line.text.matchAll(
      /(?:www\.|\/\/|\b)([a-z]{2,20}(?:-[a-z]{2,20}){1,3})\.(?:com|net|org|gov|coop)\b/gi,
    )) {
      const name = match[1]!
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
        .join(' ');
      if (!NOT_A_COMPANY_DOMAIN.test(match[1]!))
        found.push({ name, kind: 'domain', source: line.text });
    }
  for (const line of lines)
    for (const match of line.text.matchAll(
      /\b((?:[A-Z][a-z]+){2,5})\.(?:com|net|org|gov|coop)\b/g,
    )) {
      const name = match[1]!.replace(/([a-z])([A-Z])/g, '$1 $2');
      if (!NOT_A_COMPANY_DOMAIN.test(match[1]!))
        found.push({ name, kind: 'domain', source: line.text });
    }
  return found;
}

/**
 * The company's web domain spelled out by words of the bill: "www.atmosenergy.com" and the words
 * "Atmos Energy" give "Atmos Energy"; "ladwp.com" and the word "LADWP" give "LADWP". Logos are
 * often images, so the domain and the fine print are where the name survives in the text.
 */
export function domainEvidence(lines: BillLine[], domains: Set<string>): VendorEvidence[] {
  const found: VendorEvidence[] = [];
  for (const domain of domains)
    for (const line of lines) {
      const words = line.text.split(/\s+/);
      for (let start = 0; start < words.length; start += 1) {
        let joined = '';
        for (let end = start; end < Math.min(words.length, start + 6); end += 1) {
          joined += nameKey(words[end]!.replace(/['’]s$/i, ''));
          if (joined === '' || !domain.startsWith(joined)) break;
          if (joined !== domain) continue;
          const name = words
            .slice(start, end + 1)
            .join(' ')
            .replace(/['’]s$/i, '')
            .replace(/^[^A-Za-z]+|[^A-Za-z&]+$/g, '');
          // One word must be an initialism printed in capitals ("LADWP"), not a word of a sentence.
          if (end > start || (/^[A-Z&]{3,}$/.test(name) && domain.length >= 3))
            found.push({ name, kind: 'domain', source: line.text });
        }
      }
    }
  return found;
}

/** A name as a pattern matching it as whole words, whatever the case, spacing and punctuation. */
function namePattern(name: string): RegExp | null {
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9&]/g, ''))
    .filter(Boolean);
  if (words.length === 0 || nameKey(name).length < 3) return null;
  return new RegExp(
    `(?:^|[^a-z0-9&])${words.map((word) => word.replace(/&/g, '\\s*&\\s*')).join('[\\s.,-]*')}(?![a-z0-9&])`,
  );
}

type CompiledBiller = { known: KnownBiller; names: Array<[string, RegExp]>; domainKeys: string[] };
const compiledBillers = new WeakMap<readonly KnownBiller[], CompiledBiller[]>();

/** The dictionary's names as patterns and its domains as keys, made once per dictionary. */
function compile(billers: readonly KnownBiller[]): CompiledBiller[] {
  let compiled = compiledBillers.get(billers);
  if (!compiled) {
    compiled = billers.map((known) => ({
      known,
      names: [known.name, ...known.aliases].flatMap((name): Array<[string, RegExp]> => {
        const pattern = namePattern(name);
        return pattern ? [[name, pattern]] : [];
      }),
      domainKeys: known.domains.map((domain) =>
        nameKey(
          domain
            .split('/')[0]!
            .replace(/\.[a-z]+$/, '')
            .split('.')
            .at(-1)!,
        ),
      ),
    }));
    compiledBillers.set(billers, compiled);
  }
  return compiled;
}

/** Dictionary entries whose name or domain the bill itself prints. */
export function knownEvidence(
  lines: BillLine[],
  domains: Set<string>,
  billers: readonly KnownBiller[],
): VendorEvidence[] {
  const text = lines.map((line) => line.text.toLowerCase()).join('\n');
  const found: VendorEvidence[] = [];
  for (const { known, names, domainKeys } of compile(billers)) {
    const byDomain = domainKeys.some((key) => domains.has(key));
    const printed = names.find(([, pattern]) => pattern.test(text))?.[0];
    if (byDomain || printed)
      found.push({ name: known.name, kind: 'known', source: printed ?? known.domains[0]!, known });
  }
  return found;
}

/**
 * The largest print at the top of page 1, where a company prints its name when its logo is
 * text: lines of the top third printed at least 1.3 times the page's usual size.
 */
export function headerEvidence(lines: BillLine[]): VendorEvidence[] {
  const firstPage = lines.filter((line) => line.page === 1 && line.size !== undefined);
  if (firstPage.length < 5) return [];
  const sizes = firstPage.map((line) => line.size!).sort((a, b) => a - b);
  const usual = sizes[Math.floor(sizes.length / 2)]!;
  const pageBottom = Math.max(...firstPage.map((line) => line.top));
  return firstPage
    .filter((line) => line.top <= pageBottom / 3)
    .flatMap((line) =>
      (line.cells ?? [{ text: firstColumn(line.text), size: line.size! }])
        .filter((cell) => cell.size >= 1.3 * usual && looksLikeCompanyName(cell.text))
        .map((cell) => ({ name: cell.text, kind: 'header' as const, source: line.text })),
    );
}
