import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAnomalies,
  ZBudgetPrediction,
  ZChatAnswer,
  ZPortfolioInsights,
  ZRecommendations,
  type TAiRequest,
} from '@shared/ai-insights/ai-schemas';
import type { TActivityEntry } from '@shared/family/family-schemas';
import type { TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, type TestUser } from '@test/harness/accounts';
import { uploadDocument } from '@test/harness/documents';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { createFamilyTestApp, newConnectedMember, newGuest } from '@test/harness/family';
import { AI_REQUESTS_PER_MINUTE } from '@server/modules/ai-insights/routes';

/**
 * Issue 16 through the real HTTP app and database: each action's shape (spec §3), the household
 * rules (a guest reads the inviter's data; another household's records never appear), the
 * session check's words (spec §8) and the per-person limit.
 */
const t: TestApp = await createFamilyTestApp();
afterAll(() => t.close());

let owner: TestUser;
let guest: TestUser;
let stranger: TestUser;
let viewer: TestUser;
/** Only the stranger's household has this vendor, with this unusual amount. */
const PLANTED_VENDOR = 'Zanzibar Quartz Water';
const PLANTED_CENTS = 98_765;
let plantedId = '';
let geicoId = '';
const HOME = { street: '12 Maple Street', city: 'Sacramento', state: 'CA', zip: '95814' };

function ask(user: TestUser, request: TAiRequest, query = '') {
  return user.client.post(`/api/ai-financial-assistant${query}`, request);
}

async function activityOf(user: TestUser): Promise<TActivityEntry[]> {
  const response = await user.client.get('/api/family/activity');
  expect(response.status).toBe(200);
  return ((await response.json()) as { entries: TActivityEntry[] }).entries;
}

async function addObligation(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const response = await user.client.post('/api/expenses', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { expense: { id: string } }).expense.id;
}

beforeAll(async () => {
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  guest = await newGuest(t, owner, 'Gabe Guest');
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
  viewer = await newConnectedMember(t, owner, 'viewer');
  // The owner's trusted contact: who may report a death is the owner's alone to see.
  const contact = await owner.client.post('/api/triggering-event/contacts', {
    contactUserId: guest.id,
  });
  expect(contact.status, await contact.clone().text()).toBe(201);
  const geico = { category: 'auto', vendor: 'Geico', costCents: 14_200, entityName: 'Camry' };
  geicoId = await addObligation(owner, { ...geico, costCents: 12_000 });
  // Its renewal went up: the amount history now has $120.00 then $142.00.
  const renewed = await owner.client.put(`/api/expenses/${geicoId}`, geico);
  expect(renewed.status).toBe(200);
  await addObligation(owner, {
    category: 'home',
    homeSubcategory: 'Mortgage',
    vendor: 'Rocket Mortgage',
    costCents: 210_000,
    address: HOME,
  });
  await addObligation(owner, {
    category: 'insurance',
    vendor: 'State Farm',
    costCents: 120_000,
    frequency: 'yearly',
  });
  plantedId = await addObligation(stranger, {
    category: 'home',
    homeSubcategory: 'Utilities',
    vendor: PLANTED_VENDOR,
    costCents: PLANTED_CENTS,
    address: HOME,
  });
  // Entered twice: the stranger's own anomalies report it, so the check below can fail.
  await addObligation(stranger, {
    category: 'home',
    homeSubcategory: 'Utilities',
    vendor: PLANTED_VENDOR,
    costCents: PLANTED_CENTS,
    address: HOME,
  });
  const account = await owner.client.post('/api/investments', {
    type: 'brokerage',
    institutionName: 'Fidelity',
    accountName: 'Joint brokerage',
    designation: 'none',
    beneficiaries: [],
  });
  expect(account.status).toBe(201);
  const { investment } = (await account.json()) as { investment: { id: string } };
  const holding = await owner.client.post(`/api/investments/${investment.id}/holdings`, {
    symbol: 'VTI',
    name: 'Vanguard Total Stock Market ETF',
    assetClass: 'etf',
    quantity: 10,
    costBasisCents: 200_000,
    priceMicros: 250_000_000,
  });
  expect(holding.status).toBe(201);
});

