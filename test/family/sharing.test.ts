import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '@server/db/schema';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  createFamilyTestApp,
  expectError,
  invite,
  mailedInvitationCode,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TDataSource, TFamilyOverview } from '@shared/family/family-schemas';
import type { TDashboardSummary } from '@shared/finance/dashboard-schemas';

const HOME = { street: '12 Oak Lane', city: 'Portland', state: 'OR', zip: '97201' };

/** One valid new row per kind of household data, and the keys its answers use. */
const KINDS = {
  expenses: { item: 'expense', body: { category: 'other', vendor: 'Netflix', costCents: 1599 } },
  assets: {
    item: 'asset',
    body: { type: 'checking', institutionName: 'Chase', accountName: 'Everyday' },
  },
  loans: { item: 'loan', body: { loanType: 'auto', lender: 'Toyota Financial' } },
  properties: {
    item: 'property',
    body: { kind: 'home', address: HOME, homeType: 'primary_residence' },
  },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

type Row = { id: string; ownerId: string };

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
  for (const kind of KIND_NAMES) {
    await add(owner, kind);
    await add(stranger, kind);
  }
});
afterAll(() => t.close());

async function add(user: TestUser, kind: Kind, extra: object = {}): Promise<Row> {
  const response = await user.client.post(`/api/${kind}`, { ...KINDS[kind].body, ...extra });
  expect(response.status).toBe(201);
  return ((await response.json()) as Record<string, Row>)[KINDS[kind].item] as Row;
}

/** GET /api/{kind}?owners=…: the status and the rows. */
async function list(user: TestUser, kind: Kind, owners: string[]) {
  const response = await user.client.get(`/api/${kind}?owners=${owners.join(',')}`);
  const body = (await response.json()) as Record<string, Row[]>;
  return { status: response.status, rows: body[kind] ?? [] };
}

const ownersOf = (rows: Row[]) => [...new Set(rows.map((row) => row.ownerId))].sort();

async function sources(user: TestUser): Promise<TDataSource[]> {
  const response = await user.client.get('/api/family/sources');
  expect(response.status).toBe(200);
  return ((await response.json()) as { sources: TDataSource[] }).sources;
}

async function overview(user: TestUser): Promise<TFamilyOverview> {
  return (await (await user.client.get('/api/family')).json()) as TFamilyOverview;
}

async function dashboard(user: TestUser, owners: string[]) {
  const response = await user.client.get(`/api/dashboard?owners=${owners.join(',')}`);
  return { status: response.status, body: (await response.json()) as TDashboardSummary };
}

function expenseUpdate(vendor: string) {
  return { category: 'other', vendor, costCents: 2000 };
}

describe('the default view (no selection in the request)', () => {
  it("is a primary member's own household, and a guest's inviter's", async () => {
    const member = await newConnectedMember(t, owner);
    await member.client.post('/api/expenses', expenseUpdate('Member Own'));
    const own = (await (await member.client.get('/api/expenses')).json()) as { expenses: Row[] };
    expect(ownersOf(own.expenses)).toEqual([member.id]);
    const guest = await newGuest(t, owner, 'Default View');
    const theirs = (await (await guest.client.get('/api/expenses')).json()) as { expenses: Row[] };
    expect(ownersOf(theirs.expenses)).toEqual([owner.id]);
  });

  it('follows a removed guest to the next household that invites them', async () => {
    const guest = await newGuest(t, owner, 'Moving On');
    await owner.client.delete(`/api/family/members/${guest.id}`);
    await invite(stranger, guest.email, guest.fullName);
    const accepted = await guest.client.post('/api/family/invitations/accept', {
      invitation: mailedInvitationCode(t, guest.email),
    });
    expect(accepted.status).toBe(200);
    const session = (await (await guest.client.get('/api/auth/session')).json()) as {
      user: TSessionUser;
    };
    expect(session.user.invitedBy).toBe(stranger.id);
    const created = await guest.client.post('/api/expenses', expenseUpdate('New Home'));
    expect(created.status).toBe(201);
    expect(((await created.json()) as { expense: Row }).expense.ownerId).toBe(stranger.id);
  });
});

