// Issue 15's event plan: the owner's preview, the plan written at the unlock and read back, and a
// task's letter, against DESIGN.md §8 "Legal and binder PDFs ≤ 2 s each".
//
// Two households, each with the same records beside its obligations: 5 bank accounts and 3
// investment accounts (8 accounts, one with a banker who handles it), 3 insurance policies (a life
// policy paid by an auto-pay obligation, home, auto), a primary residence, a rental and a car, a
// will naming its executor, and a home state of California. One has 40 obligations (a household
// of realistic size: every record through the API, as the owner would enter it), the other 2,000
// (the obligations written straight to their table through the API's own mapping, so seeding
// takes seconds, not minutes); BENCH_OBLIGATIONS=40,2000 by default.
// Then, through the real app in this process:
//   - GET /api/triggering-event/preview (nothing stored; the plan generated from a fresh read);
//   - materializePlan, as the unlock job calls it (the tasks deleted before each run, so each run
//     writes the whole plan again), then GET /api/triggering-event/events/:id/plan;
//   - GET /api/triggering-event/tasks/:id/letter, going round every letter the plan offers (each
//     credit bureau, Social Security, each bank and insurer, each bill), alternating with
//     GET /api/binder of the same household: the machine is shared, so the ratio of the two in
//     one run says more than either time alone.
// Every request is timed to its last byte. The embedded PGlite (in memory, the default database)
// always; PostgreSQL too when DATABASE_URL names a server (a throwaway database is made there).
import { eq } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from '@server/db/client';
import { eventTasks, expenses, profiles, triggerEvents } from '@server/db/schema';
import { materializePlan } from '@server/modules/event-plan/materialize-plan';
import { toExpenseColumns } from '@server/modules/expenses/expense-mapping';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { ZExpenseInput, type TExpenseInput } from '@shared/finance/expense-schemas';
import type { TEventPlan } from '@shared/triggering-event/plan-schemas';
import { newUser, type TestUser } from '../test/harness/accounts';
import { createFamilyTestApp } from '../test/harness/family';
import { TEST_ENCRYPTION_KEY, type TestApp } from '../test/harness/test-app';
import { createTestDatabase } from '../test/harness/test-database';
import { loadAverage, summarize } from './support/measure';

const BUDGET_MS = 2000;
const WARM_UPS = 3;
const EVENT_DATE = '2026-11-20';

type Size = {
  label: string;
  obligations: number;
  /** Timed runs of each measurement (after WARM_UPS untimed ones). */
  runs: { preview: number; materialize: number; plan: number; letter: number; binder: number };
};

/** `BENCH_OBLIGATIONS=40,2000` by default; up to 100 they are entered through the API. */
const SIZES: readonly Size[] = (process.env.BENCH_OBLIGATIONS ?? '40,2000')
  .split(',')
  .map(Number)
  .map((obligations) =>
    obligations <= 100
      ? {
          label: 'realistic',
          obligations,
          runs: { preview: 40, materialize: 20, plan: 40, letter: 40, binder: 20 },
        }
      : {
          label: 'large',
          obligations,
          runs: { preview: 20, materialize: 10, plan: 20, letter: 20, binder: 10 },
        },
  );

const ms = (value: number) => `${Math.round(value)} ms`;
const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);

const CATEGORIES = ['home', 'auto', 'insurance', 'kids', 'other'] as const;
const HOME = ['Utilities', 'Rent', 'HOA', 'Home Insurance', 'Other'] as const;
const VENDORS = ['PG&E', 'Comcast', 'Netflix', 'Spotify', 'Verizon', 'Gym', 'Water', 'Trash'];