describe('POST /api/ai-financial-assistant', () => {
  it('answers each action in the spec’s shape', async () => {
    const chat = await ask(owner, { action: 'chat', query: 'What do we spend on the Camry?' });
    expect(chat.status).toBe(200);
    const answer = ZChatAnswer.parse(await chat.json());
    expect(answer).toMatchObject({ understood: true, answeredBy: 'rules' });
    expect(answer.response).toContain('$142.00');
    expect(answer.sources.map((source) => source.label).join(' ')).toContain('Geico');

    const anomalies = await ask(owner, { action: 'detect_anomalies' });
    expect(anomalies.status).toBe(200);
    // Read from the amount history the database keeps: the renewal's 18.3 % rise.
    const found = ZAnomalies.parse(await anomalies.json()).anomalies;
    const renewal = found.find((anomaly) => anomaly.expense.id === geicoId);
    expect(renewal).toMatchObject({
      expense: { vendor: 'Geico', cost: 142 },
      rule: 'price_change',
      reason: 'Up 18.3% from $120.00 to $142.00',
    });

    const forecast = await ask(owner, { action: 'predict_budget', months: 3 });
    expect(forecast.status).toBe(200);
    const prediction = ZBudgetPrediction.parse(await forecast.json());
    expect(prediction.predictions).toHaveLength(3);
    // The Geico and mortgage bills are monthly: every month carries at least them.
    for (const month of prediction.predictions)
      expect(month.predictedCents).toBeGreaterThanOrEqual(224_200);

    const portfolio = await ask(owner, { action: 'analyze_portfolio' });
    expect(portfolio.status).toBe(200);
    const insights = ZPortfolioInsights.parse(await portfolio.json());
    expect(insights).toMatchObject({ totalValue: 2500, investmentCount: 1 });
    expect(insights.marketInsights).toEqual([{ symbol: 'VTI', c: 250, dp: null }]);

    const tips = await ask(owner, { action: 'get_recommendations' });
    expect(tips.status).toBe(200);
    const recommendations = ZRecommendations.parse(await tips.json());
    // Nothing of the estate plan is recorded: the first thing to do is a will.
    expect(recommendations.tips.map((tip) => tip.rule)).toContain('no-will');
    expect(recommendations.recommendations.length).toBeGreaterThan(0);
  });

  it('shows a guest the inviter’s household', async () => {
    const chat = await ask(guest, { action: 'chat', query: 'How much is the mortgage?' });
    expect(chat.status).toBe(200);
    const answer = ZChatAnswer.parse(await chat.json());
    expect(answer.response).toContain('$2,100.00');
    const forecast = ZBudgetPrediction.parse(
      await (await ask(guest, { action: 'predict_budget', months: 3 })).json(),
    );
    expect(forecast.predictions[0]?.lines.map((line) => line.vendor)).toContain('Rocket Mortgage');
  });

  it('never answers with another household’s records', async () => {
    const question = { action: 'chat', query: `How much do we pay ${PLANTED_VENDOR}?` } as const;
    // The control: its own household's answer has the planted figure, so the check can fail.
    const own = ZChatAnswer.parse(await (await ask(stranger, question)).json());
    expect(own.response).toContain('$987.65');
    for (const action of ['detect_anomalies', 'predict_budget', 'get_recommendations'] as const)
      expect(await (await ask(stranger, { action })).text(), action).toContain(PLANTED_VENDOR);

    for (const reader of [owner, guest]) {
      const answer = ZChatAnswer.parse(await (await ask(reader, question)).json());
      expect(answer.response).not.toContain('987.65');
      expect(answer.sources.map((source) => source.id)).not.toContain(plantedId);
      for (const action of ['detect_anomalies', 'predict_budget', 'get_recommendations'] as const) {
        const body = await (await ask(reader, { action })).text();
        expect(body).not.toContain(PLANTED_VENDOR);
        expect(body).not.toContain(plantedId);
      }
    }
    // Naming the stranger's household in the selection reads nothing of it.
    const named = await ask(owner, question, `?owners=${stranger.id}`);
    expect(named.status).toBe(404);
  });

  it('logs a member’s read as a view of the owner’s AI Insights, and the owner’s own not at all', async () => {
    const before = await activityOf(owner);
    await ask(owner, { action: 'detect_anomalies' });
    expect(await activityOf(owner)).toEqual(before);
    await ask(viewer, { action: 'analyze_portfolio' }, `?owners=${owner.id}`);
    expect(await activityOf(owner)).toContainEqual(
      expect.objectContaining({
        actorName: viewer.fullName,
        action: 'view',
        subject: 'ai-insights',
      }),
    );
  });

  it('searches only the guidebook entries shared with the reader', async () => {
    const entry = (title: string, body: string, shares: { userId: string; mode: string }[]) =>
      owner.client.post('/api/guidebook', { section: 'where_things_are', title, body, shares });
    expect(
      (await entry('Spare key', 'The spare key is under the blue flowerpot.', [])).status,
    ).toBe(201);
    const shared = [{ userId: viewer.id, mode: 'now' }];
    expect(
      (await entry('Gate code', 'The gate code is taped inside the garage.', shared)).status,
    ).toBe(201);
    const question = (query: string) => ({ action: 'chat', query }) as const;
    const owners = `?owners=${owner.id}`;
    // The control: the owner, who sees both, is told where the key is.
    const own = ZChatAnswer.parse(
      await (await ask(owner, question('Where is the spare key?'))).json(),
    );
    expect(own.response).toContain('blue flowerpot');

    const hidden = ZChatAnswer.parse(
      await (await ask(viewer, question('Where is the spare key?'), owners)).json(),
    );
    expect(hidden.response).not.toContain('flowerpot');
    expect(hidden.sources.map((source) => source.label)).not.toContain('Spare key');
    const visible = ZChatAnswer.parse(
      await (await ask(viewer, question('Where is the gate code?'), owners)).json(),
    );
    expect(visible.response).toContain('taped inside the garage');

    // How an entry is shared is told to its owner, as its sharing panel shows, and to no one else.
    const sharing = ZChatAnswer.parse(
      await (await ask(owner, question('Who can read the gate code entry?'))).json(),
    );
    expect(sharing.response).toContain(`${viewer.fullName} now`);
    expect(sharing.response).toContain(`${guest.fullName} never`);
    const notTold = ZChatAnswer.parse(
      await (await ask(viewer, question('Who can read the gate code entry?'), owners)).json(),
    );
    expect(notTold.response).not.toContain(guest.fullName);
  });

  it('reads an entry the question names by its heading, another answer aside, as shared', async () => {
    const question = (query: string) => ({ action: 'chat', query }) as const;
    const asked = "What's inside the fireproof safe besides the wills?";
    // Asked before the entry exists, the kept snapshot knows of no such heading.
    const before = ZChatAnswer.parse(await (await ask(owner, question(asked))).json());
    expect(before.response).not.toContain('passports');
    const created = await owner.client.post('/api/guidebook', {
      section: 'where_things_are',
      title: 'The fireproof safe',
      body: 'The car titles and the passports are inside; the combination is with our attorney.',
      shares: [],
    });
    expect(created.status).toBe(201);
    const own = ZChatAnswer.parse(await (await ask(owner, question(asked))).json());
    expect(own.response).toContain('the passports are inside');
    expect(own.sources.map((source) => source.label)).toContain('The fireproof safe');
    // The viewer, with whom it is not shared, is not told.
    const hidden = ZChatAnswer.parse(
      await (await ask(viewer, question(asked), `?owners=${owner.id}`)).json(),
    );
    expect(hidden.response).not.toContain('passports');
  });

  it('gives a policy’s whole number through the Insurance tab’s Reveal, logged as one', async () => {
    const created = await owner.client.post('/api/policies', {
      kind: 'umbrella',
      carrier: 'Chubb',
      policyNumber: 'CHB-7731-0042',
      insuredName: 'Olivia Owner',
      beneficiaries: [],
    });
    expect(created.status).toBe(201);
    const query = "What's the policy number on the Chubb umbrella?";
    const own = ZChatAnswer.parse(await (await ask(owner, { action: 'chat', query })).json());
    expect(own.response).toContain('policy number CHB-7731-0042.');
    const read = ZChatAnswer.parse(
      await (await ask(viewer, { action: 'chat', query }, `?owners=${owner.id}`)).json(),
    );
    expect(read.response).toContain('policy number CHB-7731-0042.');
    expect(await activityOf(owner)).toContainEqual(
      expect.objectContaining({
        actorName: viewer.fullName,
        action: 'reveal',
        subject: 'policies',
      }),
    );
    // Its last four are what the list shows, and need no reveal.
    const lastFour = ZChatAnswer.parse(
      await (
        await ask(owner, { action: 'chat', query: 'Last four of the Chubb policy number?' })
      ).json(),
    );
    expect(lastFour.response).toContain('****0042');
    expect(lastFour.response).not.toContain('CHB-7731-0042');
  });

  it('gives the number a bill is under through Monthly Expenses’ Reveal, logged as one', async () => {
    await addObligation(owner, {
      category: 'other',
      vendor: 'Pedernales Electric',
      costCents: 14_500,
      frequency: 'monthly',
      vendorAccount: '0098-44120',
    });
    const query = 'Pedernales Electric wants our account number, what is it?';
    const own = ZChatAnswer.parse(await (await ask(owner, { action: 'chat', query })).json());
    expect(own.response).toContain('account number 0098-44120.');
    const read = ZChatAnswer.parse(
      await (await ask(viewer, { action: 'chat', query }, `?owners=${owner.id}`)).json(),
    );
    expect(read.response).toContain('account number 0098-44120.');
    expect(await activityOf(owner)).toContainEqual(
      expect.objectContaining({
        actorName: viewer.fullName,
        action: 'reveal',
        subject: 'expenses',
      }),
    );
    // Another household asking the same is not told.
    const other = ZChatAnswer.parse(await (await ask(stranger, { action: 'chat', query })).json());
    expect(other.response).not.toContain('44120');
    // Its last four are what the list shows, and need no reveal.
    const lastFour = ZChatAnswer.parse(
      await (
        await ask(owner, { action: 'chat', query: 'Last four of the Pedernales Electric account?' })
      ).json(),
    );
    expect(lastFour.response).toContain('****4120');
    expect(lastFour.response).not.toContain('0098-44120');
  });

  it('quotes what no record holds from a document about the record, for its household only', async () => {
    const pdf = buildTextPdf([
      'State Farm homeowners policy declarations.',
      'Dwelling (Coverage A): $520,000. Personal liability: $300,000.',
    ]);
    const document = await uploadDocument(
      owner.client,
      { bytes: pdf, name: 'declarations.pdf' },
      { name: 'State Farm declarations', category: 'insurance_policy', tags: [] },
    );
    const query = 'What is the personal liability limit on the State Farm policy?';
    const own = ZChatAnswer.parse(await (await ask(owner, { action: 'chat', query })).json());
    expect(own.response).toContain('“Personal liability: $300,000.”');
    expect(own.sources.map((source) => source.id)).toEqual([document.id]);
    const read = ZChatAnswer.parse(
      await (await ask(viewer, { action: 'chat', query }, `?owners=${owner.id}`)).json(),
    );
    expect(read.response).toContain('$300,000');
    // Another household with its own State Farm bill never reaches the owner's documents.
    await addObligation(stranger, {
      category: 'insurance',
      vendor: 'State Farm',
      costCents: 90_000,
      frequency: 'yearly',
    });
    const other = ZChatAnswer.parse(await (await ask(stranger, { action: 'chat', query })).json());
    expect(other.response).not.toContain('$300,000');
  });

  it('keeps the trusted contacts to the owner, as the Triggering event screen does', async () => {
    const question = { action: 'chat', query: 'Who are our trusted contacts?' } as const;
    // The control: the owner is told, so the checks below can fail.
    const own = ZChatAnswer.parse(await (await ask(owner, question)).json());
    expect(own.response).toContain(guest.fullName);

    // Both read the owner's household (a viewer's own is selected by default).
    const owners = `?owners=${owner.id}`;
    for (const reader of [guest, viewer]) {
      for (const query of ['Who are our trusted contacts?', 'What happens if Olivia dies?']) {
        const response = await ask(reader, { action: 'chat', query }, owners);
        const answer = ZChatAnswer.parse(await response.json());
        expect(answer.response, `${reader.fullName}: ${query}`).not.toContain(guest.fullName);
        // Nor does it claim there are none: it does not know.
        expect(answer.response).not.toContain('no trusted contacts');
      }
      const tips = await (await ask(reader, { action: 'get_recommendations' }, owners)).text();
      expect(tips).not.toContain(guest.fullName);
      expect(tips).not.toContain('trusted-contact');
    }
  });

  it('says "Please log in to use AI features" without a session', async () => {
    const response = await new TestClient(t).post('/api/ai-financial-assistant', {
      action: 'detect_anomalies',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: 'Please log in to use AI features' },
    });
  });

  it('refuses an empty question and an unknown action with a clear message', async () => {
    const empty = await ask(owner, { action: 'chat', query: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('Type a question');
    const unknown = await owner.client.post('/api/ai-financial-assistant', { action: 'guess' });
    expect(unknown.status).toBe(400);
  });

  it('limits each person, not everyone', async () => {
    const busy = await newUser(t, { fullName: 'Bea Busy' });
    const statuses: number[] = [];
    for (let index = 0; index <= AI_REQUESTS_PER_MINUTE; index += 1)
      statuses.push((await ask(busy, { action: 'get_recommendations' })).status);
    expect(statuses.slice(0, AI_REQUESTS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Someone else is still answered.
    expect((await ask(stranger, { action: 'get_recommendations' })).status).toBe(200);
  });
});
