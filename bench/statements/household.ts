// One made-up household's 24 months of statements with their ground truth: which merchants are
// bills (and at what frequency, still running or ended), which are pay, transfers or everyday
// spending. Everything comes from a seed.
import type { Category } from '../../src/shared/finance/categories';
import type { TRecurringFrequency } from '../../src/shared/statements/statement-types';
import { businessDay, dayNumber, isoOf, monthDay, weekday } from './calendar';
import {
  achLine,
  atmLine,
  BANK_STYLES,
  cardForm,
  debitCardLine,
  transferToSavingsLine,
  zelleLine,
  type BankStyle,
  type CardForm,
} from './descriptor-styles';
import { BILLERS, EMPLOYERS, SHOPS } from './held-out-names';
import { seededRandom, type Random } from './random';

export type AccountId = 'checking' | 'card' | 'card2';
export type CardLayout = 'chase' | 'capital-one' | 'citi' | 'discover' | 'amex';
export const CARD_LAYOUTS: readonly CardLayout[] = [
  'chase',
  'capital-one',
  'citi',
  'discover',
  'amex',
];

export type TruthMerchant = {
  id: string;
  name: string;
  kind: 'bill' | 'income' | 'transfer' | 'everyday';
  frequency: TRecurringFrequency | null;
  /** For bills: still charged at the end of the statements. */
  active: boolean;
  category: Category | null;
};

export type GeneratedTransaction = {
  account: AccountId;
  postedOn: string;
  amountCents: number;
  description: string;
  merchantId: string;
};

export type Household = {
  seed: number;
  bank: BankStyle;
  cardLayout: CardLayout;
  firstDay: string;
  lastDay: string;
  today: string;
  merchants: TruthMerchant[];
  transactions: GeneratedTransaction[];
};

export const FIRST_DAY = '2024-11-01';
export const LAST_DAY = '2026-10-31';
const MONTHS = 24;
const FIRST = dayNumber(FIRST_DAY);
const LAST = dayNumber(LAST_DAY);

type Builder = {
  random: Random;
  bank: BankStyle;
  merchants: TruthMerchant[];
  transactions: GeneratedTransaction[];
  add: (
    account: AccountId,
    day: number,
    dollars: number,
    description: string,
    merchantId: string,
  ) => void;
  merchant: (merchant: Omit<TruthMerchant, 'id'>) => string;
};

export function generateHousehold(seed: number): Household {
  const random = seededRandom(seed * 7919 + 17);
  const bank = random.pick(BANK_STYLES);
  const cardLayout = random.pick(CARD_LAYOUTS);
  const merchants: TruthMerchant[] = [];
  const transactions: GeneratedTransaction[] = [];
  const builder: Builder = {
    random,
    bank,
    merchants,
    transactions,
    add: (account, day, dollars, description, merchantId) => {
      if (day < FIRST || day > LAST) return;
      transactions.push({
        account,
        postedOn: isoOf(day),
        amountCents: Math.round(dollars * 100),
        description,
        merchantId,
      });
    },
    merchant: (merchant) => {
      const id = `m${merchants.length}`;
      merchants.push({ ...merchant, id });
      return id;
    },
  };
  addIncome(builder);
  addHomeBills(builder);
  addCheckingBills(builder);
  addCardBills(builder);
  addEverydaySpending(builder);
  addTransfers(builder, cardLayout);
  transactions.sort((a, b) => a.postedOn.localeCompare(b.postedOn));
  return {
    seed,
    bank,
    cardLayout,
    firstDay: FIRST_DAY,
    lastDay: LAST_DAY,
    today: isoOf(LAST + 3),
    merchants,
    transactions,
  };
}

function bill(
  builder: Builder,
  name: string,
  frequency: TRecurringFrequency,
  category: Category,
  active = true,
): string {
  return builder.merchant({ name, kind: 'bill', frequency, active, category });
}

/** Monthly due days from the first month on, until `months` months (clamped to the 24). */
function monthly(dayOfMonth: number, fromMonth = 0, months = MONTHS, every = 1): number[] {
  const days: number[] = [];
  for (let month = fromMonth; month < Math.min(MONTHS, fromMonth + months); month += every)
    days.push(monthDay(FIRST_DAY, month, dayOfMonth));
  return days;
}

