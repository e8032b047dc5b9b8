import { expect } from 'vitest';
import { ZIncomeList, type TIncomeStream } from '@shared/statements/income-api';
import type { TestUser } from '@test/harness/accounts';
import type { Actor, Policy, World } from './authorization-policies';

/**
 * Issue 40 item 4: the pay kept from statement imports, in the authorization matrix. It belongs
 * with the obligations: who may read a household's obligations reads it, who may add obligations
 * keeps or removes it, and a save lands in the household the actor adds to (a guest's: the
 * inviter's), never one named in the body.
 */
const INCOME = '/api/statements/income';

function stream(label: string) {
  return { label, cadence: 'biweekly', typicalAmountCents: 245000, lastPaidOn: '2026-11-13' };
}

async function keep(user: TestUser, label: string): Promise<TIncomeStream> {
  const response = await user.client.put(INCOME, { streams: [stream(label)] });
  expect(response.status, await response.clone().text()).toBe(200);
  const kept = ZIncomeList.parse(await response.json()).income.find((row) => row.label === label);
  if (!kept) throw new Error(`${label} was not kept`);
  return kept;
}

/** The owner's income, kept once in each world. */
const ownersIncome = new WeakMap<World, Promise<TIncomeStream>>();
function ownersPay(world: World): Promise<TIncomeStream> {
  let kept = ownersIncome.get(world);
  if (!kept) {
    kept = keep(world.owner, 'MATRIX OWNER PAYROLL');
    ownersIncome.set(world, kept);
  }
  return kept;
}

async function ownersLabels(world: World): Promise<string[]> {
  const response = await world.owner.client.get(INCOME);
  return ZIncomeList.parse(await response.json()).income.map((row) => row.label);
}

/** Where an actor's new rows must land: a guest's in the owner's household (spec §6). */
function expectedOwner(world: World, actor: Actor): string {
  return actor === 'guest' ? world.owner.id : world[actor].id;
}

function keepIncome(named: boolean): Policy {
  return {
    expect: named
      ? { owner: 200, guest: 200, viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 }
      : { owner: 200, guest: 200, viewer: 200, unrelated: 200, revoked: 404, signedOut: 401 },
    request: (world, actor) => {
      const someoneElse = actor === 'unrelated' ? world.owner.id : world.unrelated.id;
      return {
        method: 'PUT',
        path: `${INCOME}${named ? `?owner=${world.owner.id}` : ''}`,
        body: {
          streams: [{ ...stream(`MATRIX ${actor} PAY`), ownerId: someoneElse }],
          ownerId: someoneElse,
          userId: someoneElse,
        },
      };
    },
    async verify(world, actor, response) {
      const label = `MATRIX ${actor.toUpperCase()} PAY`;
      if (response.status !== 200) {
        if (named) expect(await ownersLabels(world)).not.toContain(label);
        return;
      }
      const kept = ZIncomeList.parse(await response.json()).income.find(
        (row) => row.label === label,
      );
      expect(kept?.ownerId).toBe(named ? world.owner.id : expectedOwner(world, actor));
    },
  };
}

export const INCOME_POLICIES: Record<string, Policy> = {
  [`GET ${INCOME}`]: {
    expect: { owner: 200, guest: 200, viewer: 200, unrelated: 404, revoked: 404, signedOut: 401 },
    async request(world) {
      await ownersPay(world);
      return { method: 'GET', path: `${INCOME}?owners=${world.owner.id}` };
    },
    async verify(world, actor, response) {
      if (response.status !== 200) return;
      const { income } = ZIncomeList.parse(await response.json());
      expect(income, `${actor} reads the owner's income`).toContainEqual(await ownersPay(world));
    },
  },
  [`PUT ${INCOME}`]: keepIncome(false),
  [`DELETE ${INCOME}/:id`]: {
    expect: { owner: 200, guest: 200, viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 },
    async request(world, actor) {
      const kept = await keep(world.owner, `MATRIX REMOVED BY ${actor.toUpperCase()}`);
      return { method: 'DELETE', path: `${INCOME}/${kept.id}` };
    },
    async verify(world, actor, response) {
      const labels = await ownersLabels(world);
      const label = `MATRIX REMOVED BY ${actor.toUpperCase()}`;
      if (response.status === 200) expect(labels).not.toContain(label);
      else expect(labels, `${actor} must not have removed the owner's income`).toContain(label);
    },
  },
};

export const INCOME_NAMED_POLICIES: Record<string, Policy> = {
  [`PUT ${INCOME}`]: keepIncome(true),
};
