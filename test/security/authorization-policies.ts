import { expect } from 'vitest';
import type { TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import type { TestUser } from '@test/harness/accounts';
import { uniqueEmail } from '@test/harness/accounts';
import { invite, newAdvisor, newConnectedMember, newGuest } from '@test/harness/family';
import { PNG, postUpload, uploadDocument, uploadForm } from '@test/harness/documents';
import { uploadBill, waterBillPdf } from '@test/harness/bills';
import { eq } from 'drizzle-orm';
import { documents as documentRows } from '@server/db/schema';
import { titlingRows } from '@server/modules/estate/titling-rows';
import type { TProcessBillsResponse, TUploadedBill } from '@shared/bills/bill-schemas';
import { TRIGGERING_EVENT_POLICIES } from './triggering-event-policies';
import { EVENT_PLAN_POLICIES } from './event-plan-policies';
import { LEGAL_WIZARD_NAMED_POLICIES, LEGAL_WIZARD_POLICIES } from './legal-wizard-policies';
import { ADMIN_NAMED_POLICIES, ADMIN_POLICIES } from './admin-policies';
import { BILLING_POLICIES } from './billing-policies';
import { INCOME_NAMED_POLICIES, INCOME_POLICIES } from './income-policies';
import { STATEMENT_NAMED_POLICIES, STATEMENT_POLICIES } from './statement-policies';
import { ACCOUNT_MERGE_POLICIES } from './account-merge-policies';

/**
 * Who may do what, route by route (DESIGN.md §5), for authorization-matrix.test.ts. Each route's
 * policy says how to call it as each actor and which status each actor must get.
 */
const BASE_ACTORS = ['owner', 'guest', 'viewer', 'unrelated', 'revoked', 'signedOut'] as const;
type BaseActor = (typeof BASE_ACTORS)[number];
/**
 * advisor: a primary account the owner gave read-only professional access (issue 13);
 * expiredAdvisor: one whose grant has ended. Unless a policy says otherwise, an advisor is
 * answered like the viewer (a read-only connection) and an expired advisor like the unrelated
 * user (an expired grant answers exactly like no grant).
 * admin: an account with the admin role (issue 18) and no connection to the owner; the role opens
 * the admin reports only, so unless a policy says otherwise it is answered like the unrelated user.
 */
export const ACTORS = [...BASE_ACTORS, 'advisor', 'expiredAdvisor', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export function expectedStatus(policy: Policy, actor: Actor): number {
  const stated = policy.expect[actor];
  if (stated !== undefined) return stated;
  return actor === 'advisor' ? policy.expect.viewer : policy.expect.unrelated;
}

/**
 * owner: a primary account with a household; guest: registered from the owner's invitation
 * (reads and writes the owner's data); viewer: a primary account the owner made read-only;
 * unrelated: another household; revoked: a guest whose access the owner removed.
 */
export type World = Record<Actor, TestUser> & { t: TestApp };

type Request = { method: string; path: string; body?: unknown; client?: TestClient };
export type Policy = {
  expect: Record<BaseActor, number> & Partial<Record<Actor, number>>;
  request: (world: World, actor: Actor) => Request | Promise<Request>;
  /** The route acts on the caller's own account only, so it must not name anyone by id. */
  ownAccount?: true;
  /** Checks beyond the status: where a write landed, that a refused one changed nothing. */
  verify?: (world: World, actor: Actor, response: Response) => Promise<void>;
};

const ALLOWED_READ = { owner: 200, guest: 200, viewer: 200 };
const HIDDEN = { unrelated: 404, revoked: 404, signedOut: 401 };

/** A household resource: how to create one row of it, and a valid body to save. */
type Resource = {
  path: string;
  itemKey: string;
  body: (label: string) => Record<string, unknown>;
  create: (user: TestUser) => Promise<string>;
};

function resource(path: string, itemKey: string, body: Resource['body']): Resource {
  return {
    path,
    itemKey,
    body,
    async create(user) {
      const response = await user.client.post(`/api/${path}`, body(`${user.fullName} ${path}`));
      expect(response.status).toBe(201);
      return ((await response.json()) as Record<string, { id: string }>)[itemKey]?.id ?? '';
    },
  };
}

const expenses = resource('expenses', 'expense', (vendor) => ({
  category: 'other',
  vendor,
  costCents: 1500,
  vendorAccount: '5550001234',
}));
const assets = resource('assets', 'asset', (accountName) => ({
  type: 'checking',
  institutionName: 'Chase',
  accountName,
  accountNumber: '000111222333',
  balanceCents: 100,
}));
const loans = resource('loans', 'loan', (lender) => ({
  loanType: 'auto',
  lender,
  accountNumber: 'TF-99887766',
}));
const properties = resource('properties', 'property', (model) => ({
  kind: 'vehicle',
  year: 2021,
  make: 'Honda',
  model: model.slice(0, 60),
}));
const investments = resource('investments', 'investment', (accountName) => ({
  type: 'brokerage',
  institutionName: 'Fidelity Investments',
  accountName: accountName.slice(0, 200),
  accountNumber: 'Z12345678',
  designation: 'beneficiaries',
  beneficiaries: [{ name: 'Pat Heir', tier: 'primary', shareBasisPoints: 10_000 }],
}));
const policies = resource('policies', 'policy', (carrier) => ({
  kind: 'life',
  carrier: carrier.slice(0, 200),
  policyNumber: 'NWM44719988',
  faceAmountCents: 50_000_000,
  beneficiaries: [{ name: 'Pat Heir', tier: 'primary', shareBasisPoints: 10_000 }],
}));
const advisors = resource('advisors', 'advisor', (name) => ({
  name: name.slice(0, 200),
  role: 'attorney',
  phone: '(555) 010-2000',
}));
/** The estate plan (issue 14): its documents and the life events that bring their review forward. */
const instruments = resource('estate/instruments', 'instrument', (principalName) => ({
  kind: 'will',
  variant: 'last_will',
  principalName: principalName.slice(0, 200),
  status: 'signed',
  signedOn: '2024-05-10',
}));
const lifeEvents = resource('estate/life-events', 'lifeEvent', (note) => ({
  kind: 'marriage',
  occurredOn: '2025-06-01',
  note: note.slice(0, 500),
}));
export const HOUSEHOLD_RESOURCES = [
  expenses,
  assets,
  loans,
  properties,
  investments,
  advisors,
  policies,
  instruments,
  lifeEvents,
];

/** Documents are household data too, created by a multipart upload instead of JSON. */
const documents: Resource = {
  path: 'documents',
  itemKey: 'document',
  body: (name) => ({ name: name.slice(0, 200) }),
  async create(user) {
    const details = { name: `${user.fullName} document` };
    return (await uploadDocument(user.client, { bytes: PNG, name: 'matrix.png' }, details)).id;
  },
};

/**
 * The matrix sends JSON; the upload route takes a form. This client sends the matrix's JSON body
 * as the form's details, with a small PNG as the file, as the given user.
 */
class UploadingClient extends TestClient {
  constructor(
    t: TestApp,
    private readonly user: TestClient,
  ) {
    super(t);
  }

  override request(path: string, init: RequestInit = {}): Promise<Response> {
    const details = typeof init.body === 'string' ? init.body : '{}';
    const form = uploadForm({ bytes: PNG, name: 'matrix.png' }, details);
    return path === '/api/documents'
      ? postUpload(this.user, form)
      : this.user.request(path, { method: 'POST', body: form });
  }
}

/** Where an uploaded bill was stored: its document's household. */
async function billOwner(world: World, response: Response): Promise<string | undefined> {
  const { documentId } = (await response.json()) as TUploadedBill;
  const [row] = await world.t.database.db
    .select({ userId: documentRows.userId })
    .from(documentRows)
    .where(eq(documentRows.id, documentId));
  return row?.userId;
}

/** A bill upload lands in the actor's writable household, or the one `?owner=` names. */
function billUpload(named: boolean): Policy {
  return {
    expect: named
      ? { owner: 201, guest: 201, viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 }
      : { owner: 201, guest: 201, viewer: 201, unrelated: 201, revoked: 404, signedOut: 401 },
    request: (world, actor) => ({
      method: 'POST',
      path: `/api/bills/uploads${named ? `?owner=${world.owner.id}` : ''}`,
      body: {},
      client: new UploadingClient(world.t, world[actor].client),
    }),
    async verify(world, actor, response) {
      if (response.status !== 201) return;
      expect(await billOwner(world, response)).toBe(
        named ? world.owner.id : expectedOwner(world, actor),
      );
    },
  };
}

/**
 * process-bills on the owner's bill: everyone who may read the household gets it read; another
 * household's member gets a result that says not found (the batch itself answers 200), and a
 * removed member has no household to save into. A viewer or advisor reads it for their own
 * household: nothing of the owner's (the same file scanned there, an obligation, a property or
 * an account) comes back with it (issue 36).
 */
const PROCESS_BILLS: Policy = {
  expect: { owner: 200, guest: 200, viewer: 200, unrelated: 200, revoked: 404, signedOut: 401 },
  request: async (world) => {
    const bill = await uploadBill(world.owner.client, { bytes: waterBillPdf(), name: 'bill.pdf' });
    return { method: 'POST', path: '/api/bills/process', body: { imageUrls: [bill.url] } };
  },
  async verify(_world, actor, response) {
    if (response.status !== 200) return;
    const { results } = (await response.json()) as TProcessBillsResponse;
    const stranger = actor === 'unrelated' || actor === 'expiredAdvisor' || actor === 'admin';
    expect(results[0]?.success).toBe(!stranger);
    if (stranger) expect(results[0]?.data).toBeNull();
    // Nothing of the owner's comes with the bill: no earlier scan, match, property or account.
    // (Offering to add the bill's address as a property of their own household is theirs.)
    if (actor === 'viewer' || actor === 'advisor')
      expect(results[0]).toMatchObject({
        duplicate: null,
        match: null,
        proposals: { property: null, paymentAccount: null },
      });
  },
};

/** The owner's household for everyone who may see it; an unrelated user asks for it too. */
function ownersQuery(world: World): string {
  return `owners=${world.owner.id}`;
}

/** Where an actor's new rows must land: a guest's in the owner's household (spec §6). */
function expectedOwner(world: World, actor: Actor): string {
  return actor === 'guest' ? world.owner.id : world[actor].id;
}

function householdRead(request: Policy['request']): Policy {
  return { expect: { ...ALLOWED_READ, ...HIDDEN }, request };
}

/** A write that names no row: it lands in the actor's writable household, never the body's. */
function householdCreate(target: Resource, upload = false): Policy {
  return {
    expect: { owner: 201, guest: 201, viewer: 201, unrelated: 201, revoked: 404, signedOut: 401 },
    request: (world, actor) => {
      const someoneElse = actor === 'unrelated' ? world.owner.id : world.unrelated.id;
      return {
        method: 'POST',
        path: `/api/${target.path}`,
        body: {
          ...target.body(`Created by ${actor}`),
          userId: someoneElse,
          user_id: someoneElse,
          ownerId: someoneElse,
        },
        ...(upload ? { client: new UploadingClient(world.t, world[actor].client) } : {}),
      };
    },
    async verify(world, actor, response) {
      if (response.status !== 201) return;
      const saved = (await response.json()) as Record<string, { ownerId: string }>;
      expect(saved[target.itemKey]?.ownerId).toBe(expectedOwner(world, actor));
    },
  };
}

/**
 * A new row in a household the actor names (`?owner=`, the household on screen): only one they
 * may add to. A viewer, a stranger and a removed member are told it is not there.
 */
function householdCreateIn(target: Resource, upload = false): Policy {
  return {
    expect: { owner: 201, guest: 201, viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 },
    request: (world, actor) => ({
      method: 'POST',
      path: `/api/${target.path}?owner=${world.owner.id}`,
      body: target.body(`Added to the owner's household by ${actor}`),
      ...(upload ? { client: new UploadingClient(world.t, world[actor].client) } : {}),
    }),
    async verify(world, _actor, response) {
      if (response.status !== 201) return;
      const saved = (await response.json()) as Record<string, { ownerId: string }>;
      expect(saved[target.itemKey]?.ownerId).toBe(world.owner.id);
    },
  };
}

/** A write to one of the owner's rows: owner and guest may, everyone else is told it is not there. */
function householdChange(target: Resource, method: 'PUT' | 'PATCH' | 'DELETE'): Policy {
  let rowId = '';
  return {
    expect: { owner: 200, guest: 200, viewer: 404, ...HIDDEN },
    async request(world, actor) {
      rowId = await target.create(world.owner);
      return {
        method,
        path: `/api/${target.path}/${rowId}`,
        ...(method === 'DELETE' ? {} : { body: target.body(`Changed by ${actor}`) }),
      };
    },
    async verify(world, actor, response) {
      if (response.status === 200) return;
      const list = (await (
        await world.owner.client.get(`/api/${target.path}?${ownersQuery(world)}`)
      ).json()) as Record<string, { id: string }[]>;
      const row = Object.values(list)[0]?.find((item) => item.id === rowId);
      expect(row, `${actor} must not have deleted the row`).toBeDefined();
      expect(JSON.stringify(row), `${actor} must not have changed the row`).not.toContain(
        `Changed by ${actor}`,
      );
    },
  };
}

/** Opening a document redirects to its signed link, for everyone who may read it. */
const OPEN_DOCUMENT = {
  owner: 302,
  guest: 302,
  viewer: 302,
  unrelated: 404,
  revoked: 404,
  signedOut: 401,
};

/**
 * A full number, for everyone who may read the row, except an advisor whose grant masks numbers
 * (the matrix's advisor was given every section with numbers masked, the default; issue 35).
 */
function revealNumber(target: Resource, suffix: string): Policy {
  const read = householdRead(async (world) => ({
    method: 'GET',
    path: `/api/${target.path}/${await target.create(world.owner)}/${suffix}`,
  }));
  return { ...read, expect: { ...read.expect, advisor: 404 } };
}

/**
 * A route about the caller's own account (profile, security, onboarding, consent, plan, family
 * page): it names nobody else, so every signed-in actor gets the same answer about themselves.
 */
function ownAccount(method: string, path: string, body?: unknown, status = 200): Policy {
  return {
    expect: {
      owner: status,
      guest: status,
      viewer: status,
      unrelated: status,
      revoked: status,
      signedOut: 401,
    },
    request: () => ({ method, path, ...(body === undefined ? {} : { body }) }),
    ownAccount: true,
  };
}

const FAMILY_OWNER_ONLY = {
  owner: 200,
  guest: 404,
  viewer: 404,
  unrelated: 404,
  revoked: 404,
  signedOut: 401,
};

async function pendingInvitationId(world: World): Promise<string> {
  return (await invite(world.owner, uniqueEmail('invitee'))).id;
}

const IMPORT_CSV_HEADER = 'category,vendor,cost,frequency';

/** A holding in a new account of the owner's, for the holding routes. */
async function ownersHolding(world: World, label: string): Promise<string> {
  const accountId = await investments.create(world.owner);
  const response = await world.owner.client.post(`/api/investments/${accountId}/holdings`, {
    symbol: 'VTI',
    name: label,
    assetClass: 'etf',
    quantity: 10,
    priceMicros: 250_000_000,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { holding: { id: string } }).holding.id;
}

/** A write to one of the owner's holdings: owner and guest may; a viewer or advisor may not. */
function holdingWrite(method: 'PUT' | 'DELETE' | 'POST', suffix = '', body?: unknown): Policy {
  return {
    expect: { owner: 200, guest: 200, viewer: 404, ...HIDDEN },
    request: async (world, actor) => ({
      method,
      path: `/api/investments/holdings/${await ownersHolding(world, `Held for ${actor}`)}${suffix}`,
      ...(body === undefined ? {} : { body }),
    }),
  };
}

const POSITIONS_CSV = [
  'Account Number,Account Name,Symbol,Description,Quantity,Last Price,Current Value,Cost Basis Total,Type',
  'Z11122233,Individual,FXAIX,FIDELITY 500 INDEX FUND,12.5,$190.10,$2376.25,$2000.00,Cash',
].join('\n');

/** A positions import into the actor's household, or the owner's when `named`. */
function positionsImport(path: string, named: boolean, body: Record<string, unknown>): Policy {
  return {
    expect: named
      ? { owner: 200, guest: 200, viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 }
      : { owner: 200, guest: 200, viewer: 200, unrelated: 200, revoked: 404, signedOut: 401 },
    request: (world) => ({
      method: 'POST',
      path: `${path}${named ? `?owner=${world.owner.id}` : ''}`,
      body,
    }),
  };
}
const IMPORT_BODY = {
  csv: POSITIONS_CSV,
  assignments: [
    {
      accountKey: 'Z11122233',
      accountId: null,
      newAccount: { type: 'brokerage', institutionName: 'Fidelity', accountName: 'Imported' },
    },
  ],
};

/** The owner's advisor contact (with an address to invite), for the professional-access routes. */
async function ownersAdvisor(world: World, granted: boolean): Promise<string> {
  const response = await world.owner.client.post('/api/advisors', {
    name: 'Casey Counsel',
    role: 'attorney',
    email: uniqueEmail('counsel'),
  });
  expect(response.status).toBe(201);
  const id = ((await response.json()) as { advisor: { id: string } }).advisor.id;
  if (granted)
    expect(
      (await world.owner.client.post(`/api/advisors/${id}/access`, { level: 'read', days: 30 }))
        .status,
    ).toBe(200);
  return id;
}
const ADVISOR_ACCESS_OWNER_ONLY = { ...FAMILY_OWNER_ONLY, advisor: 404, expiredAdvisor: 404 };

export const ROUTE_POLICIES: Record<string, Policy> = {
  // Own account
  'PATCH /api/account/profile': {
    ...ownAccount('PATCH', '/api/account/profile'),
    request: (world, actor) => ({
      method: 'PATCH',
      path: '/api/account/profile',
      body: { fullName: world[actor].fullName || 'Visitor' },
    }),
  },
  'POST /api/account/email': ownAccount('POST', '/api/account/email', {}, 400),
  'POST /api/account/password': ownAccount('POST', '/api/account/password', {}, 400),
  'POST /api/account/two-factor/setup': ownAccount(
    'POST',
    '/api/account/two-factor/setup',
    {},
    400,
  ),
  'POST /api/account/two-factor/confirm': ownAccount(
    'POST',
    '/api/account/two-factor/confirm',
    {},
    400,
  ),
  'POST /api/account/two-factor/disable': ownAccount(
    'POST',
    '/api/account/two-factor/disable',
    {},
    400,
  ),
  'POST /api/account/two-factor/backup-codes': ownAccount(
    'POST',
    '/api/account/two-factor/backup-codes',
    {},
    400,
  ),
  'GET /api/account/sessions': ownAccount('GET', '/api/account/sessions'),
  'POST /api/account/sessions/revoke-others': ownAccount(
    'POST',
    '/api/account/sessions/revoke-others',
  ),
  'DELETE /api/account': ownAccount('DELETE', '/api/account', {}, 400),
  'GET /api/onboarding': ownAccount('GET', '/api/onboarding'),
  'PUT /api/onboarding': ownAccount('PUT', '/api/onboarding', {}, 400),
  'POST /api/onboarding/complete': ownAccount('POST', '/api/onboarding/complete'),
  'PUT /api/onboarding/areas/:area': ownAccount('PUT', '/api/onboarding/areas/expenses', {}, 400),
  'GET /api/consent': ownAccount('GET', '/api/consent'),
  'PUT /api/consent/:consentType': ownAccount('PUT', '/api/consent/marketing', {
    consented: false,
  }),
  'POST /api/consent/import': ownAccount('POST', '/api/consent/import', {}, 400),
  'GET /api/subscription': ownAccount('GET', '/api/subscription'),
  'GET /api/family': ownAccount('GET', '/api/family'),
  'GET /api/family/activity': ownAccount('GET', '/api/family/activity'),
  'GET /api/family/sources': {
    ...ownAccount('GET', '/api/family/sources'),
    async verify(world, actor, response) {
      if (actor === 'signedOut') return;
      const { sources } = (await response.json()) as { sources: { id: string }[] };
      expect(sources[0]?.id).toBe(world[actor].id);
      const seesOwner = sources.some((source) => source.id === world.owner.id);
      expect(seesOwner).toBe(['owner', 'guest', 'viewer', 'advisor'].includes(actor));
    },
  },
  'POST /api/family/invitations/accept': ownAccount(
    'POST',
    '/api/family/invitations/accept',
    { invitation: 'ZZZZZZZZZZZZ' },
    404,
  ),
  'POST /api/family/invitations': {
    // Guests cannot invite anyone (spec §6: invitations come from subscribers).
    expect: { owner: 201, guest: 403, viewer: 201, unrelated: 201, revoked: 403, signedOut: 401 },
    request: () => ({
      method: 'POST',
      path: '/api/family/invitations',
      body: { inviteeName: 'Casey Invitee', inviteeEmail: uniqueEmail('invitee') },
    }),
  },
  'POST /api/account/upgrade': {
    ...ownAccount('POST', '/api/account/upgrade'),
    // A guest upgrading would stop being the matrix's guest: a fresh one of the owner's asks.
    async request(world, actor) {
      const client = actor === 'guest' ? (await newGuest(world.t, world.owner)).client : undefined;
      return { method: 'POST', path: '/api/account/upgrade', ...(client ? { client } : {}) };
    },
  },

  // The owner's family: invitations and members, named by id
  'POST /api/family/invitations/:id/resend': {
    expect: FAMILY_OWNER_ONLY,
    request: async (world) => ({
      method: 'POST',
      path: `/api/family/invitations/${await pendingInvitationId(world)}/resend`,
    }),
  },
  'DELETE /api/family/invitations/:id': {
    expect: FAMILY_OWNER_ONLY,
    request: async (world) => ({
      method: 'DELETE',
      path: `/api/family/invitations/${await pendingInvitationId(world)}`,
    }),
  },
  'PATCH /api/family/members/:userId': {
    expect: FAMILY_OWNER_ONLY,
    request: (world) => ({
      method: 'PATCH',
      path: `/api/family/members/${world.guest.id}`,
      body: { role: 'guest' },
    }),
  },
  'DELETE /api/family/members/:userId': {
    expect: FAMILY_OWNER_ONLY,
    // The owner removes a member made for the purpose; the others try the matrix's guest.
    async request(world, actor) {
      const member =
        actor === 'owner' ? await newConnectedMember(world.t, world.owner) : world.guest;
      return { method: 'DELETE', path: `/api/family/members/${member.id}` };
    },
  },
  'DELETE /api/family/households/:ownerId': {
    // Only a member can leave; members made for the purpose leave, so the matrix's stay.
    expect: { owner: 404, guest: 200, viewer: 200, unrelated: 404, revoked: 404, signedOut: 401 },
    async request(world, actor) {
      const path = `/api/family/households/${world.owner.id}`;
      if (actor === 'advisor')
        return { method: 'DELETE', path, client: (await newAdvisor(world.t, world.owner)).client };
      if (actor === 'guest')
        return { method: 'DELETE', path, client: (await newGuest(world.t, world.owner)).client };
      if (actor === 'viewer')
        return {
          method: 'DELETE',
          path,
          client: (await newConnectedMember(world.t, world.owner, 'viewer')).client,
        };
      return { method: 'DELETE', path };
    },
  },

  // Household data
  'GET /api/dashboard': householdRead((world) => ({
    method: 'GET',
    path: `/api/dashboard?${ownersQuery(world)}&today=2026-11-21`,
  })),
  'POST /api/expenses/import/preview': ownAccount(
    'POST',
    '/api/expenses/import/preview',
    { csv: `${IMPORT_CSV_HEADER}\nother,Preview,10,monthly` },
    200,
  ),
  'POST /api/expenses/import': {
    expect: { owner: 201, guest: 201, viewer: 201, unrelated: 201, revoked: 404, signedOut: 401 },
    request: (_world, actor) => ({
      method: 'POST',
      path: '/api/expenses/import',
      body: { csv: `${IMPORT_CSV_HEADER}\nother,Imported by ${actor},10,monthly` },
    }),
    async verify(world, actor, response) {
      if (response.status !== 201) return;
      const reader = actor === 'guest' ? world.owner : world[actor];
      const list = (await (await reader.client.get('/api/expenses')).json()) as {
        expenses: { vendor: string; ownerId: string }[];
      };
      const imported = list.expenses.find((row) => row.vendor === `Imported by ${actor}`);
      expect(imported?.ownerId).toBe(expectedOwner(world, actor));
    },
  },
  'GET /api/expenses/:id/vendor-account': revealNumber(expenses, 'vendor-account'),
  'GET /api/assets/:id/account-number': revealNumber(assets, 'account-number'),
  'GET /api/loans/:id/account-number': revealNumber(loans, 'account-number'),
  'GET /api/investments/:id/account-number': revealNumber(investments, 'account-number'),
  'GET /api/policies/:id/policy-number': revealNumber(policies, 'policy-number'),

  // Investments (issue 13)
  'POST /api/investments/:id/holdings': {
    expect: { owner: 201, guest: 201, viewer: 404, ...HIDDEN },
    request: async (world, actor) => ({
      method: 'POST',
      path: `/api/investments/${await investments.create(world.owner)}/holdings`,
      body: { name: `Added by ${actor}`, assetClass: 'cash', quantity: 100 },
    }),
  },
  'PUT /api/investments/holdings/:id': holdingWrite('PUT', '', {
    symbol: 'VTI',
    name: 'Changed',
    assetClass: 'etf',
    quantity: 11,
  }),
  'DELETE /api/investments/holdings/:id': holdingWrite('DELETE'),
  'POST /api/investments/holdings/:id/prices': holdingWrite('POST', '/prices', {
    priceMicros: 251_000_000,
    asOf: '2026-11-20',
  }),
  'GET /api/investments/quotes': ownAccount('GET', '/api/investments/quotes'),
  'POST /api/investments/quotes/refresh': {
    // No quote provider in tests: everyone signed in hears that live prices are off.
    expect: { owner: 409, guest: 409, viewer: 409, unrelated: 409, revoked: 409, signedOut: 401 },
    request: (world) => ({
      method: 'POST',
      path: `/api/investments/quotes/refresh?${ownersQuery(world)}`,
    }),
  },
  'POST /api/investments/import/preview': positionsImport(
    '/api/investments/import/preview',
    false,
    {
      csv: POSITIONS_CSV,
    },
  ),
  'POST /api/investments/import': positionsImport('/api/investments/import', false, IMPORT_BODY),

  // Professional access (issue 13): only the household's owner grants, renews and revokes
  'POST /api/advisors/:id/access': {
    expect: ADVISOR_ACCESS_OWNER_ONLY,
    request: async (world) => ({
      method: 'POST',
      path: `/api/advisors/${await ownersAdvisor(world, false)}/access`,
      body: { level: 'read', days: 30 },
    }),
  },
  'POST /api/advisors/:id/access/renew': {
    expect: ADVISOR_ACCESS_OWNER_ONLY,
    request: async (world) => ({
      method: 'POST',
      path: `/api/advisors/${await ownersAdvisor(world, true)}/access/renew`,
      body: { days: 30 },
    }),
  },
  'PUT /api/advisors/:id/access/scope': {
    expect: ADVISOR_ACCESS_OWNER_ONLY,
    request: async (world) => ({
      method: 'PUT',
      path: `/api/advisors/${await ownersAdvisor(world, true)}/access/scope`,
      body: { sections: ['expenses', 'documents'], revealNumbers: false },
    }),
  },
  'DELETE /api/advisors/:id/access': {
    expect: ADVISOR_ACCESS_OWNER_ONLY,
    request: async (world) => ({
      method: 'DELETE',
      path: `/api/advisors/${await ownersAdvisor(world, true)}/access`,
    }),
  },

  // The document hub
  'GET /api/documents': householdRead((world) => ({
    method: 'GET',
    path: `/api/documents?${ownersQuery(world)}`,
  })),
  'GET /api/documents/search': householdRead((world) => ({
    method: 'GET',
    path: `/api/documents/search?q=document&${ownersQuery(world)}`,
  })),
  'POST /api/documents': householdCreate(documents, true),
  'PATCH /api/documents/:id': householdChange(documents, 'PATCH'),
  'DELETE /api/documents/:id': householdChange(documents, 'DELETE'),
  'POST /api/documents/:id/link': householdRead(async (world) => ({
    method: 'POST',
    path: `/api/documents/${await documents.create(world.owner)}/link`,
    body: { disposition: 'attachment' },
  })),
  'POST /api/bills/uploads': billUpload(false),
  'POST /api/bills/process': PROCESS_BILLS,
  'GET /api/documents/:id/open': {
    expect: OPEN_DOCUMENT,
    request: async (world) => ({
      method: 'GET',
      path: `/api/documents/${await documents.create(world.owner)}/open`,
    }),
  },
};

for (const target of HOUSEHOLD_RESOURCES) {
  ROUTE_POLICIES[`GET /api/${target.path}`] = householdRead((world) => ({
    method: 'GET',
    path: `/api/${target.path}?${ownersQuery(world)}`,
  }));
  ROUTE_POLICIES[`POST /api/${target.path}`] = householdCreate(target);
  ROUTE_POLICIES[`PUT /api/${target.path}/:id`] = householdChange(target, 'PUT');
  ROUTE_POLICIES[`DELETE /api/${target.path}/:id`] = householdChange(target, 'DELETE');
}
for (const path of ['expenses', 'assets', 'loans', 'investments', 'policies']) {
  ROUTE_POLICIES[`GET /api/${path}/export`] = householdRead((world) => ({
    method: 'GET',
    path: `/api/${path}/export?${ownersQuery(world)}`,
  }));
}

/** The printable binder (issue 14): a read of the selected households, as one PDF. */
ROUTE_POLICIES['GET /api/binder'] = householdRead((world) => ({
  method: 'GET',
  path: `/api/binder?${ownersQuery(world)}`,
}));

/** The Family Guidebook (issue 14): a household resource whose list hides unshared entries. */
const guidebook = resource('guidebook', 'entry', (title) => ({
  section: 'other',
  title: title.slice(0, 200),
  body: 'Written for the matrix',
}));
ROUTE_POLICIES['GET /api/guidebook'] = {
  expect: { ...ALLOWED_READ, ...HIDDEN },
  async request(world) {
    await guidebook.create(world.owner);
    return { method: 'GET', path: `/api/guidebook?${ownersQuery(world)}` };
  },
  // Only the owner (or its author) sees an entry shared with nobody; only family writers get the
  // people it could be shared with.
  async verify(world, actor, response) {
    if (response.status !== 200) return;
    const answer = (await response.json()) as {
      entries: { title: string }[];
      people: unknown[];
    };
    const unshared = answer.entries.some(
      (entry) => entry.title === `${world.owner.fullName} guidebook`,
    );
    expect(unshared, `${actor} and an entry shared with nobody`).toBe(actor === 'owner');
    if (actor !== 'owner' && actor !== 'guest') expect(answer.people).toEqual([]);
  },
};
ROUTE_POLICIES['POST /api/guidebook'] = householdCreate(guidebook);
// The owner's entry: a guest may add entries of their own but not change the owner's.
const OWNERS_ENTRY_ONLY = { owner: 200, guest: 404, viewer: 404, ...HIDDEN };
ROUTE_POLICIES['PUT /api/guidebook/:id'] = {
  ...householdChange(guidebook, 'PUT'),
  expect: OWNERS_ENTRY_ONLY,
};
ROUTE_POLICIES['DELETE /api/guidebook/:id'] = {
  ...householdChange(guidebook, 'DELETE'),
  expect: OWNERS_ENTRY_ONLY,
};

/**
 * How one of the owner's accounts passes at death (issue 14): owner and guest may say; a viewer,
 * an advisor and everyone else are told the account is not there, and nothing is recorded.
 */
ROUTE_POLICIES['PUT /api/estate/titling'] = (() => {
  let assetId = '';
  return {
    expect: { owner: 200, guest: 200, viewer: 404, ...HIDDEN },
    async request(world) {
      assetId = await assets.create(world.owner);
      return {
        method: 'PUT',
        path: '/api/estate/titling',
        body: { assetKind: 'asset', assetId, passesBy: 'pod_tod' },
      };
    },
    async verify(world, actor, response) {
      const recorded = (await titlingRows(world.t.database.db, [world.owner.id])).some(
        (row) => row.assetId === assetId,
      );
      expect(recorded, `${actor} and the account's titling`).toBe(response.status === 200);
    },
  } satisfies Policy;
})();

/**
 * The estate summary (issue 14): whoever may read the owner's household sees its assets mapped
 * (the owner's account among them); anyone else is told there is nothing to show.
 */
/**
 * AI Insights (issue 16): a read of the selected households through the assistant. The owner's
 * monthly obligation must be in the forecast of everyone allowed to read the household, and
 * nobody else gets an answer at all.
 */
ROUTE_POLICIES['POST /api/ai-financial-assistant'] = (() => {
  let expenseId = '';
  return {
    expect: { ...ALLOWED_READ, ...HIDDEN },
    async request(world) {
      // The largest bill of the household, so it is among the 25 each forecast month lists.
      const created = await world.owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'AI matrix bill',
        costCents: 99_999_999,
      });
      expect(created.status).toBe(201);
      expenseId = ((await created.json()) as { expense: { id: string } }).expense.id;
      return {
        method: 'POST',
        path: `/api/ai-financial-assistant?${ownersQuery(world)}`,
        body: { action: 'predict_budget', months: 3 },
      };
    },
    async verify(_world, actor, response) {
      if (response.status !== 200) return;
      const forecast = (await response.json()) as {
        predictions: { lines: { obligationId: string }[] }[];
      };
      expect(
        forecast.predictions[0]?.lines.some((line) => line.obligationId === expenseId),
        `${actor} and the owner's obligation`,
      ).toBe(true);
    },
  } satisfies Policy;
})();

ROUTE_POLICIES['GET /api/estate/summary'] = (() => {
  let assetId = '';
  return {
    expect: { ...ALLOWED_READ, ...HIDDEN },
    async request(world) {
      assetId = await assets.create(world.owner);
      return { method: 'GET', path: `/api/estate/summary?${ownersQuery(world)}` };
    },
    async verify(_world, actor, response) {
      if (response.status !== 200) return;
      const summary = (await response.json()) as { assets: { id: string }[] };
      expect(
        summary.assets.some((asset) => asset.id === assetId),
        `${actor} and the owner's account`,
      ).toBe(true);
    },
  } satisfies Policy;
})();

/** Issue 15: the triggering event's routes (triggering-event-policies.ts). */
Object.assign(ROUTE_POLICIES, TRIGGERING_EVENT_POLICIES);
/** Issue 15: the event plan's routes (event-plan-policies.ts). */
Object.assign(ROUTE_POLICIES, EVENT_PLAN_POLICIES);
/** Issue 17: the Legal Wizard's routes (legal-wizard-policies.ts). */
Object.assign(ROUTE_POLICIES, LEGAL_WIZARD_POLICIES);
/** Issue 18: the admin reports and the bill review counts (admin-policies.ts). */
Object.assign(ROUTE_POLICIES, ADMIN_POLICIES);
/** Issue 18: buying a plan, the portal, checkout results and the payment switch (billing-policies.ts). */
Object.assign(ROUTE_POLICIES, BILLING_POLICIES);
/** Issue 41: reading bank and card statements against a household (statement-policies.ts). */
Object.assign(ROUTE_POLICIES, STATEMENT_POLICIES);
/** Issue 40: the pay kept from statement imports (income-policies.ts). */
Object.assign(ROUTE_POLICIES, INCOME_POLICIES);

/** Issue 40: merging one account recorded twice (account-merge-policies.ts). */
Object.assign(ROUTE_POLICIES, ACCOUNT_MERGE_POLICIES);

/** The create routes once more, naming the owner's household with `?owner=`. */
export const NAMED_HOUSEHOLD_POLICIES: Record<string, Policy> = {
  'POST /api/guidebook': householdCreateIn(guidebook),
  'POST /api/documents': householdCreateIn(documents, true),
  'POST /api/bills/uploads': billUpload(true),
  'POST /api/investments/import/preview': positionsImport('/api/investments/import/preview', true, {
    csv: POSITIONS_CSV,
  }),
  'POST /api/investments/import': positionsImport('/api/investments/import', true, IMPORT_BODY),
  ...LEGAL_WIZARD_NAMED_POLICIES,
  ...ADMIN_NAMED_POLICIES,
  ...STATEMENT_NAMED_POLICIES,
  ...INCOME_NAMED_POLICIES,
  ...Object.fromEntries(
    HOUSEHOLD_RESOURCES.map((target) => [`POST /api/${target.path}`, householdCreateIn(target)]),
  ),
};