/** Pay: one or two employers, biweekly on Fridays, a little different each time. */
function addIncome(builder: Builder): void {
  const { random } = builder;
  const employers = random.sample(EMPLOYERS, random.chance(0.6) ? 2 : 1);
  for (const employer of employers) {
    const id = builder.merchant({
      name: employer,
      kind: 'income',
      frequency: 'biweekly',
      active: true,
      category: null,
    });
    let friday = FIRST + ((5 - weekday(FIRST) + 7) % 7) + (random.chance(0.5) ? 7 : 0);
    const net = random.between(1800, 4200);
    const entry = random.pick(['PAYROLL', 'DIR DEP', 'PAYROLL DEP']);
    const companyId = String(random.integer(1_000_000_000, 9_999_999_999));
    for (; friday <= LAST; friday += 14) {
      const amount = net * random.between(0.97, 1.03) + (random.chance(0.03) ? net * 0.5 : 0);
      builder.add(
        'checking',
        friday,
        amount,
        achLine(builder.bank, employer, entry, companyId, friday, random),
        id,
      );
    }
  }
}

/** Rent or a mortgage (with HOA and home insurance), paid from checking on the 1st. */
function addHomeBills(builder: Builder): void {
  const { random, bank } = builder;
  const ach = (name: string, entry: string) => {
    const companyId = String(random.integer(1_000_000_000, 9_999_999_999));
    return (day: number) => achLine(bank, name, entry, companyId, day, random);
  };
  if (random.chance(0.5)) {
    const name = random.pick(BILLERS.rent);
    const id = bill(builder, name, 'monthly', 'home');
    const line = ach(name, 'RENT');
    const rent = Math.round(random.between(1400, 3200));
    const renewal = random.integer(6, 18);
    monthly(1).forEach((due, month) => {
      const day = businessDay(due);
      builder.add(
        'checking',
        day,
        -(month >= renewal ? Math.round(rent * 1.035) : rent),
        line(day),
        id,
      );
    });
    if (random.chance(0.7)) {
      const insurer = random.pick(BILLERS.homeInsurance);
      const renters = bill(builder, insurer, 'yearly', 'home');
      const premium = random.between(140, 320);
      const form = cardForm(insurer, random, false);
      for (const due of monthly(random.integer(3, 26), random.integer(0, 11), MONTHS, 12))
        builder.add('card', due + random.integer(0, 1), -premium, form(due, random), renters);
    }
    return;
  }
  const lender = random.pick(BILLERS.mortgage);
  const id = bill(builder, lender, 'monthly', 'home');
  const line = ach(lender, random.pick(['MTG PYMT', 'LOAN PMT', 'PAYMENT']));
  const payment = random.between(1200, 3500);
  for (const due of monthly(1))
    builder.add('checking', businessDay(due), -payment, line(businessDay(due)), id);
  if (random.chance(0.6)) {
    const hoa = random.pick(BILLERS.hoa);
    const hoaId = bill(builder, hoa, 'quarterly', 'home');
    const dues = Math.round(random.between(150, 450));
    const hoaLine = ach(hoa, 'DUES');
    for (const due of monthly(1, 2, MONTHS, 3))
      builder.add('checking', businessDay(due), -dues, hoaLine(businessDay(due)), hoaId);
  }
  const insurer = random.pick(BILLERS.homeInsurance);
  const insuranceId = bill(builder, insurer, 'yearly', 'home');
  const premium = random.between(900, 2400);
  // Half the insurers raise the premium at renewal: only two charges in 24 months, unequal.
  const raise = random.chance(0.5) ? random.between(1.04, 1.12) : 1;
  const insuranceLine = ach(insurer, 'INS PREM');
  monthly(random.integer(5, 25), random.integer(0, 11), MONTHS, 12).forEach((due, year) => {
    const day = businessDay(due);
    builder.add(
      'checking',
      day,
      -(year === 0 ? premium : premium * raise),
      insuranceLine(day),
      insuranceId,
    );
  });
}

