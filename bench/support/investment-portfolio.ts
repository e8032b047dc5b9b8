// A household's investments for the benchmarks (issue 13's budget: 50 accounts, 2,000 holdings),
// put in through the API as a person would: the accounts with `POST /api/investments` (account
// numbers, owners, beneficiary designations), then a Fidelity positions export of all of them
// imported twice, a day apart (preview, then import into the accounts the preview matched), so
// that every holding has a price and a previous price.

const INSTITUTION = 'Fidelity Investments';
const TYPES = ['brokerage', 'retirement_401k', 'ira', 'roth_ira', 'college_529', 'hsa'] as const;
const OWNERS = ['Dana Carter', 'Sam Carter', null];
const SYMBOL_POOL = 500;

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same portfolio. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWYZ';

type Security = { symbol: string; description: string; price: number };

/**
 * 500 made-up securities: stocks (plain tickers), ETFs ("ETF" in the name) and mutual funds
 * (five letters ending in X), as the importer tells them apart. Symbols are shared between
 * accounts, as real households hold the same funds in several accounts.
 */
function securities(): Security[] {
  const next = random(13);
  return Array.from({ length: SYMBOL_POOL }, (_, index) => {
    const a = LETTERS[index % 25] ?? 'A';
    const b = LETTERS[Math.floor(index / 25) % 25] ?? 'A';
    const price = Math.round((5 + next() * 400) * 100) / 100;
    if (index % 5 === 0)
      return {
        symbol: `${b}${a}Q${LETTERS[index % 7]}X`,
        description: `BENCH ${b}${a} INDEX FUND`,
        price,
      };
    if (index % 5 === 1)
      return { symbol: `${b}${a}E`, description: `BENCH ${b}${a} SECTOR ETF`, price };
    return {
      symbol: `${b}${a}${LETTERS[index % 3]}`,
      description: `BENCH ${b}${a} HOLDINGS INC`,
      price,
    };
  });
}

function money(value: number): string {
  return `${value < 0 ? '-' : ''}$${Math.abs(value).toFixed(2)}`;
}

function accountNumber(index: number): string {
  return `Z2345${1000 + index}`;
}

function usDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/**
 * A Fidelity "Portfolio_Positions" export of every account: a money market line and then
 * `holdingsPerAccount - 1` securities per account, priced as of `day`, `drift` moving each price
 * (so the second file's prices differ from the first's).
 */
export function fidelityPositionsCsv(
  accounts: number,
  holdingsPerAccount: number,
  day: string,
  drift: number,
): string {
  const pool = securities();
  const next = random(29);
  const lines = [
    'Account Number,Account Name,Symbol,Description,Quantity,Last Price,Last Price Change,Current Value,' +
      "Today's Gain/Loss Dollar,Today's Gain/Loss Percent,Total Gain/Loss Dollar,Total Gain/Loss Percent," +
      'Percent Of Account,Cost Basis Total,Average Cost Basis,Type',
  ];
  for (let account = 0; account < accounts; account += 1) {
    const number = accountNumber(account);
    const name = `Bench account ${account + 1}`;
    const cash = Math.round(next() * 5_000_00) / 100;
    lines.push(
      `${number},${name},SPAXX**,HELD IN MONEY MARKET,${cash.toFixed(2)},$1.00,,${money(cash)},,,,,1.00%,,,Cash,`,
    );
    for (let k = 0; k < holdingsPerAccount - 1; k += 1) {
      // 13 is prime to 500: the 39 securities of an account are distinct.
      const security = pool[(account * 37 + k * 13) % SYMBOL_POOL];
      if (!security) throw new Error('No security');
      const quantity = Math.round((1 + next() * 300) * 1000) / 1000;
      const change = ((((account + k) * 7) % 11) - 5) / 100;
      const price = Math.round(security.price * (1 + drift * change) * 100) / 100;
      const value = quantity * price;
      const cost = value * (0.7 + next() * 0.5);
      lines.push(
        [
          number,
          name,
          security.symbol,
          security.description,
          quantity.toString(),
          money(price),
          money(price * change * 0.1),
          money(value),
          '',
          '',
          money(value - cost),
          `${(((value - cost) / cost) * 100).toFixed(2)}%`,
          '2.50%',
          money(cost),
          money(cost / quantity),
          'Cash',
          '',
        ].join(','),
      );
    }
  }
  lines.push(
    '',
    '"The data and information in this spreadsheet are provided for your own use only."',
  );
  lines.push('', `"Date downloaded ${usDate(day)} 4:02 PM ET"`);
  return `${lines.join('\n')}\n`;
}

