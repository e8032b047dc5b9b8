// How the benchmark's banks and cards write descriptors. Styles marked "unseen" are in no unit
// test of the detector and no pattern was written for them: the wrapper "DBT CRD", "CHECK CRD
// PURCHASE", "ELECTRONIC PMT-WEB," and the compact ACH line with a date, an id and the account
// holder. The others are the common forms the detector's tests also use.
import { isoOf } from './calendar';
import { SEEN_PROCESSORS, TOWNS, UNSEEN_PROCESSORS } from './held-out-names';
import type { Random } from './random';

/** The household's bank decides how its checking account writes ACH debits and card purchases. */
export type BankStyle = 'compact' | 'web-pmt' | 'ppd';
export const BANK_STYLES: readonly BankStyle[] = ['compact', 'web-pmt', 'ppd'];

export const HOLDER = 'JORDAN RIVERA';

/** Card networks cut a merchant's name to 22 characters. */
export function cardName(name: string): string {
  return name.toUpperCase().replace(/'/g, '').slice(0, 22).trim();
}

function reference(random: Random, length: number): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let text = '';
  while (!/\d/.test(text) || text.length < length)
    text = Array.from({ length }, () => random.pick([...letters])).join('');
  return text;
}

function digits(random: Random, length: number): string {
  return Array.from({ length }, () => String(random.integer(0, 9))).join('');
}

/** YYMMDD, as compact ACH lines carry the effective date. */
function shortDate(day: number): string {
  return isoOf(day).slice(2).replace(/-/g, '');
}

function monthSlashDay(day: number): string {
  const iso = isoOf(day);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
}

/** A card merchant's fixed way of appearing: where it is, a phone, a reference, a processor. */
export type CardForm = (day: number, random: Random) => string;

export function cardForm(name: string, random: Random, allowReference = true): CardForm {
  const upper = cardName(name);
  const [town, state] = random.pick(TOWNS);
  const phone = `${random.pick(['800', '888', '877', '855'])}-${digits(random, 3)}-${digits(random, 4)}`;
  const processor = random.pick([...UNSEEN_PROCESSORS, ...SEEN_PROCESSORS]);
  const style = random.pick(
    allowReference
      ? (['place', 'phone', 'reference', 'processor', 'store'] as const)
      : (['place', 'phone', 'processor', 'store'] as const),
  );
  const stores = [digits(random, 4), digits(random, 4)];
  switch (style) {
    case 'place':
      return () => `${upper} ${town} ${state}`;
    case 'phone':
      return () => `${upper} ${phone} ${state}`;
    case 'reference':
      return (_, each) => `${upper.slice(0, 16)}*${reference(each, 9)}`;
    case 'processor':
      return () => `${processor}${upper.slice(0, 18)} ${town} ${state}`;
    case 'store':
      return (_, each) => `${upper.slice(0, 17)} #${each.pick(stores)} ${town} ${state}`;
  }
}

/** A debit card purchase on the checking account, in the bank's words around the card form. */
export function debitCardLine(
  bank: BankStyle,
  form: CardForm,
  day: number,
  random: Random,
): string {
  const inner = form(day, random);
  switch (bank) {
    case 'compact': // unseen
      return `DBT CRD ${digits(random, 4)} ${monthSlashDay(day)}/${isoOf(day).slice(2, 4)} ${inner} C#4417`;
    case 'web-pmt': // unseen
      return `CHECK CRD PURCHASE ${monthSlashDay(day)} ${inner} 4417`;
    case 'ppd':
      return `PURCHASE AUTHORIZED ON ${monthSlashDay(day)} ${inner} S${digits(random, 15)} CARD 4417`;
  }
}

/** An ACH debit or credit on the checking account from a company (`entry`: "AUTOPAY", "PAYROLL"). */
export function achLine(
  bank: BankStyle,
  company: string,
  entry: string,
  companyId: string,
  day: number,
  random: Random,
): string {
  const name = company.toUpperCase().slice(0, 22).trim();
  switch (bank) {
    case 'compact': // unseen
      return `${name} ${entry} ${shortDate(day)} ${digits(random, 10)} ${HOLDER}`;
    case 'web-pmt': // unseen
      return `ELECTRONIC PMT-WEB, ${name} ${entry}`;
    case 'ppd':
      return `${name} ${entry} PPD ID: ${companyId}`;
  }
}

/** A Zelle payment to a person, as each bank writes it. */
export function zelleLine(bank: BankStyle, person: string, day: number, random: Random): string {
  switch (bank) {
    case 'compact':
      return `ZELLE TO ${person} ON ${monthSlashDay(day)} REF # PP0${reference(random, 7)}`;
    case 'web-pmt':
      return `Zelle payment to ${person} Conf# ${reference(random, 8).toLowerCase()}`;
    case 'ppd':
      return `Zelle payment to ${person} JPM99${reference(random, 6).toLowerCase()}`;
  }
}

export function transferToSavingsLine(bank: BankStyle, random: Random): string {
  switch (bank) {
    case 'compact':
      return `ONLINE BANKING TRANSFER TO SAV 7731 CONF# ${reference(random, 8)}`;
    case 'web-pmt':
      return `INTERNET TRANSFER TO SAVINGS ACCOUNT XXXXXX7731`;
    case 'ppd':
      return `Online Transfer to SAV ...7731 transaction#: ${digits(random, 11)}`;
  }
}

export function atmLine(random: Random): string {
  const [town, state] = random.pick(TOWNS);
  return `ATM WITHDRAWAL ${digits(random, 6)} ${town} ${state}`;
}