describe('a guest', () => {
  let guest: TestUser;
  beforeAll(async () => {
    guest = await newGuest(t, owner, 'Jordan Lee');
  });

  it("reads the owner's household on every screen and on the dashboard", async () => {
    for (const kind of KIND_NAMES) {
      const theirs = await list(owner, kind, [owner.id]);
      const seen = await list(guest, kind, [owner.id]);
      expect(seen.status).toBe(200);
      expect(seen.rows.map((row) => row.id).sort()).toEqual(
        theirs.rows.map((row) => row.id).sort(),
      );
      expect(seen.rows.length).toBeGreaterThan(0);
      expect(ownersOf(seen.rows)).toEqual([owner.id]);
    }
    const ownersDashboard = await dashboard(owner, [owner.id]);
    const guestsDashboard = await dashboard(guest, [owner.id]);
    expect(guestsDashboard.status).toBe(200);
    expect(guestsDashboard.body).toEqual(ownersDashboard.body);
  });

  it("sees the owner's household by default", async () => {
    const response = await guest.client.get('/api/expenses');
    expect(response.status).toBe(200);
    const { expenses: rows } = (await response.json()) as { expenses: Row[] };
    expect(ownersOf(rows)).toEqual([owner.id]);
  });

  it("stores what they create under the owner's id, whatever the body says", async () => {
    for (const kind of KIND_NAMES) {
      const row = await add(guest, kind, {
        userId: guest.id,
        ownerId: stranger.id,
        user_id: guest.id,
      });
      expect(row.ownerId).toBe(owner.id);
      expect((await list(owner, kind, [owner.id])).rows.map((item) => item.id)).toContain(row.id);
    }
  });

  it("links and derives rows within the owner's household only", async () => {
    const ownersExpense = await add(owner, 'expenses', { vendor: 'Toyota' });
    const linked = await add(guest, 'loans', { relatedExpenseId: ownersExpense.id });
    expect(linked).toMatchObject({ ownerId: owner.id, relatedExpenseId: ownersExpense.id });
    const strangersExpense = await add(stranger, 'expenses', { vendor: 'Honda' });
    await expectError(
      await guest.client.post('/api/loans', {
        ...KINDS.loans.body,
        relatedExpenseId: strangersExpense.id,
      }),
      400,
      { fields: { relatedExpenseId: 'Choose one of your obligations' } },
    );

    const mortgage = await guest.client.post('/api/expenses', {
      category: 'home',
      homeSubcategory: 'Mortgage',
      vendor: 'Guest Mortgage Bank',
      costCents: 180000,
      outstandingLoanBalanceCents: 20000000,
      address: HOME,
    });
    const saved = (await mortgage.json()) as { expense: Row; loan: { id: string } | null };
    expect(saved.expense.ownerId).toBe(owner.id);
    const ownersLoans = (await list(owner, 'loans', [owner.id])).rows;
    expect(ownersLoans.find((row) => row.id === saved.loan?.id)?.ownerId).toBe(owner.id);
  });

  it('cannot read a household of their own', async () => {
    for (const kind of KIND_NAMES)
      await expectError(await guest.client.get(`/api/${kind}?owners=${guest.id}`), 404, {
        code: 'NOT_FOUND',
      });
    expect((await dashboard(guest, [guest.id])).status).toBe(404);
  });

  it("edits and deletes the owner's rows", async () => {
    const expense = await add(owner, 'expenses', { vendor: 'Comcast' });
    const updated = await guest.client.put(`/api/expenses/${expense.id}`, expenseUpdate('Xfinity'));
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      expense: { id: expense.id, vendor: 'Xfinity', ownerId: owner.id },
    });
    const asset = await add(owner, 'assets', { accountName: 'Savings' });
    const assetUpdated = await guest.client.put(`/api/assets/${asset.id}`, {
      ...KINDS.assets.body,
      accountName: 'Rainy Day',
    });
    expect(await assetUpdated.json()).toMatchObject({
      asset: { accountName: 'Rainy Day', ownerId: owner.id },
    });
    for (const [kind, row] of [
      ['expenses', expense],
      ['assets', asset],
    ] as const) {
      expect((await guest.client.delete(`/api/${kind}/${row.id}`)).status).toBe(200);
      expect((await list(owner, kind, [owner.id])).rows.map((item) => item.id)).not.toContain(
        row.id,
      );
    }
  });

  it('never reaches a household they are not connected to; a mixed selection keeps what they may read', async () => {
    for (const kind of KIND_NAMES) {
      expect((await list(guest, kind, [stranger.id])).status).toBe(404);
      const mixed = await list(guest, kind, [guest.id, owner.id, stranger.id]);
      expect(mixed.status).toBe(200);
      expect(ownersOf(mixed.rows)).toEqual([owner.id]);
    }
    const theirs = await add(stranger, 'expenses', { vendor: 'Private Gym' });
    expect((await guest.client.put(`/api/expenses/${theirs.id}`, expenseUpdate('x'))).status).toBe(
      404,
    );
    expect((await guest.client.delete(`/api/expenses/${theirs.id}`)).status).toBe(404);
    const [raw] = await t.database.db.select().from(expenses).where(eq(expenses.id, theirs.id));
    expect(raw?.vendor).toBe('Private Gym');
  });
});

