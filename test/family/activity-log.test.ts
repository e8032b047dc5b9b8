import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '@server/db/schema';
import { TestClient } from '@test/harness/client';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember, newGuest } from '@test/harness/family';
import type { TActivityEntry } from '@shared/family/family-schemas';

let t: TestApp;
let owner: TestUser;
let guest: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  guest = await newGuest(t, owner, 'Jordan Lee');
});
afterAll(() => t.close());

async function log(user: TestUser): Promise<TActivityEntry[]> {
  const response = await user.client.get('/api/family/activity');
  expect(response.status).toBe(200);
  return ((await response.json()) as { entries: TActivityEntry[] }).entries;
}

/** The owner's log entries for one actor and action. */
async function entries(actor: TestUser, action: TActivityEntry['action'], subject?: string) {
  return (await log(owner)).filter(
    (entry) =>
      entry.actorId === actor.id &&
      entry.action === action &&
      (subject === undefined || entry.subject === subject),
  );
}

describe("the owner's activity log", () => {
  it("records the owner's sign-ins as theirs, newest first", async () => {
    const [signIn] = await entries(owner, 'sign_in');
    expect(signIn).toMatchObject({
      actorName: 'Olivia Owner',
      isYou: true,
      subject: null,
      detail: null,
    });
    const again = await new TestClient(t).post('/api/auth/sign-in', {
      email: owner.email,
      password: owner.password,
    });
    expect(again.status).toBe(200);
    const latest = await log(owner);
    expect(latest[0]).toMatchObject({ action: 'sign_in', actorId: owner.id, isYou: true });
    expect(latest.filter((entry) => entry.action === 'sign_in')).toHaveLength(2);
    const times = latest.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("records a member's view of the owner's data once per half hour", async () => {
    expect(await entries(guest, 'view', 'expenses')).toEqual([]);
    for (let time = 0; time < 2; time += 1)
      expect((await guest.client.get(`/api/expenses?owners=${owner.id}`)).status).toBe(200);
    const views = await entries(guest, 'view', 'expenses');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      actorName: 'Jordan Lee',
      isYou: false,
      subject: 'expenses',
      detail: null,
    });

    await t.database.db
      .update(activityEvents)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(and(eq(activityEvents.actorId, guest.id), eq(activityEvents.action, 'view')));
    await guest.client.get(`/api/expenses?owners=${owner.id}`);
    expect(await entries(guest, 'view', 'expenses')).toHaveLength(2);
  });

  it('records a view of each kind of data the dashboard reads', async () => {
    const viewer = await newConnectedMember(t, owner, 'viewer');
    expect((await viewer.client.get(`/api/dashboard?owners=${owner.id}`)).status).toBe(200);
    const subjects = (await entries(viewer, 'view')).map((entry) => entry.subject).sort();
    expect(subjects).toEqual(['assets', 'expenses', 'investments', 'loans', 'properties']);
  });

  it("records a member's changes with the item and the member's name", async () => {
    const created = await guest.client.post('/api/expenses', {
      category: 'kids',
      vendor: 'Little Gym',
      costCents: 12000,
      entityName: 'Mia',
    });
    expect(created.status).toBe(201);
    const { expense } = (await created.json()) as { expense: { id: string } };
    const updated = await guest.client.put(`/api/expenses/${expense.id}`, {
      category: 'kids',
      vendor: 'Little Gym Plus',
      costCents: 13000,
      entityName: 'Mia',
    });
    expect(updated.status).toBe(200);
    expect((await guest.client.delete(`/api/expenses/${expense.id}`)).status).toBe(200);

    const changes = (await log(owner))
      .filter((entry) => entry.actorId === guest.id && entry.action !== 'view')
      .slice(0, 3);
    expect(changes).toEqual([
      expect.objectContaining({ action: 'delete', subject: 'expenses', detail: 'Little Gym Plus' }),
      expect.objectContaining({ action: 'update', subject: 'expenses', detail: 'Little Gym Plus' }),
      expect.objectContaining({ action: 'create', subject: 'expenses', detail: 'Little Gym' }),
    ]);
    for (const change of changes)
      expect(change).toMatchObject({ actorName: 'Jordan Lee', isYou: false });
  });

  it("does not record the owner's own reads and changes", async () => {
    const before = (await log(owner)).length;
    await owner.client.get('/api/expenses');
    await owner.client.get(`/api/assets?owners=${owner.id}`);
    await owner.client.get('/api/dashboard');
    const created = await owner.client.post('/api/expenses', { category: 'other', vendor: 'Own' });
    expect(created.status).toBe(201);
    const after = await log(owner);
    expect(after).toHaveLength(before);
    const own = after.filter((entry) => entry.actorId === owner.id);
    expect(new Set(own.map((entry) => entry.action))).toEqual(new Set(['sign_in']));
  });

  describe('reveals and exports, each an entry of its own', () => {
    const ACCOUNT_NUMBER = '000111229876';
    const LOAN_NUMBER = 'TF-55443321';
    const VENDOR_ACCOUNT = '5550004455';
    let asset: { id: string };
    let loan: { id: string };
    let expense: { id: string };
    beforeAll(async () => {
      const created = async (path: string, body: object) => {
        const response = await owner.client.post(`/api/${path}`, body);
        expect(response.status).toBe(201);
        return (await response.json()) as Record<string, { id: string }>;
      };
      asset = (
        await created('assets', {
          type: 'checking',
          institutionName: 'Chase',
          accountName: 'Everyday',
          accountNumber: ACCOUNT_NUMBER,
        })
      ).asset as { id: string };
      loan = (
        await created('loans', { loanType: 'auto', lender: 'Toyota', accountNumber: LOAN_NUMBER })
      ).loan as { id: string };
      expense = (
        await created('expenses', {
          category: 'other',
          vendor: 'City Water',
          vendorAccount: VENDOR_ACCOUNT,
        })
      ).expense as { id: string };
    });

    async function reveal(user: TestUser, path: string): Promise<unknown> {
      const response = await user.client.get(path);
      expect(response.status).toBe(200);
      return (await response.json()) as unknown;
    }

    it('records every reveal of a full account number with whose number it was, never the number', async () => {
      expect(await reveal(guest, `/api/assets/${asset.id}/account-number`)).toEqual({
        accountNumber: ACCOUNT_NUMBER,
      });
      await reveal(guest, `/api/assets/${asset.id}/account-number`);
      await reveal(guest, `/api/loans/${loan.id}/account-number`);
      await reveal(guest, `/api/expenses/${expense.id}/vendor-account`);

      const reveals = await entries(guest, 'reveal');
      expect(reveals.map(({ subject, detail }) => ({ subject, detail }))).toEqual([
        { subject: 'expenses', detail: 'City Water, ending 4455' },
        { subject: 'loans', detail: 'Toyota, ending 3321' },
        { subject: 'assets', detail: 'Chase - Everyday, ending 9876' },
        { subject: 'assets', detail: 'Chase - Everyday, ending 9876' },
      ]);
      for (const entry of reveals)
        expect(entry).toMatchObject({ actorName: 'Jordan Lee', isYou: false });
      const logText = JSON.stringify(await log(owner));
      for (const number of [ACCOUNT_NUMBER, LOAN_NUMBER, VENDOR_ACCOUNT])
        expect(logText).not.toContain(number.slice(0, -4));
    });

    it('records every CSV export with how many rows it held, instead of a view', async () => {
      const viewsBefore = (await entries(guest, 'view')).length;
      for (let time = 0; time < 2; time += 1) {
        const response = await guest.client.get(`/api/assets/export?owners=${owner.id}`);
        expect(response.status).toBe(200);
      }
      const expensesFile = await guest.client.get(`/api/expenses/export?owners=${owner.id}`);
      expect(expensesFile.status).toBe(200);
      const expenseRows = (await expensesFile.text()).trim().split('\n').length - 1;
      expect((await guest.client.get(`/api/loans/export?owners=${owner.id}`)).status).toBe(200);

      const exports = await entries(guest, 'export');
      expect(exports.map(({ subject, detail }) => ({ subject, detail }))).toEqual([
        { subject: 'loans', detail: '1 loan in a CSV file' },
        { subject: 'expenses', detail: `${expenseRows} obligations in a CSV file` },
        { subject: 'assets', detail: '1 account in a CSV file' },
        { subject: 'assets', detail: '1 account in a CSV file' },
      ]);
      expect(await entries(guest, 'view')).toHaveLength(viewsBefore);
    });

    it("counts only the owner's rows in a merged export by a member with a household of their own", async () => {
      const member = await newConnectedMember(t, owner);
      for (const name of ['Member One', 'Member Two'])
        await member.client.post('/api/assets', {
          type: 'savings',
          institutionName: 'Ally',
          accountName: name,
        });
      const file = await member.client.get(`/api/assets/export?owners=${member.id},${owner.id}`);
      expect(file.status).toBe(200);
      expect((await file.text()).trim().split('\n')).toHaveLength(1 + 3);
      const [exported] = await entries(member, 'export');
      expect(exported).toMatchObject({ subject: 'assets', detail: '1 account in a CSV file' });
      expect((await log(member)).filter((entry) => entry.action === 'export')).toEqual([]);
    });

    it("does not record the owner's own reveals and exports", async () => {
      const before = (await log(owner)).length;
      await reveal(owner, `/api/assets/${asset.id}/account-number`);
      await reveal(owner, `/api/expenses/${expense.id}/vendor-account`);
      expect((await owner.client.get('/api/loans/export')).status).toBe(200);
      expect(await log(owner)).toHaveLength(before);
    });
  });

  it("is the owner's alone: others read their own log", async () => {
    const stranger = await newUser(t, { fullName: 'Sam Stranger' });
    const theirs = await log(stranger);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ action: 'sign_in', actorId: stranger.id, isYou: true });

    const guestsLog = await log(guest);
    expect(guestsLog.every((entry) => entry.actorId === guest.id)).toBe(true);
    expect(guestsLog.map((entry) => entry.action)).toEqual(['sign_in']);
    const ownersIds = new Set((await log(owner)).map((entry) => entry.id));
    expect(guestsLog.some((entry) => ownersIds.has(entry.id))).toBe(false);
  });
});
