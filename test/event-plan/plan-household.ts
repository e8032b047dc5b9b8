import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles, triggerEvents } from '@server/db/schema';
import { materializePlan } from '@server/modules/event-plan/materialize-plan';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import type { TEventKind, TEventStatus } from '@shared/triggering-event/event-schemas';
import type { TEventPlan, TEventTask } from '@shared/triggering-event/plan-schemas';
import type { TestUser } from '@test/harness/accounts';
import { TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';

/**
 * The household the event-plan tests work on, made through the API as the owner would: a checking
 * and a savings account, a 401(k) with a beneficiary, a home and a car, a life policy paid by an
 * auto-pay obligation, two other bills, a will with its executor, a banker who handles the
 * checking account, and a home state of California.
 */

export const FULL_NUMBERS = ['123456789012', '998877665544', 'NWM44719988', '88776655443322'];

async function created<T>(response: Response, key: string): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, T>)[key] as T;
}

export type Household = {
  checkingId: string;
  savingsId: string;
  k401Id: string;
  homeId: string;
  carId: string;
  lifePolicyId: string;
  premiumId: string;
  netflixId: string;
  gymId: string;
  willId: string;
};

export async function recordHousehold(t: TestApp, owner: TestUser): Promise<Household> {
  const post = (path: string, body: unknown) => owner.client.post(path, body);
  type Row = { id: string };
  const checking = await created<Row>(
    await post('/api/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday',
      accountNumber: '123456789012',
      balanceCents: 1_200_000,
    }),
    'asset',
  );
  const savings = await created<Row>(
    await post('/api/assets', {
      type: 'savings',
      institutionName: 'Ally Bank',
      accountName: 'Rainy day',
      accountNumber: '998877665544',
      balanceCents: 2_400_000,
    }),
    'asset',
  );
  const k401 = await created<Row>(
    await post('/api/investments', {
      type: 'retirement_401k',
      institutionName: 'Fidelity',
      accountName: 'Acme 401(k)',
      accountNumber: 'Z12345678',
      designation: 'beneficiaries',
      beneficiaries: [{ name: 'Luis Carter', tier: 'primary', shareBasisPoints: 10_000 }],
    }),
    'investment',
  );
  const home = await created<Row>(
    await post('/api/properties', {
      kind: 'home',
      address: { street: '12 Maple Street', city: 'Sacramento', state: 'CA', zip: '95814' },
      homeType: 'primary_residence',
      estimatedValueCents: 60_000_000,
    }),
    'property',
  );
  const car = await created<Row>(
    await post('/api/properties', { kind: 'vehicle', year: 2019, make: 'Honda', model: 'CR-V' }),
    'property',
  );
  const premium = await created<Row>(
    await post('/api/expenses', {
      category: 'insurance',
      vendor: 'Northwestern Mutual',
      costCents: 12_000,
      frequency: 'monthly',
      isAutoPay: true,
      autoPayDate: 1,
      entityName: 'Maria Carter',
    }),
    'expense',
  );
  const netflix = await created<Row>(
    await post('/api/expenses', {
      category: 'other',
      vendor: 'Netflix',
      costCents: 2_000,
      isAutoPay: true,
      autoPayDate: 5,
      bankAccount: 'Chase Everyday ****9012',
      website: 'https://www.netflix.com',
      vendorAccount: '88776655443322',
    }),
    'expense',
  );
  const gym = await created<Row>(
    await post('/api/expenses', { category: 'other', vendor: 'Gym', costCents: 8_000 }),
    'expense',
  );
  const lifePolicy = await created<Row>(
    await post('/api/policies', {
      kind: 'life',
      carrier: 'Northwestern Mutual',
      policyNumber: 'NWM44719988',
      insuredName: 'Maria Carter',
      faceAmountCents: 24_000_000,
      premiumExpenseId: premium.id,
      beneficiaries: [{ name: 'Luis Carter', tier: 'primary', shareBasisPoints: 10_000 }],
    }),
    'policy',
  );
  const will = await created<Row>(
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
    }),
    'instrument',
  );
  await created<Row>(
    await post('/api/advisors', {
      name: 'Bea Banker',
      role: 'banker',
      firm: 'Chase',
      phone: '(555) 010-2000',
      links: [{ kind: 'asset', id: checking.id }],
    }),
    'advisor',
  );
  await t.database.db.update(profiles).set({ homeState: 'CA' }).where(eq(profiles.id, owner.id));
  return {
    checkingId: checking.id,
    savingsId: savings.id,
    k401Id: k401.id,
    homeId: home.id,
    carId: car.id,
    lifePolicyId: lifePolicy.id,
    premiumId: premium.id,
    netflixId: netflix.id,
    gymId: gym.id,
    willId: will.id,
  };
}

/**
 * An event of the owner's as H1's unlock job leaves it: the row unlocked (or in another status),
 * and for an unlocked one the plan written by materializePlan. Written directly, so these tests
 * do not depend on the reporting routes.
 */
export async function unlockEvent(
  t: TestApp,
  ownerId: string,
  options: { kind?: TEventKind; eventDate: string; now: Date; status?: TEventStatus },
): Promise<{ id: string; written: number }> {
  const kind = options.kind ?? 'death';
  const [event] = await t.database.db
    .insert(triggerEvents)
    .values({
      userId: ownerId,
      kind,
      status: options.status ?? 'unlocked',
      reporterName: 'Ana Carter',
      eventDate: options.eventDate,
      waitHours: 168,
      unlocksAt: options.now,
      unlockedAt: options.now,
    })
    .returning({ id: triggerEvents.id });
  if (!event) throw new Error('no event');
  if (options.status !== undefined && options.status !== 'unlocked')
    return { id: event.id, written: 0 };
  const written = await materializePlan(
    { db: t.database.db, cipher: createFieldCipher(TEST_ENCRYPTION_KEY), now: () => options.now },
    { id: event.id, ownerId, kind, eventDate: options.eventDate },
  );
  return { id: event.id, written };
}

export async function setEventStatus(t: TestApp, eventId: string, status: TEventStatus) {
  await t.database.db
    .update(triggerEvents)
    .set({ status, endedAt: new Date() })
    .where(eq(triggerEvents.id, eventId));
}

export async function readPlan(user: TestUser, eventId: string): Promise<TEventPlan> {
  const response = await user.client.get(`/api/triggering-event/events/${eventId}/plan`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TEventPlan;
}

export function taskOf(
  plan: TEventPlan,
  templateKey: string,
  subjectId: string | null = null,
): TEventTask {
  const task = plan.tasks.find(
    (each) =>
      each.templateKey === templateKey && (subjectId === null || each.subjectId === subjectId),
  );
  if (!task) throw new Error(`No task ${templateKey} ${subjectId ?? ''}`);
  return task;
}

export function factValue(task: TEventTask, label: string): string | undefined {
  return task.facts.find((fact) => fact.label === label)?.value;
}
