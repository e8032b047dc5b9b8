// Statements (issue 41, DESIGN.md §8): recall and precision of the recurring bills found in
// statements never seen, and the time to read, de-duplicate and analyse 24 months of three
// accounts (about 3,000 transactions).
//  - Households are generated from seeds (statements/household.ts) with merchant names, towns,
//    processor codes and several descriptor styles held out from the detector's tests and tables
//    (statements/held-out-names.ts, statements/descriptor-styles.ts), and written as the files a
//    person downloads: checking as OFX (SGML or XML) in four overlapping files, the card as its
//    issuer's CSV in two overlapping files, a second card as OFX 2.x.
//  - Accuracy: statements/score.ts. Timing: the whole import path from bytes (readStatementFile,
//    dedupeTransactions, detectRecurring), one cold run, then warm runs on every household.
import { dedupeTransactions } from '../src/server/modules/statements/reading/dedupe-transactions';
import { readStatementFile } from '../src/server/modules/statements/reading/read-statement-file';
import { detectRecurring } from '../src/server/modules/statements/recurring/detect-recurring';
import type { TRecurringSeries, TStatement } from '../src/shared/statements/statement-types';
import { loadAverage, summarize } from './support/measure';
import { generateHousehold, type Household } from './statements/household';
import { scoreHousehold, type HouseholdScore } from './statements/score';
import { statementFiles, type StatementFile } from './statements/statement-files';

// Seeds 1–12 were looked at while the detector's rules were written; 101 on were not.
const FIRST_SEED = Number(process.env.BENCH_STATEMENT_FIRST_SEED ?? 101);
const SEEDS = Number(process.env.BENCH_STATEMENT_HOUSEHOLDS ?? 24);
const WARM_RUNS = Number(process.env.BENCH_STATEMENT_RUNS ?? 20);

function analyse(
  files: readonly StatementFile[],
  today: string,
): { series: TRecurringSeries[]; transactions: number } {
  const statements: TStatement[] = [];
  for (const file of files) {
    const read = readStatementFile(file.name, file.bytes);
    if (!read.ok) throw new Error(`${file.name}: ${read.message}`);
    statements.push(read.statement, ...(read.otherAccounts ?? []));
  }
  const deduped = dedupeTransactions(statements);
  const transactions = deduped.reduce((sum, statement) => sum + statement.transactions.length, 0);
  return { series: detectRecurring(deduped, { today }), transactions };
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`;

const loadBefore = loadAverage();
const households: { household: Household; files: StatementFile[] }[] = [];
for (let seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed += 1) {
  const household = generateHousehold(seed);
  households.push({ household, files: statementFiles(household) });
}

// Cold: the first import of a fresh process (modules loaded, nothing compiled hot yet).
const coldStarted = performance.now();
analyse(households[0]!.files, households[0]!.household.today);
const coldMs = performance.now() - coldStarted;

const scores: HouseholdScore[] = [];
const sizes: number[] = [];
console.log(
  'household  bank     card         transactions  bills  found  right  recall   precision',
);
for (const { household, files } of households) {
  const { series, transactions } = analyse(files, household.today);
  const score = scoreHousehold(household, series);
  scores.push(score);
  sizes.push(transactions);
  console.log(
    [
      String(household.seed).padEnd(9),
      household.bank.padEnd(8),
      household.cardLayout.padEnd(12),
      String(transactions).padStart(12),
      String(score.truthBills.length).padStart(6),
      String(score.detectedBills).padStart(6),
      String(score.matched.length).padStart(6),
      `${((100 * score.matched.length) / score.truthBills.length).toFixed(0)} %`.padStart(7),
      `${((100 * score.matched.length) / Math.max(1, score.detectedBills)).toFixed(0)} %`.padStart(
        10,
      ),
    ].join('  '),
  );
}

const total = (pick: (score: HouseholdScore) => number) =>
  scores.reduce((sum, score) => sum + pick(score), 0);
const truth = total((score) => score.truthBills.length);
const matched = total((score) => score.matched.length);
const detected = total((score) => score.detectedBills);
console.log(
  `\nBills over ${SEEDS} households: recall ${percent(matched, truth)}, precision ${percent(matched, detected)}`,
);
console.log(
  `Categories right on the bills found: ${percent(
    total((score) => score.categoriesRight),
    matched,
  )}`,
);
console.log(
  `Vendor named exactly as the merchant: ${percent(
    total((score) => score.vendorsAsNamed),
    matched,
  )}`,
);
console.log(
  `Latest amount right: ${percent(
    total((score) => score.amountsRight),
    matched,
  )}; next due day right (±4 days): ${percent(
    total((score) => score.nextDueRight),
    matched,
  )}`,
);
console.log(
  `Pay found as income: ${percent(
    total((score) => score.income.found),
    total((score) => score.income.truth),
  )}`,
);
console.log(
  `Transfers found as transfers: ${percent(
    total((score) => score.transfers.found),
    total((score) => score.transfers.truth),
  )}`,
);

const missedBy = new Map<string, number>();
for (const score of scores)
  for (const miss of score.misses) {
    const key = `${miss.frequency}${miss.active ? '' : ', ended'} (${miss.name})`;
    missedBy.set(key, (missedBy.get(key) ?? 0) + 1);
  }
console.log('\nMissed bills:');
for (const [key, count] of [...missedBy].sort((a, b) => b[1] - a[1]))
  console.log(`  ${count}× ${key}`);
console.log('False positives:');
for (const score of scores)
  for (const { series, truth: merchant, why } of score.falsePositives)
    console.log(
      `  ${series.vendor} ${series.frequency} ${series.active ? 'active' : 'ended'}: ${why}${merchant ? ` [${merchant.name}]` : ''}`,
    );

const times: number[] = [];
for (let run = 0; run < WARM_RUNS; run += 1)
  for (const { household, files } of households) {
    const started = performance.now();
    analyse(files, household.today);
    times.push(performance.now() - started);
  }
const { p50, p95, max } = summarize(times);
console.log(
  `\nRead + dedupe + detect, 24 months of 3 accounts (${Math.min(...sizes)}–${Math.max(...sizes)} transactions, ${households[0]!.files.length} files):`,
);
console.log(
  `  cold ${coldMs.toFixed(0)} ms; warm p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (${times.length} runs)`,
);
console.log(`  load average before ${loadBefore}, after ${loadAverage()}`);
