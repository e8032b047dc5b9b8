import type { BillText } from './bill-fields';
import { nameKey } from './company-name';

/** Labels that name the person or business the bill is addressed to. */
const CUSTOMER_LABEL =
  /customer\s*name|account\s*name|(?:bill(?:ed)?|sold|ship|deliver)\s*to|payment\s*from|prepared\s*for|service\s*for|\bname\s*:|\bdba\b/i;

const columns = (text: string) =>
  text.split(/\s{3,}/).map((cell) => cell.replace(/^[\s:*#-]+/, '').trim());

/**
 * The customer's own names (as comparison keys), so the vendor rule never offers the person or
 * business the bill is addressed to. Both places a name may sit are taken, after the label and
 * under it ("Payment From:" over the first line of the address block): an extra key costs
 * nothing, a missed one could make the customer the vendor.
 */
export function customerNameKeys(text: BillText): Set<string> {
  const keys = new Set<string>();
  const lines = text.lines.filter((line) => line.page === 1);
  lines.forEach((line, index) => {
    const match = CUSTOMER_LABEL.exec(line.text);
    if (!match) return;
    const after = columns(line.text.slice(match.index + match[0].length)).find(
      (cell) => cell !== '',
    );
    if (after) keys.add(nameKey(after));
    const cellIndex = columns(line.text.slice(0, match.index)).filter((cell) => cell !== '').length;
    const below = lines[index + 1] ? columns(lines[index + 1]!.text) : [];
    for (const cell of [below[cellIndex], below[0]]) if (cell) keys.add(nameKey(cell));
  });
  keys.delete('');
  return keys;
}
