import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAssetList, type TAsset } from '@shared/finance/asset-schemas';
import { ZInvestmentAccountList } from '@shared/investments/investment-schemas';
import { ZChatAnswer } from '@shared/ai-insights/ai-schemas';
import { formatCents } from '@shared/finance/money';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { pdfPages } from '@test/binder/pdf-pages';
import { PNG, uploadDocument } from '@test/harness/documents';
import type { TDocument } from '@shared/documents/document-schemas';

const PNG_FILE = { bytes: PNG, name: 'statement.png', type: 'image/png' };

async function linkOf(documentId: string) {
  const response = await owner.client.get('/api/documents');
  const { documents } = (await response.json()) as { documents: TDocument[] };
  const link = documents.find((each) => each.id === documentId)?.link;
  return link ? { kind: link.kind, id: link.id } : null;
}

// Issue 40 item 1: an investment-type account is one record whichever screen it is entered on,
// and every figure is read from that one ledger: each account counts once, and the dashboard,
// the AI chat and the binder give the same net worth.
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, { fullName: 'Maria Carter' });
  stranger = await newUser(t);
});
afterAll(() => t.close());

async function saved(response: Response, status = 201): Promise<TAsset> {
  expect(response.status, await response.clone().text()).toBe(status);
  return ((await response.json()) as { asset: TAsset }).asset;
}

async function accounts(user = owner): Promise<TAsset[]> {
  return ZAssetList.parse(await (await user.client.get('/api/assets')).json()).assets;
}

async function investments(user = owner) {
  return ZInvestmentAccountList.parse(await (await user.client.get('/api/investments')).json())
    .investments;
}

