/**
 * Everyday spending: groceries, coffee, fuel, restaurants, delivery, big-box and online stores.
 * A household shops there on a rhythm (the Saturday market, the Monday coffee) but owes them
 * nothing, so such a merchant is never proposed as a bill. The words are kinds of shop and the
 * largest US chains; the cadence and amount rules catch the rest (a weekly store's amounts vary
 * too much for a weekly bill, a café's visits are too many for any schedule).
 */
const EVERYDAY_WORDS = new RegExp(
  `\\b(?:${[
    // Kinds of shop
    'GROCERY',
    'GROCERIES',
    'GROCER',
    'SUPERMARKET',
    'SUPERCENTER',
    'MARKET',
    'MKT',
    'FOODS?',
    'COFFEE',
    'CAFE',
    'ESPRESSO',
    'BAKERY',
    'DELI',
    'PIZZA',
    'PIZZERIA',
    'BURGERS?',
    'GRILL',
    'TAVERN',
    'PUB',
    'BAR',
    'KITCHEN',
    'RESTAURANT',
    'DINER',
    'TAQUERIA',
    'SUSHI',
    'FUEL',
    'GAS STATION',
    'PETRO',
    'LIQUOR',
    'PHARMACY',
    // Chains
    'SAFEWAY',
    'KROGER',
    'WHOLEFDS',
    'WHOLE FOODS',
    "TRADER JOE'?S",
    'ALDI',
    'PUBLIX',
    'WEGMANS',
    'H-E-B',
    'COSTCO WHSE',
    'COSTCO GAS',
    'WAL-?MART',
    'TARGET',
    'STARBUCKS',
    'DUNKIN',
    "PEET'?S",
    "MCDONALD'?S",
    'CHIPOTLE',
    'SUBWAY',
    'SHELL',
    'CHEVRON',
    'EXXON(?:MOBIL)?',
    'MOBIL',
    'ARCO',
    'VALERO',
    '7-ELEVEN',
    'CVS',
    'WALGREENS',
    'HOME DEPOT',
    "LOWE'?S",
    'DOORDASH',
    'GRUBHUB',
    'UBER EATS',
    'UBER TRIP',
    'LYFT',
    // Amazon's shop, not Prime (a membership).
    'AMAZON(?! PRIME)',
  ].join('|')})\\b`,
  'i',
);

/** Words that make a charge at such a place a fee owed all the same ("COSTCO MEMBERSHIP"). */
const MEMBERSHIP_WORDS = /\b(?:MEMBERSHIP|MEMBER FEE|ANNUAL FEE|RENEWAL|SUBSCRIPTION|DASHPASS)\b/i;

/** Cash from a machine or a teller: told by the bank's words, whatever place follows them. */
const CASH_WORDS = /\b(?:ATM|CASH WITHDRAWAL|WITHDRAWAL AT|CASH ADVANCE)\b/i;

export function isEverydaySpending(vendor: string, descriptions: readonly string[]): boolean {
  if (descriptions.some((description) => CASH_WORDS.test(description))) return true;
  if (descriptions.some((description) => MEMBERSHIP_WORDS.test(description))) return false;
  return EVERYDAY_WORDS.test(vendor);
}