/** Utilities, insurance, a car loan, childcare and a cleaner paid by Zelle, from checking. */
function addCheckingBills(builder: Builder): void {
  const { random, bank } = builder;
  const achBill = (
    name: string,
    frequency: TRecurringFrequency,
    category: Category,
    entry: string,
    dueDays: number[],
    amount: (index: number, due: number) => number,
    active = true,
  ) => {
    const id = bill(builder, name, frequency, category, active);
    const companyId = String(random.integer(1_000_000_000, 9_999_999_999));
    dueDays.forEach((due, index) => {
      // Utilities draw a day or two either side of the due day, then the weekend moves it.
      const day = businessDay(due + random.integer(-1, 2));
      builder.add(
        'checking',
        day,
        -amount(index, due),
        achLine(bank, name, entry, companyId, day, random),
        id,
      );
    });
  };
  const season = (due: number, peakMonth: number) =>
    Math.cos(((new Date(due * 86_400_000).getUTCMonth() - peakMonth) / 12) * 2 * Math.PI);

  const electricBase = random.between(70, 140);
  achBill(
    random.pick(BILLERS.electric),
    'monthly',
    'home',
    'AUTOPAY',
    monthly(random.integer(8, 24)),
    (_, due) => electricBase * (1 + 0.45 * season(due, 7)) * random.between(0.92, 1.08),
  );
  if (random.chance(0.7)) {
    const gasBase = random.between(40, 90);
    achBill(
      random.pick(BILLERS.gas),
      'monthly',
      'home',
      'BILL PAY',
      monthly(random.integer(3, 27)),
      (_, due) => gasBase * (1 + 0.55 * season(due, 0)) * random.between(0.9, 1.1),
    );
  }
  const waterBase = random.between(90, 180);
  achBill(
    random.pick(BILLERS.water),
    'quarterly',
    'home',
    'WATER',
    monthly(random.integer(10, 20), random.integer(0, 2), MONTHS, 3),
    () => waterBase * random.between(0.88, 1.12),
  );
  const auto = random.between(420, 980);
  const autoRaise = random.between(1.03, 1.15);
  achBill(
    random.pick(BILLERS.autoInsurance),
    'bi-annual',
    'insurance',
    'INS PREM',
    monthly(random.integer(2, 26), random.integer(0, 5), MONTHS, 6),
    (index) => (index >= 2 ? auto * autoRaise : auto),
  );
  if (random.chance(0.6)) {
    const life = random.between(25, 90);
    achBill(
      random.pick(BILLERS.lifeInsurance),
      'monthly',
      'insurance',
      'PREMIUM',
      monthly(random.integer(1, 28)),
      () => life,
    );
  }
  if (random.chance(0.7)) {
    // Some loans are paid off during the two years: then the series has ended.
    const paidOff = random.chance(0.4) ? random.integer(10, 18) : MONTHS;
    const payment = random.between(280, 690);
    achBill(
      random.pick(BILLERS.carLoan),
      'monthly',
      'auto',
      'AUTO PAY',
      monthly(random.integer(5, 25), 0, paidOff),
      () => payment,
      paidOff === MONTHS,
    );
  }
  if (random.chance(0.5)) {
    const tuition = random.between(900, 2200);
    achBill(
      random.pick(BILLERS.childcare),
      'monthly',
      'kids',
      'TUITION',
      monthly(random.integer(1, 5)),
      (index) => (index >= 10 ? tuition * 1.05 : tuition),
    );
  }
  if (random.chance(0.5)) {
    const person = random.pick(BILLERS.cleaner);
    const id = bill(builder, `Zelle ${person}`, 'biweekly', 'other');
    const fee = Math.round(random.between(120, 190));
    let day = FIRST + random.integer(0, 13);
    for (; day <= LAST; day += 14)
      builder.add('checking', day, -fee, zelleLine(bank, person, day, random), id);
  }
}