describe('a viewer', () => {
  let viewer: TestUser;
  beforeAll(async () => {
    viewer = await newConnectedMember(t, owner, 'viewer');
  });

  it("reads the owner's household", async () => {
    for (const kind of KIND_NAMES) {
      const seen = await list(viewer, kind, [owner.id]);
      expect(seen.status).toBe(200);
      expect(seen.rows.length).toBeGreaterThan(0);
      expect(ownersOf(seen.rows)).toEqual([owner.id]);
    }
  });

  it("cannot change or delete the owner's rows (404)", async () => {
    const expense = await add(owner, 'expenses', { vendor: 'Water Co' });
    await expectError(
      await viewer.client.put(`/api/expenses/${expense.id}`, expenseUpdate('Changed')),
      404,
      { code: 'NOT_FOUND' },
    );
    await expectError(await viewer.client.delete(`/api/expenses/${expense.id}`), 404, {
      code: 'NOT_FOUND',
    });
    const [raw] = await t.database.db.select().from(expenses).where(eq(expenses.id, expense.id));
    expect(raw?.vendor).toBe('Water Co');
  });

  it('adds to their own household, being a primary account', async () => {
    const row = await add(viewer, 'expenses', { vendor: 'Viewer Own', ownerId: owner.id });
    expect(row.ownerId).toBe(viewer.id);
    expect((await list(owner, 'expenses', [owner.id])).rows.map((item) => item.id)).not.toContain(
      row.id,
    );
    const both = await list(viewer, 'expenses', [viewer.id, owner.id]);
    expect(ownersOf(both.rows)).toEqual([owner.id, viewer.id].sort());
  });
});

