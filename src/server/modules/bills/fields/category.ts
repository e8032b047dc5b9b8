import type { Category, HomeSubcategory } from '../../../../shared/finance/categories';
import type { BillText, ExtractedField } from './bill-fields';

/** A kind of bill, the words that show it, and where it is filed in the obligation form. */
type BillKind = {
  category: Category;
  homeSubcategory: HomeSubcategory | null;
  words: RegExp;
};

/**
 * Words counted per kind; units and terms only a bill of that kind prints (kWh, CCF, escrow,
 * policy number) are the strongest evidence, so several of them are listed.
 */
const KINDS: BillKind[] = [
  {
    category: 'home',
    homeSubcategory: 'Utilities',
    words:
      /\b(?:electric(?:ity|al)?|natural\s+gas|gas\s+(?:service|charge|usage|bill|company)|kwh|kw|ccf|mcf|therms?|meter|water|waste\s*water|sewer|trash|refuse|garbage|recycling|storm\s*water|internet|broadband|cable\s+tv|utilit(?:y|ies))\b/gi,
  },
  {
    category: 'home',
    homeSubcategory: 'Mortgage',
    words: /\b(?:mortgage|escrow|principal\s+(?:and|&)\s+interest|loan\s+servic\w*)\b/gi,
  },
  {
    category: 'home',
    homeSubcategory: 'Rent',
    words: /\b(?:rent(?:al)?\s+(?:due|payment|statement)|lease|tenant|landlord)\b/gi,
  },
  {
    category: 'home',
    homeSubcategory: 'HOA',
    words: /\b(?:hoa|homeowners?\s+association|association\s+dues|assessment)\b/gi,
  },
  {
    category: 'home',
    homeSubcategory: 'Home Insurance',
    words: /\b(?:homeowners?\s+(?:insurance|policy)|dwelling\s+coverage|renters\s+insurance)\b/gi,
  },
  {
    category: 'insurance',
    homeSubcategory: null,
    words:
      /\b(?:insurance|insured|policy\s*(?:number|holder|period)?|premium|coverage|deductible)\b/gi,
  },
  {
    category: 'auto',
    homeSubcategory: null,
    words: /\b(?:auto\s+loan|car\s+payment|vehicle|vin|motor|auto\s+finance|lease\s+payment)\b/gi,
  },
  {
    category: 'other',
    homeSubcategory: null,
    words:
      /\b(?:wireless|cell(?:ular)?|mobile|phone\s+(?:bill|service|plan)|data\s+plan|talk\s*&\s*text)\b/gi,
  },
];

/**
 * The obligation's category from the words of the bill: the kind with the most distinctive
 * words wins; utilities are filed under Home › Utilities. A bill with no telling words is Other.
 */
export function findCategory(text: BillText): {
  category: ExtractedField<Category>;
  homeSubcategory: ExtractedField<HomeSubcategory | null>;
} {
  const all = text.lines.map((line) => line.text).join('\n');
  const counts = KINDS.map((kind) => {
    const matches = [...all.matchAll(kind.words)];
    return { kind, count: matches.length, example: matches[0]?.[0] ?? null };
  }).sort((a, b) => b.count - a.count);
  const [best, second] = counts;
  if (!best || best.count === 0)
    return {
      category: { value: 'other', confidence: 0.3, source: null },
      homeSubcategory: { value: null, confidence: 0.3, source: null },
    };
  const margin = best.count - (second?.count ?? 0);
  const confidence = margin >= 5 ? 0.9 : margin >= 2 ? 0.75 : 0.5;
  const source =
    text.lines.find((line) => best.example && line.text.includes(best.example))?.text ?? null;
  return {
    category: { value: best.kind.category, confidence, source },
    homeSubcategory: { value: best.kind.homeSubcategory, confidence, source },
  };
}
