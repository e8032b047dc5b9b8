import { afterAll, beforeAll, expect, it } from 'vitest';
import { expenses } from '@server/db/schema';
import { toExpenseColumns } from '@server/modules/expenses/expense-mapping';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { ZExpenseInput } from '@shared/finance/expense-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp } from '@test/harness/family';
import { TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { readPlan, unlockEvent } from './plan-household';

// A task is written with 12 parameters and PostgreSQL takes at most 65,535 a statement: a plan of
// more than 5,461 tasks failed in one INSERT (found by bench/triggering-event.ts).
const OBLIGATIONS = 5_600;
const now = () => new Date('2026-11-25T15:00:00Z');
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createFamilyTestApp({ now });
  owner = await newUser(t, { fullName: 'Hal Many-Bills' });
  const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);
  const rows = Array.from({ length: OBLIGATIONS }, (_, index) => ({
    userId: owner.id,
    ...toExpenseColumns(
      ZExpenseInput.parse({ category: 'other', vendor: `Vendor ${index}`, costCents: 1_000 }),
      cipher,
    ),
  }));
  for (let start = 0; start < rows.length; start += 500)
    await t.database.db.insert(expenses).values(rows.slice(start, start + 500));
}, 120_000);
afterAll(() => t.close());

it('writes the plan of a household with thousands of obligations, a decision task for each', async () => {
  const { id, written } = await unlockEvent(t, owner.id, { eventDate: '2026-11-20', now: now() });
  expect(written).toBeGreaterThan(OBLIGATIONS);
  const plan = await readPlan(owner, id);
  expect(plan.tasks).toHaveLength(written);
  expect(plan.tasks.filter((task) => task.needsDecision)).toHaveLength(OBLIGATIONS);
}, 120_000);
