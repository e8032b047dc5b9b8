// Issue 17's Legal Wizard documents against DESIGN.md §8 "Legal and binder PDFs ≤ 2 s each" (the
// issue: "Generation ≤ 2 s a document").
//
// renderLegalDocument, as the generate request calls it, for each document: the will in Texas
// (verified row: attestation, two witness blocks, the self-proving affidavit page), the will in
// Louisiana (the notarial testament: the signature line in every footer), the largest will the
// interview allows (50 specific gifts, 20 residuary shares, 20 children, 20 pets), the durable
// financial power of attorney with every power granted, the health-care power of attorney and
// living will, and the HIPAA authorization with 10 people.
//   - cold: the first document a fresh Node process renders, after its modules are loaded (as in
//     the server, which imports pdfkit at start-up): pdfkit reads its font metrics, nothing is
//     optimised yet. BENCH_LEGAL_COLD fresh processes per document (default 8).
//   - warm: BENCH_LEGAL_WARM renders per document in this process (default 60) after 5 untimed.
// The time includes the clause templates, the layout and the PDF bytes; it runs on the event
// loop, so it is also how long other requests on that node wait.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { POA_POWERS, type TLegalAnswers } from '@shared/legal/legal-answers';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import { stateRules } from '@shared/legal/state-rules';
import { renderLegalDocument } from '@server/modules/legal-wizard/documents/render-legal-document';
import { SAMPLE_ANSWERS } from '@server/modules/legal-wizard/documents/sample-answers';
import { loadAverage, summarize } from './support/measure';

const BUDGET_MS = 2000;
const COLD_RUNS = Number(process.env.BENCH_LEGAL_COLD ?? 8);
const WARM_RUNS = Number(process.env.BENCH_LEGAL_WARM ?? 60);
const WARM_UPS = 5;

type Case = { label: string; kind: TLegalDocKind; state: string; answers: () => unknown };

function largestWill(): TLegalAnswers['will'] {
  const will = SAMPLE_ANSWERS.will;
  const name = (index: number) => `Beneficiary Number ${index + 1} Carter-Lopez`;
  return {
    ...will,
    children: Array.from({ length: 20 }, (_, index) => ({
      name: `Child ${index + 1} Carter`,
      dateOfBirth: `20${String(10 + (index % 15)).padStart(2, '0')}-03-14`,
    })),
    specificGifts: Array.from({ length: 50 }, (_, index) => ({
      description: `the watercolour painting of the harbour at dusk, number ${index + 1} of my collection, with its frame and certificate`,
      asset: null,
      beneficiary: name(index),
      ifTheyDieFirst: null,
      alternate: name(index + 1),
    })),
    residuary: Array.from({ length: 20 }, (_, index) => ({
      name: name(index),
      relationship: 'Cousin',
      percent: 5,
      ifTheyDieFirst: null,
      alternate: name(index + 20),
    })),
    pets: Array.from({ length: 20 }, (_, index) => ({
      name: `Pet ${index + 1}`,
      species: 'Cat',
      caretaker: name(index),
      alternateCaretaker: name(index + 1),
      careFundDollars: 1000,
    })),
  };
}

const CASES: Case[] = [
  { label: 'will, Texas', kind: 'will', state: 'TX', answers: () => SAMPLE_ANSWERS.will },
  {
    label: 'will, Louisiana notarial',
    kind: 'will',
    state: 'LA',
    answers: () => SAMPLE_ANSWERS.will,
  },
  { label: 'will, largest interview', kind: 'will', state: 'TX', answers: largestWill },
  {
    label: 'financial POA, all powers',
    kind: 'financial_poa',
    state: 'TX',
    answers: () => ({ ...SAMPLE_ANSWERS.financial_poa, powers: [...POA_POWERS] }),
  },
  {
    label: 'health-care POA + living will',
    kind: 'healthcare_directive',
    state: 'TX',
    answers: () => SAMPLE_ANSWERS.healthcare_directive,
  },
  {
    label: 'HIPAA, 10 people',
    kind: 'hipaa',
    state: 'TX',
    answers: () => ({
      ...SAMPLE_ANSWERS.hipaa,
      authorizedPeople: Array.from({ length: 10 }, (_, index) => ({
        ...SAMPLE_ANSWERS.hipaa.authorizedPeople[0]!,
        name: `Authorized Person ${index + 1}`,
      })),
    }),
  },
];

async function renderCase(entry: Case): Promise<Buffer> {
  return renderLegalDocument({
    kind: entry.kind,
    answers: entry.answers() as TLegalAnswers[TLegalDocKind],
    rules: stateRules(entry.state),
    generatedOn: '2026-11-26',
    version: 1,
  });
}

/** Page objects in the file (pdfkit writes its dictionaries uncompressed). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function timed(entry: Case): Promise<{ ms: number; pdf: Buffer }> {
  const started = performance.now();
  const pdf = await renderCase(entry);
  return { ms: performance.now() - started, pdf };
}

/** In a child process: render one case once, print its time. */
async function coldChild(label: string): Promise<void> {
  const entry = CASES.find((candidate) => candidate.label === label);
  if (!entry) throw new Error(`unknown case ${label}`);
  const { ms: took } = await timed(entry);
  process.stdout.write(JSON.stringify({ ms: took }));
}

function coldRun(entry: Case): number {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--cold', entry.label],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return (JSON.parse(result.stdout) as { ms: number }).ms;
}

async function main(): Promise<void> {
  console.log(`load average at start ${loadAverage()}`);
  const over: string[] = [];
  for (const entry of CASES) {
    const cold = Array.from({ length: COLD_RUNS }, () => coldRun(entry));
    for (let index = 0; index < WARM_UPS; index += 1) await renderCase(entry);
    const warm: number[] = [];
    let last: Buffer = Buffer.alloc(0);
    for (let index = 0; index < WARM_RUNS; index += 1) {
      const run = await timed(entry);
      warm.push(run.ms);
      last = run.pdf;
    }
    const c = summarize(cold);
    const w = summarize(warm);
    if (c.max > BUDGET_MS || w.max > BUDGET_MS) over.push(entry.label);
    console.log(
      `${entry.label}: ${pageCount(last)} pages, ${(last.byteLength / 1024).toFixed(0)} kB; ` +
        `cold p50 ${ms(c.p50)}, p95 ${ms(c.p95)}, max ${ms(c.max)} (${cold.length} processes); ` +
        `warm p50 ${ms(w.p50)}, p95 ${ms(w.p95)}, max ${ms(w.max)} (${warm.length} runs); ` +
        `load ${loadAverage()}`,
    );
  }
  console.log(
    `Budget ${BUDGET_MS} ms a document: ${over.length ? `MISSED by ${over.join(', ')}` : 'met by every run'}`,
  );
}

const coldIndex = process.argv.indexOf('--cold');
if (coldIndex >= 0) await coldChild(process.argv[coldIndex + 1] ?? '');
else await main();