/** Subscriptions and memberships on the card (and a few on the second card). */
function addCardBills(builder: Builder): void {
  const { random } = builder;
  const cardBill = (
    account: AccountId,
    name: string,
    frequency: TRecurringFrequency,
    dueDays: number[],
    amount: (index: number) => number,
    active = true,
    form: CardForm = cardForm(name, random),
  ) => {
    const id = bill(builder, name, frequency, 'other', active);
    dueDays.forEach((due, index) =>
      builder.add(account, due + random.integer(0, 1), -amount(index), form(due, random), id),
    );
    return id;
  };
  const [firstStream, secondStream] = random.sample(BILLERS.streaming, 2) as [string, string];
  const streamPrice = random.pick([9.99, 12.99, 15.49]);
  const increase = random.integer(6, 20);
  cardBill('card', firstStream, 'monthly', monthly(random.integer(1, 31)), (index) =>
    index >= increase ? streamPrice + random.pick([1, 2, 2.5]) : streamPrice,
  );
  cardBill(
    random.chance(0.5) ? 'card' : 'card2',
    secondStream,
    'monthly',
    monthly(random.integer(1, 28)),
    () => 7.99,
  );
  cardBill(
    'card',
    random.pick(BILLERS.music),
    'monthly',
    monthly(random.integer(1, 28)),
    () => 11.99,
  );

  // A storage plan billed under the same descriptor as one-off app purchases.
  const store = random.pick(BILLERS.appStore);
  const storeForm = cardForm(store, random, false);
  const plan = cardBill(
    'card',
    store,
    'monthly',
    monthly(random.integer(1, 28)),
    () => 2.99,
    true,
    storeForm,
  );
  for (let day = FIRST; day <= LAST; day += random.integer(8, 30))
    builder.add(
      'card',
      day,
      -random.pick([0.99, 1.99, 4.99, 6.99, 9.99, 14.99]),
      storeForm(day, random),
      plan,
    );

  // A news subscription begun five months before the statements end.
  cardBill(
    'card',
    random.pick(BILLERS.news),
    'monthly',
    monthly(random.integer(1, 28), MONTHS - 5),
    () => 4.99,
  );
  const phone = random.between(55, 140);
  const missed = random.integer(6, 18);
  // The phone bill skipped one month (paid the month after with the same amount).
  cardBill(
    random.chance(0.5) ? 'card' : 'card2',
    random.pick(BILLERS.phone),
    'monthly',
    monthly(random.integer(10, 22)).filter((_, index) => index !== missed),
    () => phone * random.between(0.995, 1.005),
  );
  const internet = random.between(50, 90);
  const step = random.integer(4, 20);
  cardBill(
    'card',
    random.pick(BILLERS.internet),
    'monthly',
    monthly(random.integer(5, 25)),
    (index) => (index >= step ? internet + random.pick([5, 8, 10]) : internet),
  );
  // A gym cancelled during the first year: ended.
  const cancelled = random.integer(6, 14);
  cardBill(
    'card',
    random.pick(BILLERS.gym),
    'monthly',
    monthly(random.integer(1, 28), 0, cancelled),
    () => random.pick([29.99, 39.99, 49]),
    false,
  );
  const software = random.between(39, 119);
  cardBill(
    'card',
    random.pick(BILLERS.software),
    'yearly',
    monthly(random.integer(1, 28), random.integer(0, 11), MONTHS, 12),
    () => software,
  );
  if (random.chance(0.6)) {
    const fee = random.pick([60, 65, 99]);
    cardBill(
      'card2',
      random.pick(BILLERS.membership),
      'yearly',
      monthly(random.integer(1, 28), random.integer(0, 11), MONTHS, 12),
      () => fee,
    );
  }
  if (random.chance(0.5)) {
    // A weekly meal kit for three months in the first year: ended.
    const start = FIRST + random.integer(60, 200);
    const days = Array.from({ length: 13 }, (_, index) => start + index * 7);
    cardBill('card', random.pick(BILLERS.mealKit), 'weekly', days, () => 59.94, false);
  }
}

/**
 * Groceries, a weekly market, coffee, fuel, restaurants, online shopping, transit, cash: never
 * bills. About 2,400 of the household's 3,000 transactions.
 */
function addEverydaySpending(builder: Builder): void {
  const { random, bank } = builder;
  const everyday = (name: string, account: AccountId) => {
    const id = builder.merchant({
      name,
      kind: 'everyday',
      frequency: null,
      active: true,
      category: null,
    });
    const form = cardForm(name, random);
    return (day: number, dollars: number) =>
      builder.add(
        account,
        day,
        -dollars,
        account === 'checking' ? debitCardLine(bank, form, day, random) : form(day, random),
        id,
      );
  };
  const groceries = random
    .sample(SHOPS.grocery, 2)
    .map((name, index) => everyday(name, index === 0 ? 'card' : 'checking'));
  const market = everyday(random.pick(SHOPS.farmers), 'card');
  const cafes = random.sample(SHOPS.coffee, 2).map((name) => everyday(name, 'card'));
  const fuel = random
    .sample(SHOPS.fuel, 2)
    .map((name, index) => everyday(name, index === 0 ? 'card' : 'card2'));
  const restaurants = random
    .sample(SHOPS.restaurant, 10)
    .map((name) => everyday(name, random.pick(['card', 'card', 'card2'] as const)));
  const online = random.sample(SHOPS.online, 2).map((name) => everyday(name, 'card'));
  const pharmacy = everyday(random.pick(SHOPS.pharmacy), 'checking');
  const transit = SHOPS.transit.map((name) =>
    everyday(name, random.pick(['card', 'card2'] as const)),
  );
  const misc = SHOPS.misc.map((name) =>
    everyday(name, random.pick(['card', 'checking', 'card2'] as const)),
  );
  const cashId = builder.merchant({
    name: 'ATM',
    kind: 'everyday',
    frequency: null,
    active: true,
    category: null,
  });

  let nextFuel = FIRST + random.integer(0, 8);
  for (let day = FIRST; day <= LAST; day += 1) {
    const week = weekday(day);
    if (random.chance(0.35)) random.pick(groceries)(day, random.between(18, 210));
    // The Saturday market, every week, a different basket each time.
    if (week === 6 && random.chance(0.92)) market(day, random.between(12, 75));
    if (random.chance(week >= 1 && week <= 5 ? 1 : 0.35))
      random.pick(cafes)(day, random.between(3.5, 9.5));
    if (day >= nextFuel) {
      random.pick(fuel)(day, random.between(28, 78));
      nextFuel = day + random.integer(5, 12);
    }
    if (random.chance(0.5)) random.pick(restaurants)(day, random.between(16, 140));
    if (random.chance(0.4)) random.pick(online)(day, random.between(8, 160));
    if (random.chance(0.035)) pharmacy(day, random.between(5, 60));
    if (random.chance(0.45)) random.pick(misc)(day, random.between(6, 120));
    if (random.chance(0.35)) random.pick(transit)(day, random.between(2.5, 38));
    if (random.chance(0.06))
      builder.add('checking', day, -random.pick([40, 60, 100, 200]), atmLine(random), cashId);
    // Now and then a refund.
    if (random.chance(0.015)) random.pick(online)(day, -random.between(8, 80));
  }
}

