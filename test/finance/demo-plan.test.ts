import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '@server/db/schema';
import { demoPlanProblem, giveDemoPlan } from '@server/db/seed/demo-plan';
import { writePaymentSetting } from '@server/modules/subscription/payment-setting';
import { readUnpaidOwnerIds } from '@server/auth/household-plans';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser } from '@test/harness/accounts';

// Issue 40: `npm run demo` on an instance where payment is required used to stop partway, its
// household behind the paywall. It now opens on the free beta plan, or refuses before creating
// anything where the admin ended free beta plans.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo household on an instance that requires payment', () => {
  it('opens on the free beta plan while beta_free users keep access', async () => {
    const db = t.database.db;
    await writePaymentSetting(db, { enabled: true, existingBetaFree: 'keep' }, new Date());
    expect(await demoPlanProblem(db)).toBeNull();
    const owner = await newUser(t);
    await db.delete(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect(await readUnpaidOwnerIds(db, [owner.id])).toEqual([owner.id]);
    await giveDemoPlan(db, owner.id);
    expect(await readUnpaidOwnerIds(db, [owner.id])).toEqual([]);
  });

  it('is refused up front where free beta plans have ended', async () => {
    const db = t.database.db;
    await writePaymentSetting(
      db,
      { enabled: true, existingBetaFree: 'require_subscription' },
      new Date(),
    );
    expect(await demoPlanProblem(db)).toMatch(/free beta plans have ended/);
    await writePaymentSetting(db, { enabled: false, existingBetaFree: 'keep' }, new Date());
    expect(await demoPlanProblem(db)).toBeNull();
  });
});