/** The obligation at `index`: every category, half on auto-pay, most with a website and account. */
function obligation(index: number): TExpenseInput {
  const category = CATEGORIES[index % CATEGORIES.length] ?? 'other';
  return {
    category,
    vendor: `${VENDORS[index % VENDORS.length] ?? 'Vendor'} ${index + 1}`,
    costCents: 1_000 + index * 37,
    frequency: index % 7 === 0 ? 'yearly' : 'monthly',
    isAutoPay: index % 2 === 0,
    autoPayDate: index % 2 === 0 ? (index % 28) + 1 : null,
    bankAccount: 'Chase Everyday ****9012',
    website: index % 5 === 4 ? null : `https://vendor-${index + 1}.example.com/account`,
    vendorAccount: index % 3 === 2 ? null : `77${String(100_000_000 + index)}`,
    ...(category === 'home'
      ? {
          homeSubcategory: HOME[index % HOME.length],
          address: { street: '12 Maple Street', city: 'Sacramento', state: 'CA', zip: '95814' },
        }
      : {}),
    ...(category === 'auto' || category === 'kids' || category === 'insurance'
      ? { entityName: 'Maria Carter' }
      : {}),
  };
}

async function seed(t: TestApp, size: Size): Promise<TestUser> {
  const owner = await newUser(t, { fullName: 'Maria Carter' });
  const post = async (path: string, body: unknown): Promise<string> => {
    const response = await owner.client.post(path, body);
    if (response.status !== 201) throw new Error(`${path}: ${await response.text()}`);
    const created = Object.values((await response.json()) as Record<string, { id: string }>)[0];
    if (!created) throw new Error(`${path}: nothing created`);
    return created.id;
  };
  const banks = ['Chase', 'Ally Bank', 'Wells Fargo', 'Capital One', 'Schwab Bank'];
  const accountIds: string[] = [];
  for (const [index, institutionName] of banks.entries())
    accountIds.push(
      await post('/api/assets', {
        type: index % 2 === 0 ? 'checking' : 'savings',
        institutionName,
        accountName: `Account ${index + 1}`,
        accountNumber: String(400_000_000_000 + index),
        balanceCents: 1_200_000 * (index + 1),
        beneficiary: index === 1 ? 'Luis Carter' : null,
      }),
    );
  for (const [index, type] of (['retirement_401k', 'brokerage', 'roth_ira'] as const).entries())
    await post('/api/investments', {
      type,
      institutionName: ['Fidelity', 'Vanguard', 'Schwab'][index],
      accountName: `Investments ${index + 1}`,
      accountNumber: `Z${String(12_345_678 + index)}`,
      designation: 'beneficiaries',
      beneficiaries: [{ name: 'Luis Carter', tier: 'primary', shareBasisPoints: 10_000 }],
    });
  await post('/api/properties', {
    kind: 'home',
    address: { street: '12 Maple Street', city: 'Sacramento', state: 'CA', zip: '95814' },
    homeType: 'primary_residence',
    estimatedValueCents: 60_000_000,
  });
  await post('/api/properties', {
    kind: 'home',
    address: { street: '48 Oak Avenue', city: 'Fresno', state: 'CA', zip: '93701' },
    homeType: 'rental',
    estimatedValueCents: 32_000_000,
  });
  await post('/api/properties', { kind: 'vehicle', year: 2019, make: 'Honda', model: 'CR-V' });
  const premium = await post('/api/expenses', {
    category: 'insurance',
    vendor: 'Northwestern Mutual',
    costCents: 12_000,
    isAutoPay: true,
    autoPayDate: 1,
    entityName: 'Maria Carter',
  });
  await post('/api/policies', {
    kind: 'life',
    carrier: 'Northwestern Mutual',
    policyNumber: 'NWM44719988',
    insuredName: 'Maria Carter',
    faceAmountCents: 24_000_000,
    premiumExpenseId: premium,
    beneficiaries: [{ name: 'Luis Carter', tier: 'primary', shareBasisPoints: 10_000 }],
  });
  await post('/api/policies', { kind: 'home', carrier: 'State Farm', policyNumber: 'SF-90-1234' });
  await post('/api/policies', { kind: 'auto', carrier: 'GEICO', policyNumber: 'GX-55-6789' });
  await post('/api/estate/instruments', {
    kind: 'will',
    variant: 'last_will',
    principalName: 'Maria Carter',
    status: 'signed',
    signedOn: '2024-03-01',
    signedState: 'CA',
    originalLocation: 'Fireproof box in the hall closet',
    people: [
      {
        role: 'executor',
        rank: 0,
        source: 'other',
        name: 'Ana Carter',
        relationship: 'Sister',
        phone: '555-0111',
      },
    ],
  });
  await post('/api/advisors', {
    name: 'Bea Banker',
    role: 'banker',
    firm: 'Chase',
    links: [{ kind: 'asset', id: accountIds[0] }],
  });
  await t.database.db.update(profiles).set({ homeState: 'CA' }).where(eq(profiles.id, owner.id));

  // The premium above is one obligation; the rest make up the size.
  const rest = size.obligations - 1;
  if (size.obligations <= 100) {
    for (let index = 0; index < rest; index += 1) await post('/api/expenses', obligation(index));
  } else {
    const rows = Array.from({ length: rest }, (_, index) => ({
      userId: owner.id,
      ...toExpenseColumns(ZExpenseInput.parse(obligation(index)), cipher),
    }));
    for (let start = 0; start < rows.length; start += 500)
      await t.database.db.insert(expenses).values(rows.slice(start, start + 500));
  }
  return owner;
}

