import { format } from 'date-fns';
import type { Category, HomeSubcategory } from '../../../../shared/finance/categories';
import type { BillText, ExtractedField } from './bill-fields';
import { findDates } from './date-text';
import { findLabelledValues, type Found, type Label } from './labelled-values';

/** Kinds of utility service and the words that show each; the most mentioned one names the bill. */
const SERVICES: Array<{ name: string; words: RegExp }> = [
  { name: 'Gas', words: /\b(?:natural\s+gas|gas|ccf|mcf|therms?)\b/gi },
  { name: 'Electric', words: /\b(?:electric(?:ity|al)?|kwh|kw)\b/gi },
  { name: 'Water', words: /\b(?:water|waste\s*water|sewer|irrigation)\b/gi },
  { name: 'Trash', words: /\b(?:trash|refuse|garbage|recycling)\b/gi },
  { name: 'Internet', words: /\b(?:internet|broadband|wi-?fi|cable\s+tv)\b/gi },
];

const OTHER_SERVICE: Partial<Record<HomeSubcategory | Category, string>> = {
  Mortgage: 'Mortgage payment',
  Rent: 'Rent',
  HOA: 'HOA dues',
  'Home Insurance': 'Home insurance',
  insurance: 'Insurance premium',
  auto: 'Auto payment',
};

const PERIOD_LABEL =
  /(?:service|billing|bill)\s*period|date\s*of\s*service|service\s*(?:dates|from)|period\s*(?:of\s*service|covered)/i;
const ADDRESS_LABELS: Array<Label<'address'>> = [
  { kind: 'address', pattern: /service\s*(?:address|location)|premises?\s*address/i },
];

function serviceName(
  text: string,
  category: Category,
  subcategory: HomeSubcategory | null,
): string | null {
  if (subcategory === 'Utilities') {
    const ranked = SERVICES.map((service) => ({
      service,
      count: [...text.matchAll(service.words)].length,
    }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count);
    return ranked[0] ? `${ranked[0].service.name} service` : 'Utility service';
  }
  return OTHER_SERVICE[subcategory ?? category] ?? OTHER_SERVICE[category] ?? null;
}

/**
 * The service period: the first line, on or up to three lines under a period label, that holds
 * two dates with years (a "From … To" row of a meter table counts).
 */
function servicePeriod(text: BillText, today: Date): { text: string; source: string } | null {
  const lines = text.lines;
  for (let index = 0; index < lines.length; index += 1) {
    if (!PERIOD_LABEL.test(lines[index]!.text)) continue;
    for (const line of lines.slice(index, index + 4)) {
      if (line.page !== lines[index]!.page) break;
      const dates = findDates(line.text, { today }).filter((date) => date.year !== null);
      if (dates.length < 2) continue;
      const [from, to] = dates.map((date) =>
        format(new Date(date.year!, date.month - 1, date.day), 'MM/dd/yyyy'),
      );
      return { text: `${from}–${to}`, source: line.text };
    }
  }
  return null;
}

function addressIn(text: string): Array<Found<string>> {
  // The first column holding a number and a word: a stray OCR mark in a column of its own is
  // passed over, and a one-digit house number ("4 Walk In Lane") is kept.
  for (const match of text.matchAll(/[A-Za-z0-9].*?(?=\s{3,}|$)/g)) {
    if (/\d/.test(match[0]) && /[A-Za-z]{2}/.test(match[0]))
      return [{ value: match[0].trim(), index: match.index, text: match[0] }];
  }
  return [];
}

/** USPS state and territory codes, kept in capitals before a ZIP code ("Springfield, IL 62704"). */
const STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
  ).split(' '),
);

function titleCase(text: string): string {
  return text.replace(/\b[A-Za-z][A-Za-z']*(?=(\s+\d{5}(?:-\d{4})?\b)?)/g, (word, zip?: string) =>
    /^(?:[NSEW]|NE|NW|SE|SW|PO)$/.test(word) || (zip && STATE_CODES.has(word.toUpperCase()))
      ? word.toUpperCase()
      : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
  );
}

/**
 * One line describing the bill: "Gas service 05/21/2019–06/21/2019, 215 Johnson Rd": the kind of
 * service, its period and its address, each when the bill prints it.
 */
export function describeBill(
  text: BillText,
  {
    today,
    category,
    homeSubcategory,
  }: { today: Date; category: Category; homeSubcategory: HomeSubcategory | null },
): ExtractedField<string | null> {
  const all = text.lines.map((line) => line.text).join('\n');
  const service = serviceName(all, category, homeSubcategory);
  const period = servicePeriod(text, today);
  const address = findLabelledValues(text, ADDRESS_LABELS, addressIn, { maxPage: 1 })[0];
  const parts = [
    [service, period?.text].filter(Boolean).join(' '),
    address ? titleCase(address.value) : null,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return { value: null, confidence: 0, source: null };
  const evidence = [period?.source, address?.source].filter(Boolean);
  return {
    value: parts.join(', '),
    confidence: period && address ? 0.8 : period || address ? 0.65 : 0.45,
    source: evidence.length > 0 ? evidence.join(' / ') : null,
  };
}