/** What the card side writes for a payment received. */
const CARD_SIDE_PAYMENT: Record<CardLayout, string> = {
  chase: 'AUTOMATIC PAYMENT - THANK YOU',
  'capital-one': 'CAPITAL ONE AUTOPAY PYMT',
  citi: 'ONLINE PAYMENT, THANK YOU',
  discover: 'INTERNET PAYMENT - THANK YOU',
  amex: 'AUTOPAY PAYMENT RECEIVED - THANK YOU',
};

/** What the checking account writes for paying that card. */
const BANK_SIDE_PAYMENT: Record<CardLayout, string> = {
  chase: 'CHASE CREDIT CRD EPAY',
  'capital-one': 'CAPITAL ONE CRCARDPMT',
  citi: 'CITI CARD ONLINE PAYMENT',
  discover: 'DISCOVER E-PAYMENT',
  amex: 'AMEX EPAYMENT ACH PMT',
};

/**
 * Each card's previous month paid in full from checking on a fixed day (both sides), and a
 * monthly transfer to a savings account whose statements are not imported.
 */
function addTransfers(builder: Builder, cardLayout: CardLayout): void {
  const { random, bank, transactions } = builder;
  const cards: { account: AccountId; bankSide: string; cardSide: string; name: string }[] = [
    {
      account: 'card',
      bankSide: BANK_SIDE_PAYMENT[cardLayout],
      cardSide: CARD_SIDE_PAYMENT[cardLayout],
      name: 'card payment',
    },
    {
      account: 'card2',
      bankSide: 'HARBOR FCU VISA PMT',
      cardSide: 'PAYMENT - THANK YOU',
      name: 'second card payment',
    },
  ];
  for (const card of cards) {
    const bankId = builder.merchant({
      name: `${card.name} (checking)`,
      kind: 'transfer',
      frequency: 'monthly',
      active: true,
      category: null,
    });
    const cardId = builder.merchant({
      name: `${card.name} (card)`,
      kind: 'transfer',
      frequency: 'monthly',
      active: true,
      category: null,
    });
    const payDay = random.integer(15, 25);
    for (let month = 1; month < MONTHS; month += 1) {
      const from = monthDay(FIRST_DAY, month - 1, 1);
      const to = monthDay(FIRST_DAY, month, 1);
      const balance =
        -transactions
          .filter(
            (entry) =>
              entry.account === card.account &&
              entry.merchantId !== cardId &&
              dayNumber(entry.postedOn) >= from &&
              dayNumber(entry.postedOn) < to,
          )
          .reduce((sum, entry) => sum + entry.amountCents, 0) / 100;
      if (balance <= 0) continue;
      const day = businessDay(monthDay(FIRST_DAY, month, payDay));
      builder.add(
        'checking',
        day,
        -balance,
        `${card.bankSide} ${random.integer(100000, 999999)}`,
        bankId,
      );
      builder.add(card.account, day + random.integer(0, 1), balance, card.cardSide, cardId);
    }
  }
  const savings = builder.merchant({
    name: 'savings transfer',
    kind: 'transfer',
    frequency: 'monthly',
    active: true,
    category: null,
  });
  const amount = Math.round(random.between(200, 800));
  for (const due of monthly(random.integer(2, 6)))
    builder.add(
      'checking',
      businessDay(due),
      -amount,
      transferToSavingsLine(bank, random),
      savings,
    );
}