describe('the owner', () => {
  it("makes a guest a viewer: the guest's next write is refused, reads go on", async () => {
    const guest = await newGuest(t, owner, 'Riley Role');
    const expense = await add(guest, 'expenses', { vendor: 'Before Change' });
    const changed = await owner.client.patch(`/api/family/members/${guest.id}`, {
      role: 'viewer',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      member: { userId: guest.id, role: 'viewer', accountType: 'guest' },
    });
    await expectError(
      await guest.client.post('/api/expenses', { category: 'other', vendor: 'After Change' }),
      404,
      { code: 'NOT_FOUND' },
    );
    expect(
      (await guest.client.put(`/api/expenses/${expense.id}`, expenseUpdate('After'))).status,
    ).toBe(404);
    expect((await guest.client.delete(`/api/expenses/${expense.id}`)).status).toBe(404);
    expect((await list(guest, 'expenses', [owner.id])).status).toBe(200);
    expect((await sources(guest))[1]).toMatchObject({ id: owner.id, role: 'viewer' });

    await owner.client.patch(`/api/family/members/${guest.id}`, { role: 'guest' });
    expect((await add(guest, 'expenses', { vendor: 'Writes Again' })).ownerId).toBe(owner.id);
  });

  // Spec §1: a guest saves under the inviter's id, and only there.
  it("makes a guest with a second household a viewer: the guest's writes do not move there", async () => {
    const guest = await newGuest(t, owner, 'Two Homes');
    await invite(stranger, guest.email, guest.fullName);
    expect(
      (
        await guest.client.post('/api/family/invitations/accept', {
          invitation: mailedInvitationCode(t, guest.email),
        })
      ).status,
    ).toBe(200);
    await owner.client.patch(`/api/family/members/${guest.id}`, { role: 'viewer' });
    const response = await guest.client.post('/api/expenses', KINDS.expenses.body);
    expect(response.status).toBe(404);
  });

  it('refuses a removed guest even when the request names no household', async () => {
    const guest = await newGuest(t, owner, 'No Selection');
    expect((await guest.client.get('/api/expenses')).status).toBe(200);
    await owner.client.delete(`/api/family/members/${guest.id}`);
    expect((await guest.client.get('/api/expenses')).status).toBe(404);
    expect((await guest.client.get('/api/dashboard')).status).toBe(404);
  });

  it('removes a member: their next read is refused and the household leaves their sources', async () => {
    const guest = await newGuest(t, owner, 'Gone Soon');
    expect((await list(guest, 'expenses', [owner.id])).status).toBe(200);
    const removed = await owner.client.delete(`/api/family/members/${guest.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ ok: true });

    for (const kind of KIND_NAMES) expect((await list(guest, kind, [owner.id])).status).toBe(404);
    expect((await dashboard(guest, [owner.id])).status).toBe(404);
    expect((await guest.client.post('/api/expenses', KINDS.expenses.body)).status).toBe(404);
    expect((await sources(guest)).map((source) => source.id)).toEqual([guest.id]);
    expect((await overview(owner)).members.map((member) => member.userId)).not.toContain(guest.id);
    expect((await overview(guest)).households).toEqual([]);
    await expectError(await owner.client.delete(`/api/family/members/${guest.id}`), 404, {
      code: 'NOT_FOUND',
    });
  });

  it("cannot change or remove another owner's member, nor a stranger (404)", async () => {
    const guest = await newGuest(t, owner, 'Kept Guest');
    await expectError(
      await stranger.client.patch(`/api/family/members/${guest.id}`, { role: 'viewer' }),
      404,
      { code: 'NOT_FOUND' },
    );
    await expectError(await stranger.client.delete(`/api/family/members/${guest.id}`), 404, {
      code: 'NOT_FOUND',
    });
    await expectError(
      await owner.client.patch(`/api/family/members/${stranger.id}`, { role: 'viewer' }),
      404,
      { code: 'NOT_FOUND' },
    );
    expect((await overview(owner)).members).toContainEqual(
      expect.objectContaining({ userId: guest.id, role: 'guest' }),
    );
    expect((await add(guest, 'expenses')).ownerId).toBe(owner.id);
  });

  it('and the member each see the connection on the Family page', async () => {
    const member = await newConnectedMember(t, owner);
    expect((await overview(owner)).members).toContainEqual({
      userId: member.id,
      fullName: 'Morgan Reyes',
      email: member.email,
      role: 'guest',
      accountType: 'primary',
      connectedAt: expect.any(String) as string,
      advisorGrant: null,
    });
    const { households, members } = await overview(member);
    expect(households).toEqual([
      {
        ownerId: owner.id,
        ownerName: 'Olivia Owner',
        ownerEmail: owner.email,
        role: 'guest',
        connectedAt: expect.any(String) as string,
        advisorGrant: null,
      },
    ]);
    expect(members).toEqual([]);
  });
});

describe('a member', () => {
  it('leaves a household: the next read is refused and the owner no longer lists them', async () => {
    const member = await newConnectedMember(t, owner);
    expect((await list(member, 'expenses', [owner.id])).status).toBe(200);
    const left = await member.client.delete(`/api/family/households/${owner.id}`);
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ ok: true });
    expect((await list(member, 'expenses', [owner.id])).status).toBe(404);
    expect((await overview(owner)).members.map((row) => row.userId)).not.toContain(member.id);
    expect((await overview(member)).households).toEqual([]);
    await expectError(await member.client.delete(`/api/family/households/${owner.id}`), 404, {
      code: 'NOT_FOUND',
    });
    await expectError(await stranger.client.delete(`/api/family/households/${owner.id}`), 404, {
      code: 'NOT_FOUND',
    });
  });

  it('connected to two households chooses among "My Account" and each owner', async () => {
    const member = await newConnectedMember(t, owner);
    await invite(stranger, member.email, member.fullName);
    expect(
      (
        await member.client.post('/api/family/invitations/accept', {
          invitation: mailedInvitationCode(t, member.email),
        })
      ).status,
    ).toBe(200);
    await stranger.client.patch(`/api/family/members/${member.id}`, { role: 'viewer' });
    expect(await sources(member)).toEqual([
      {
        id: member.id,
        name: 'My Account',
        isSelf: true,
        role: 'owner',
        canWrite: true,
        canAdd: true,
        hasPlan: true,
        advisorGrant: null,
      },
      {
        id: owner.id,
        name: 'Olivia Owner',
        isSelf: false,
        role: 'guest',
        canWrite: true,
        canAdd: true,
        hasPlan: true,
        advisorGrant: null,
      },
      {
        id: stranger.id,
        name: 'Sam Stranger',
        isSelf: false,
        role: 'viewer',
        canWrite: false,
        canAdd: false,
        hasPlan: true,
        advisorGrant: null,
      },
    ]);
    await add(member, 'expenses', { vendor: 'Member Own' });
    const all = await list(member, 'expenses', [member.id, owner.id, stranger.id]);
    expect(ownersOf(all.rows)).toEqual([member.id, owner.id, stranger.id].sort());
    expect(await sources(owner)).toEqual([
      {
        id: owner.id,
        name: 'My Account',
        isSelf: true,
        role: 'owner',
        canWrite: true,
        canAdd: true,
        hasPlan: true,
        advisorGrant: null,
      },
    ]);
  });
});

describe('a guest who gets their own account', () => {
  it("becomes primary and sees their own household and the inviter's", async () => {
    const guest = await newGuest(t, owner, 'Uma Upgrade');
    const response = await guest.client.post('/api/account/upgrade');
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: TSessionUser };
    expect(user).toMatchObject({ id: guest.id, accountType: 'primary', invitedBy: owner.id });
    const session = (await (await guest.client.get('/api/auth/session')).json()) as {
      user: TSessionUser;
    };
    expect(session.user.accountType).toBe('primary');

    expect(await sources(guest)).toEqual([
      {
        id: guest.id,
        name: 'My Account',
        isSelf: true,
        role: 'owner',
        canWrite: true,
        canAdd: true,
        hasPlan: true,
        advisorGrant: null,
      },
      {
        id: owner.id,
        name: 'Olivia Owner',
        isSelf: false,
        role: 'guest',
        canWrite: true,
        canAdd: true,
        hasPlan: true,
        advisorGrant: null,
      },
    ]);
    const own = await add(guest, 'expenses', { vendor: 'Upgraded Own' });
    expect(own.ownerId).toBe(guest.id);
    const mine = await list(guest, 'expenses', [guest.id]);
    expect(mine.status).toBe(200);
    expect(mine.rows.map((row) => row.id)).toEqual([own.id]);
    const both = await list(guest, 'expenses', [guest.id, owner.id]);
    expect(ownersOf(both.rows)).toEqual([guest.id, owner.id].sort());
    const ownersRow = await add(owner, 'expenses', { vendor: 'Still Editable' });
    expect(
      (await guest.client.put(`/api/expenses/${ownersRow.id}`, expenseUpdate('Edited'))).status,
    ).toBe(200);
  });
});