/** One API call with the session cookie and the app's Origin (writes are same-origin only). */
async function call<T>(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      cookie,
      Origin: baseUrl,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function accountInput(index: number) {
  const type = TYPES[index % TYPES.length] ?? 'brokerage';
  const designation =
    index % 3 === 0 ? 'none' : index % 3 === 1 ? 'beneficiaries' : 'transfer_on_death';
  return {
    type,
    institutionName: INSTITUTION,
    accountName: `Bench account ${index + 1}`,
    accountNumber: accountNumber(index),
    ownerName: OWNERS[index % OWNERS.length],
    designation,
    beneficiaries:
      designation === 'none'
        ? []
        : [
            {
              name: 'Ava Carter',
              relationship: 'Daughter',
              tier: 'primary',
              shareBasisPoints: 5000,
            },
            { name: 'Leo Carter', relationship: 'Son', tier: 'primary', shareBasisPoints: 5000 },
            {
              name: 'Carter Family Trust',
              relationship: null,
              tier: 'contingent',
              shareBasisPoints: 10_000,
            },
          ],
    notes: index % 4 === 0 ? 'Rebalance each January.' : null,
  };
}

type Preview = {
  accounts: { key: string }[];
  rows: { holding: unknown }[];
  matches: Record<string, string | null>;
};

export type SeededPortfolio = { accounts: number; holdings: number; seedMs: number };

/** The UTC calendar day `days` before today, as YYYY-MM-DD (the server dates prices in UTC too). */
export function isoDayBefore(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Adds the accounts, then imports the positions as of yesterday and as of today into them. The
 * prices are recent (the screen flags prices over 3 days old) and each holding gets both.
 */
export async function seedInvestments(
  baseUrl: string,
  cookie: string,
  accounts: number,
  holdings: number,
): Promise<SeededPortfolio> {
  const started = performance.now();
  const perAccount = Math.round(holdings / accounts);
  for (let index = 0; index < accounts; index += 1)
    await call(baseUrl, cookie, 'POST', '/investments', accountInput(index));
  for (const [day, drift] of [
    [isoDayBefore(1), 0],
    [isoDayBefore(0), 1],
  ] as const) {
    const csv = fidelityPositionsCsv(accounts, perAccount, day, drift);
    const preview = await call<Preview>(baseUrl, cookie, 'POST', '/investments/import/preview', {
      csv,
    });
    const unmatched = preview.accounts.filter((account) => !preview.matches[account.key]);
    const bad = preview.rows.filter((row) => row.holding === null).length;
    if (unmatched.length > 0 || bad > 0)
      throw new Error(
        `The positions file did not read cleanly: ${unmatched.length} accounts unmatched, ${bad} bad rows`,
      );
    await call(baseUrl, cookie, 'POST', '/investments/import', {
      csv,
      assignments: preview.accounts.map((account) => ({
        accountKey: account.key,
        accountId: preview.matches[account.key],
      })),
    });
  }
  type Listed = { investments: { holdings: { price: unknown; previousPrice: unknown }[] }[] };
  const listed = await call<Listed>(baseUrl, cookie, 'GET', '/investments');
  const all = listed.investments.flatMap((account) => account.holdings);
  const unpriced = all.filter((holding) => !holding.price || !holding.previousPrice).length;
  if (
    listed.investments.length !== accounts ||
    all.length !== perAccount * accounts ||
    unpriced > 0
  )
    throw new Error(
      `Seeded ${listed.investments.length} accounts and ${all.length} holdings (${unpriced} without two prices)`,
    );
  return {
    accounts: listed.investments.length,
    holdings: all.length,
    seedMs: performance.now() - started,
  };
}
