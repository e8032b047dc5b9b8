import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { holdings, priceSnapshots } from '@server/db/schema';
import type {
  THolding,
  THoldingInput,
  TInvestmentAccount,
  TInvestmentAccountInput,
} from '@shared/investments/investment-schemas';
import type { TestUser } from '@test/harness/accounts';
import type { TestApp } from '@test/harness/test-app';

/** Whole dollars (or fractions) as the API's price unit, millionths of a dollar. */
export function micros(dollars: number): number {
  return Math.round(dollars * 1_000_000);
}

export const FIDELITY_INDIVIDUAL: TInvestmentAccountInput = {
  type: 'brokerage',
  institutionName: 'Fidelity Investments',
  accountName: 'Individual - TOD',
  accountNumber: 'Z2345-6789',
};

/** POST /api/investments (must succeed): the saved account. */
export async function addAccount(
  user: TestUser,
  input: Partial<TInvestmentAccountInput> = {},
  owner?: string,
): Promise<TInvestmentAccount> {
  const response = await user.client.post(`/api/investments${owner ? `?owner=${owner}` : ''}`, {
    ...FIDELITY_INDIVIDUAL,
    ...input,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { investment: TInvestmentAccount }).investment;
}

/** POST /api/investments/:id/holdings (must succeed): the saved holding. */
export async function addHolding(
  user: TestUser,
  accountId: string,
  input: THoldingInput,
): Promise<THolding> {
  const response = await user.client.post(`/api/investments/${accountId}/holdings`, input);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { holding: THolding }).holding;
}

/** POST /api/investments/holdings/:id/prices (must succeed): the holding as it now shows. */
export async function setPrice(
  user: TestUser,
  holdingId: string,
  dollars: number,
  asOf: string,
): Promise<THolding> {
  const response = await user.client.post(`/api/investments/holdings/${holdingId}/prices`, {
    priceMicros: micros(dollars),
    asOf,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { holding: THolding }).holding;
}

/** GET /api/investments as the user (must succeed). */
export async function listAccounts(user: TestUser, query = ''): Promise<TInvestmentAccount[]> {
  const response = await user.client.get(`/api/investments${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { investments: TInvestmentAccount[] }).investments;
}

/** Every holding the user's list shows, by id. */
export async function holdingsById(user: TestUser): Promise<Map<string, THolding>> {
  const accounts = await listAccounts(user);
  return new Map(
    accounts.flatMap((account) => account.holdings).map((holding) => [holding.id, holding]),
  );
}

/** One holding as the user's list shows it (it must be there). */
export async function listedHolding(user: TestUser, id: string): Promise<THolding> {
  const holding = (await holdingsById(user)).get(id);
  expect(holding, `holding ${id} in the list`).toBeDefined();
  return holding!;
}

/** The price snapshots stored for a household, oldest first (straight from the table). */
export async function snapshotsOf(t: TestApp, ownerId: string) {
  const rows = await t.database.db
    .select()
    .from(priceSnapshots)
    .where(eq(priceSnapshots.userId, ownerId));
  return rows
    .map(({ priceKey, asOf, priceMicros, source }) => ({ priceKey, asOf, priceMicros, source }))
    .sort((a, b) => a.priceKey.localeCompare(b.priceKey) || a.asOf.localeCompare(b.asOf));
}

/** The holdings rows of an account, straight from the table. */
export function holdingRowsOf(t: TestApp, accountId: string) {
  return t.database.db.select().from(holdings).where(eq(holdings.accountId, accountId));
}

/** The answer is a 400 whose `fields` include these messages. */
export async function expectFieldErrors(response: Response, fields: Record<string, string>) {
  expect(response.status, await response.clone().text()).toBe(400);
  const body = (await response.json()) as {
    error: { code: string; fields?: Record<string, string> };
  };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.fields).toMatchObject(fields);
}