describe('one ledger', () => {
  let k401 = '';

  it('keeps a 401(k) entered on Financial Accounts as the one record Investments lists', async () => {
    const asset = await saved(
      await owner.client.post('/api/assets', {
        type: 'retirement_401k',
        institutionName: 'Fidelity',
        accountName: 'Acme 401(k)',
        accountNumber: '238-771204',
        balanceCents: 8_000_000,
        ownerName: 'Maria Carter',
        beneficiary: 'Luis Carter (spouse)',
      }),
    );
    k401 = asset.id;
    expect(asset).toMatchObject({
      ledger: 'investments',
      holdingCount: 0,
      balanceCents: 8_000_000,
    });
    const [listed] = await investments();
    expect(listed).toMatchObject({
      id: k401,
      type: 'retirement_401k',
      accountNumberLast4: '1204',
      balanceCents: 8_000_000,
      beneficiary: 'Luis Carter (spouse)',
      designation: 'none',
    });
    expect((await accounts()).map((each) => each.id)).toEqual([k401]);
    // Typed numbers are kept as digits and letters (spaces and hyphens dropped), as on every form.
    expect(await (await owner.client.get(`/api/assets/${k401}/account-number`)).json()).toEqual({
      accountNumber: '238-771204',
    });
  });

  it('values it by its holdings once it has some, and keeps the entered balance aside', async () => {
    const holding = await owner.client.post(`/api/investments/${k401}/holdings`, {
      name: 'Target 2050 fund',
      assetClass: 'mutual_fund',
      quantity: 1_000,
      priceMicros: 95_000_000,
    });
    expect(holding.status).toBe(201);
    const [asset] = await accounts();
    expect(asset).toMatchObject({ balanceCents: 9_500_000, holdingCount: 1 });
    // A balance typed on Financial Accounts does not overwrite what the holdings say.
    await saved(
      await owner.client.put(`/api/assets/${k401}`, {
        type: 'retirement_401k',
        institutionName: 'Fidelity',
        accountName: 'Acme 401(k)',
        balanceCents: 1,
      }),
      200,
    );
    const [listed] = await investments();
    expect(listed).toMatchObject({ balanceCents: 8_000_000, accountName: 'Acme 401(k)' });
    expect((await accounts())[0]?.balanceCents).toBe(9_500_000);
  });

  it('refuses to make an account with holdings a checking account, and changes nothing', async () => {
    const response = await owner.client.put(`/api/assets/${k401}`, {
      type: 'checking',
      institutionName: 'Fidelity',
      accountName: 'Renamed',
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.type).toMatch(/holdings or named beneficiaries on Investments/);
    expect((await accounts())[0]).toMatchObject({
      ledger: 'investments',
      accountName: 'Acme 401(k)',
    });
  });

  it('moves a checking account typed as a brokerage account to the investment ledger with its links', async () => {
    const checking = await saved(
      await owner.client.post('/api/assets', {
        type: 'checking',
        institutionName: 'Schwab',
        accountName: 'Brokerage',
        balanceCents: 1_250_000,
      }),
    );
    expect(checking.ledger).toBe('accounts');
    const statement = await uploadDocument(owner.client, PNG_FILE, {
      name: 'Schwab statement',
      link: { kind: 'asset', id: checking.id },
    });
    const moved = await saved(
      await owner.client.put(`/api/assets/${checking.id}`, {
        type: 'brokerage',
        institutionName: 'Schwab',
        accountName: 'Brokerage',
        balanceCents: 1_250_000,
      }),
      200,
    );
    expect(moved).toMatchObject({
      id: checking.id,
      ledger: 'investments',
      balanceCents: 1_250_000,
    });
    expect((await investments()).map((each) => each.id)).toContain(checking.id);
    expect(await linkOf(statement.id)).toEqual({ kind: 'investment', id: checking.id });
    // And back, while it has no holdings.
    const back = await saved(
      await owner.client.put(`/api/assets/${checking.id}`, {
        type: 'savings',
        institutionName: 'Schwab',
        accountName: 'Savings',
        balanceCents: 1_250_000,
      }),
      200,
    );
    expect(back).toMatchObject({ id: checking.id, ledger: 'accounts', type: 'savings' });
    expect(await linkOf(statement.id)).toEqual({ kind: 'asset', id: checking.id });
    expect((await investments()).map((each) => each.id)).not.toContain(checking.id);
  });

  it('answers another household’s investment record with 404 on Financial Accounts too', async () => {
    expect((await stranger.client.put(`/api/assets/${k401}`, { type: 'ira' })).status).toBe(400);
    const put = await stranger.client.put(`/api/assets/${k401}`, {
      type: 'ira',
      institutionName: 'Mine now',
      accountName: 'x',
    });
    expect(put.status).toBe(404);
    expect((await stranger.client.delete(`/api/assets/${k401}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/assets/${k401}/account-number`)).status).toBe(404);
    expect(await accounts(stranger)).toEqual([]);
  });

  it('gives the same net worth on the dashboard, in the AI chat and in the binder', async () => {
    await saved(
      await owner.client.post('/api/assets', {
        type: 'credit_card',
        institutionName: 'Amex',
        accountName: 'Gold',
        balanceCents: 120_000,
      }),
    );
    await saved(
      await owner.client.post('/api/investments', {
        type: 'roth_ira',
        institutionName: 'Vanguard',
        accountName: 'Roth IRA',
        balanceCents: 3_300_000,
      }),
    );
    const dashboard = (await (await owner.client.get('/api/dashboard')).json()) as {
      netWorth: { totalCents: number; investmentsCents: number };
    };
    // Savings $12,500 + 401(k) holdings $95,000 + Roth balance $33,000 − card $1,200.
    expect(dashboard.netWorth.investmentsCents).toBe(9_500_000 + 3_300_000);
    expect(dashboard.netWorth.totalCents).toBe(1_250_000 + 9_500_000 + 3_300_000 - 120_000);
    const total = formatCents(dashboard.netWorth.totalCents);

    const chat = await owner.client.post('/api/ai-financial-assistant', {
      action: 'chat',
      query: 'What is our net worth?',
    });
    expect(chat.status).toBe(200);
    expect(ZChatAnswer.parse(await chat.json()).response).toContain(`Your net worth is ${total}`);

    const binder = await owner.client.get(`/api/binder?owners=${owner.id}`);
    expect(binder.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await binder.arrayBuffer()))).join('\n');
    expect(text.replace(/\s+/g, ' ')).toContain(`Net worth ${total}`);
  });
});
