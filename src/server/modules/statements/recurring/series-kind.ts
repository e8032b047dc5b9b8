import type { TRecurringKind } from '../../../../shared/statements/statement-types';

/** Money moved between accounts: it pays no one outside the household. */
const TRANSFER_WORDS =
  /\b(?:TRANSFER|XFER|TFR|TO SAV(?:INGS)?|FROM SAV(?:INGS)?|TO CHK|FROM CHK|TO CHECKING|FROM CHECKING)\b/i;

/** The card side of a card payment ("PAYMENT THANK YOU", "AUTOPAY PAYMENT - THANK YOU"). */
const CARD_PAYMENT_RECEIVED =
  /\b(?:PAYMENT|PYMT|PMT)\b.*\bTHANK|^(?:AUTOPAY|AUTOMATIC|ONLINE|MOBILE|INTERNET|ELECTRONIC) (?:PAYMENT|PYMT|PMT)\b/i;

/** The bank side of a card payment: a card issuer with payment words ("AMEX EPAYMENT"). */
const CARD_ISSUERS =
  /\b(?:CHASE|AMEX|AMERICAN EXPRESS|DISCOVER|CITI|CITICARD|CAPITAL ONE|CAPITALONE|BARCLAYCARD|BARCLAYS|BK OF AMER|BANK OF AMERICA|WELLS FARGO|SYNCHRONY|SYNCB|APPLECARD|GSBANK|US BANK|USBANK|NAVY FEDERAL)\b/i;
const CARD_PAYMENT_WORDS =
  /\b(?:CRD|CARD|CRCARDPMT|CCPYMT|EPAY|EPAYMENT|E-PAYMENT|AUTOPAY|AUTO PAY|AUTOPAYMENT|ONLINE PMT|MOBILE PMT|PAYMENT|PMT|VISA|MASTERCARD)\b/i;
/** Loans from the same banks are bills, not card payments ("CHASE MTG", "CAPITAL ONE AUTO"). */
const ISSUER_LOANS =
  /\b(?:MTG|MORTGAGE|HOME LOAN|HOME LENDING|AUTO|AUTOCARPAY|AUTO FIN\w*|LOAN|STUDENT)\b/i;

/**
 * Brokerage and robo-adviser contributions: the household's own money, kept. Names that are also
 * ordinary words or other companies' names ("Acorns", "Fidelity", "Stash") count only with the
 * words their investment debits carry: an "Acorns" preschool is a bill.
 */
const OWN_INVESTMENTS =
  /\b(?:VANGUARD|SCHWAB BROKERAGE|ROBINHOOD|BETTERMENT|WEALTHFRONT|ACORNS INVEST\w*|FID BKG SVC|FIDELITY INVESTMENTS|MONEYLINE|ETRADE|E\*TRADE|TREASURYDIRECT)\b/i;

/**
 * Bill, income or transfer. A transfer is money between the household's own accounts: said so by
 * its words (transfers, card payments on either side, brokerage contributions), or seen on both
 * sides (`mirrored`: the same amount leaving one imported account and reaching another). Any
 * other money coming in on a schedule is income (pay, pension, benefits, interest); any other
 * money going out is a bill.
 */
export function seriesKind(
  descriptions: readonly string[],
  direction: 'out' | 'in',
  accountKind: string,
  mirrored: boolean,
): TRecurringKind {
  if (
    mirrored ||
    descriptions.some((description) => isTransferWording(description, direction, accountKind))
  )
    return 'transfer';
  return direction === 'in' ? 'income' : 'bill';
}

function isTransferWording(
  description: string,
  direction: 'out' | 'in',
  accountKind: string,
): boolean {
  if (TRANSFER_WORDS.test(description) || OWN_INVESTMENTS.test(description)) return true;
  if (
    direction === 'in' &&
    accountKind === 'credit_card' &&
    CARD_PAYMENT_RECEIVED.test(description)
  )
    return true;
  return (
    direction === 'out' &&
    CARD_ISSUERS.test(description) &&
    CARD_PAYMENT_WORDS.test(description) &&
    !ISSUER_LOANS.test(description)
  );
}