/** An event of the owner's as the unlock job leaves it, without its plan (timed separately). */
async function unlockedEvent(t: TestApp, ownerId: string): Promise<string> {
  const now = new Date();
  const [event] = await t.database.db
    .insert(triggerEvents)
    .values({
      userId: ownerId,
      kind: 'death',
      status: 'unlocked',
      reporterName: 'Ana Carter',
      eventDate: EVENT_DATE,
      waitHours: 168,
      unlocksAt: now,
      unlockedAt: now,
    })
    .returning({ id: triggerEvents.id });
  if (!event) throw new Error('no event');
  return event.id;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** WARM_UPS untimed runs, then `runs` timed ones: the first of all (cold) and the timed ones. */
async function measure(runs: number, run: () => Promise<unknown>) {
  const first = await timed(run);
  for (let index = 1; index < WARM_UPS; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) times.push(await timed(run));
  return { first, ...summarize(times) };
}

/** A GET read to its last byte; anything but `status` stops the bench. */
async function read(user: TestUser, path: string, status = 200): Promise<ArrayBuffer> {
  const response = await user.client.get(path);
  const body = await response.arrayBuffer();
  if (response.status !== status)
    throw new Error(`${path} answered ${response.status}: ${Buffer.from(body).toString()}`);
  return body;
}

const line = (name: string, s: { first: number; p50: number; p95: number; max: number }) =>
  `  ${name.padEnd(34)} first ${ms(s.first).padStart(8)}  p50 ${ms(s.p50).padStart(7)}  p95 ${ms(s.p95).padStart(7)}  max ${ms(s.max).padStart(7)}`;

async function benchSize(t: TestApp, size: Size): Promise<void> {
  const seeding = performance.now();
  const owner = await seed(t, size);
  const eventId = await unlockedEvent(t, owner.id);
  console.log(
    `\n${size.label}: ${size.obligations} obligations, seeded in ${ms(performance.now() - seeding)}; load average ${loadAverage()}`,
  );

  const previewPath = '/api/triggering-event/preview?kind=death';
  const preview = await measure(size.runs.preview, () => read(owner, previewPath));
  const previewed = JSON.parse(
    Buffer.from(await read(owner, previewPath)).toString(),
  ) as TEventPlan;

  const deps = { db: t.database.db, cipher, now: () => new Date() };
  const event = { id: eventId, ownerId: owner.id, kind: 'death' as const, eventDate: EVENT_DATE };
  const materializeTimes: number[] = [];
  let written = 0;
  for (let index = 0; index < WARM_UPS + size.runs.materialize; index += 1) {
    await t.database.db.delete(eventTasks).where(eq(eventTasks.eventId, eventId));
    const start = performance.now();
    written = await materializePlan(deps, event);
    materializeTimes.push(performance.now() - start);
  }
  const materialize = {
    first: materializeTimes[0] ?? NaN,
    ...summarize(materializeTimes.slice(WARM_UPS)),
  };

  const planPath = `/api/triggering-event/events/${eventId}/plan`;
  const planRead = await measure(size.runs.plan, () => read(owner, planPath));
  const planBody = await read(owner, planPath);
  const plan = JSON.parse(Buffer.from(planBody).toString()) as TEventPlan;

  const letters = plan.tasks.flatMap((task) =>
    task.letterOptions.map((option) =>
      task.letterKind === 'credit_bureau'
        ? `/api/triggering-event/tasks/${task.id}/letter?option=${option.key}`
        : `/api/triggering-event/tasks/${task.id}/letter`,
    ),
  );
  if (letters.length === 0) throw new Error('The plan offers no letter');
  // Letters and binders alternate, so a change in the machine's load falls on both.
  let next = 0;
  let letterBytes = 0;
  const letter = () => {
    const path = letters[next++ % letters.length] ?? '';
    return read(owner, path).then((body) => (letterBytes = Math.max(letterBytes, body.byteLength)));
  };
  const binderPath = `/api/binder?owners=${owner.id}`;
  let binderBytes = 0;
  const binder = () => read(owner, binderPath).then((body) => (binderBytes = body.byteLength));
  const firstLetter = await timed(letter);
  const firstBinder = await timed(binder);
  for (let index = 1; index < WARM_UPS; index += 1) {
    await letter();
    await binder();
  }
  const letterTimes: number[] = [];
  const binderTimes: number[] = [];
  for (let index = 0; index < Math.max(size.runs.letter, size.runs.binder); index += 1) {
    if (index < size.runs.letter) letterTimes.push(await timed(letter));
    if (index < size.runs.binder) binderTimes.push(await timed(binder));
  }
  const letterSummary = { first: firstLetter, ...summarize(letterTimes) };
  const binderSummary = { first: firstBinder, ...summarize(binderTimes) };

  const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  console.log(
    `  plan: ${previewed.tasks.length} tasks previewed, ${written} written, ${plan.tasks.length} read (${kB(planBody.byteLength)} JSON); ${letters.length} letters`,
  );
  console.log(line(`preview (${size.runs.preview} runs)`, preview));
  console.log(line(`materializePlan (${size.runs.materialize} runs)`, materialize));
  console.log(line(`plan read (${size.runs.plan} runs)`, planRead));
  console.log(line(`letter PDF (${size.runs.letter} runs, ≤ ${kB(letterBytes)})`, letterSummary));
  console.log(line(`binder PDF (${size.runs.binder} runs, ${kB(binderBytes)})`, binderSummary));
  const worst = Math.max(letterSummary.first, letterSummary.max);
  console.log(
    `  letter / binder p50: ${(letterSummary.p50 / binderSummary.p50).toFixed(2)}; letter budget ${BUDGET_MS} ms: ${worst <= BUDGET_MS ? 'met' : 'MISSED'} (worst ${ms(worst)}); binder: ${Math.max(binderSummary.first, binderSummary.max) <= BUDGET_MS ? 'met' : 'MISSED'}; load average ${loadAverage()}`,
  );
}

async function benchDatabase(name: string, open: () => Promise<DatabaseHandle>): Promise<void> {
  console.log(`\n## ${name}`);
  for (const size of SIZES) {
    // A fresh database per size, so the large household's rows do not slow the realistic one.
    const t = await createFamilyTestApp({ database: await open() });
    try {
      await benchSize(t, size);
    } finally {
      await t.close();
    }
  }
}

console.log(`load average ${loadAverage()}`);
await benchDatabase('PGlite (embedded, in memory)', async () => {
  const handle = await openPglite(null);
  await handle.migrate();
  return handle;
});
if (process.env.DATABASE_URL) await benchDatabase('PostgreSQL', createTestDatabase);
else console.log('\nPostgreSQL: skipped (set DATABASE_URL to a server to measure it too)');
