import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, uniqueEmail, type TestUser } from '@test/harness/accounts';
import { newGuest } from '@test/harness/family';
import { createTestApp } from '@test/harness/test-app';
import {
  buy,
  createBillingTestApp,
  newAdminUser,
  setPaymentSetting,
  statusOf,
  subscriptionRow,
  type BillingWorld,
} from './billing-harness';

let world: BillingWorld;
let admin: TestUser;
beforeAll(async () => {
  world = await createBillingTestApp();
  admin = await newAdminUser(world.t);
});
afterAll(() => world.close());

/** Spec §6: inviting a family member needs an active subscription. */
async function invitationAnswer(inviter: TestUser): Promise<number> {
  const response = await inviter.client.post('/api/family/invitations', {
    inviteeName: 'Jordan Lee',
    inviteeEmail: uniqueEmail('invitee'),
  });
  return response.status;
}

describe('payment not required (the switch off)', () => {
  it('gives a new account beta_free, active, and the right to invite', async () => {
    await setPaymentSetting(admin, { enabled: false, existingBetaFree: 'keep' });
    const user = await newUser(world.t);
    expect(await subscriptionRow(world.t, user.id)).toMatchObject({
      planType: 'beta_free',
      status: 'active',
    });
    expect(await statusOf(user)).toMatchObject({ paymentRequired: false, active: true });
    expect(await invitationAnswer(user)).toBe(201);
  });
});

describe('payment required (the switch on)', () => {
  it('creates no plan at sign-up: the guard sends the user to /subscription, no invitations', async () => {
    await setPaymentSetting(admin, { enabled: true, existingBetaFree: 'keep' });
    const user = await newUser(world.t);
    expect(await subscriptionRow(world.t, user.id)).toBeUndefined();
    expect(await statusOf(user)).toEqual({
      paymentRequired: true,
      active: false,
      planType: null,
      status: null,
      currentPeriodStart: null,
      otherHouseholdsWithPlan: false,
    });
    expect(await invitationAnswer(user)).toBe(402);
    await buy(world, user, 'annual');
    expect(await statusOf(user)).toMatchObject({ active: true, planType: 'annual' });
    expect(await invitationAnswer(user)).toBe(201);
  });

  it("keeps beta_free users active when the admin chose 'keep'", async () => {
    await setPaymentSetting(admin, { enabled: false, existingBetaFree: 'keep' });
    const early = await newUser(world.t);
    const view = await setPaymentSetting(admin, { enabled: true, existingBetaFree: 'keep' });
    expect(view).toMatchObject({ enabled: true, existingBetaFree: 'keep' });
    expect(view.betaFreeUsers).toBeGreaterThan(0);
    expect(await statusOf(early)).toMatchObject({
      paymentRequired: true,
      active: true,
      planType: 'beta_free',
    });
    expect(await invitationAnswer(early)).toBe(201);
  });

  it("asks beta_free users to subscribe when the admin chose 'require_subscription'", async () => {
    await setPaymentSetting(admin, { enabled: false, existingBetaFree: 'keep' });
    const early = await newUser(world.t);
    const guest = await newGuest(world.t, early);
    expect(await statusOf(guest)).toMatchObject({ active: true, planType: 'beta_free' });

    await setPaymentSetting(admin, { enabled: true, existingBetaFree: 'require_subscription' });
    expect(await statusOf(early)).toMatchObject({ active: false, planType: 'beta_free' });
    expect(await invitationAnswer(early)).toBe(402);
    // The guest rides on the inviter's plan: inactive with it...
    expect(await statusOf(guest)).toMatchObject({ active: false, planType: 'beta_free' });

    await buy(world, early, 'lifetime');
    // ...and active again when the inviter buys.
    expect(await statusOf(early)).toMatchObject({ active: true, planType: 'lifetime' });
    expect(await statusOf(guest)).toMatchObject({ active: true, planType: 'lifetime' });
    expect(await invitationAnswer(early)).toBe(201);
  });

  it('gives beta_free back when the switch is turned off again', async () => {
    await setPaymentSetting(admin, { enabled: false, existingBetaFree: 'keep' });
    const early = await newUser(world.t);
    await setPaymentSetting(admin, { enabled: true, existingBetaFree: 'require_subscription' });
    expect(await statusOf(early)).toMatchObject({ active: false });
    await setPaymentSetting(admin, { enabled: false, existingBetaFree: 'require_subscription' });
    expect(await statusOf(early)).toMatchObject({ paymentRequired: false, active: true });
  });
});

describe('the admin payment setting', () => {
  it('is read and changed by admins only (403 for everyone else)', async () => {
    const user = await newUser(world.t);
    expect((await user.client.get('/api/admin/payment-setting')).status).toBe(403);
    const refused = await user.client.put('/api/admin/payment-setting', {
      enabled: true,
      existingBetaFree: 'require_subscription',
    });
    expect(refused.status).toBe(403);
    const read = await admin.client.get('/api/admin/payment-setting');
    expect(read.status).toBe(200);
    const setting = (await read.json()) as { enabled: boolean; existingBetaFree: string };
    expect(['keep', 'require_subscription']).toContain(setting.existingBetaFree);
  });

  it('refuses a choice it does not know (400)', async () => {
    const response = await admin.client.put('/api/admin/payment-setting', {
      enabled: true,
      existingBetaFree: 'expire_everyone',
    });
    expect(response.status).toBe(400);
  });

  it('cannot require payment on a server that cannot take it (409)', async () => {
    const t = await createTestApp();
    try {
      const localAdmin = await newAdminUser(t);
      const response = await localAdmin.client.put('/api/admin/payment-setting', {
        enabled: true,
        existingBetaFree: 'keep',
      });
      expect(response.status).toBe(409);
      const read = await localAdmin.client.get('/api/admin/payment-setting');
      expect(await read.json()).toEqual({
        enabled: false,
        existingBetaFree: 'keep',
        betaFreeUsers: 1,
      });
    } finally {
      await t.close();
    }
  });
});
