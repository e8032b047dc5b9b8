import { expect } from 'vitest';
import { TestClient } from '@test/harness/client';
import type { TestApp } from '@test/harness/test-app';
import type { TStatementsDetectResponse } from '@shared/statements/statement-api';
import { chaseChecking, monthly, postStatements } from '@test/statements/support/statement-files';
import type { Actor, Policy, World } from './authorization-policies';

/**
 * Issue 41's statement import in the authorization matrix. It stores nothing, but it compares the
 * statements with a household's obligations and accounts, so it is a write's question: the
 * household named by `?owner=` (by default the actor's own, a guest's the inviter's) must be one
 * the actor may add obligations to, and only that household's obligations are matched.
 */
const DETECT = '/api/statements/detect';
const VENDOR = 'Matrix Streaming';

/** The matrix sends JSON; the import is a form. This client sends a statement as the given user. */
class StatementClient extends TestClient {
  constructor(
    t: TestApp,
    private readonly user: TestClient,
  ) {
    super(t);
  }

  override request(path: string): Promise<Response> {
    const [, owner] = /owner=([^&]+)/.exec(path) ?? [];
    const statement = chaseChecking(monthly('MATRIX STREAMING 800-555-0100 CA', 12.99, 8));
    return postStatements(this.user, [statement], owner ? { owner } : {});
  }
}

/** The owner's obligation the statement's series is, created once in each world. */
const ownersObligations = new WeakMap<World, Promise<string>>();
function ownersStreaming(world: World): Promise<string> {
  let created = ownersObligations.get(world);
  if (!created) {
    created = (async () => {
      const response = await world.owner.client.post('/api/expenses', {
        category: 'other',
        vendor: VENDOR,
        costCents: 1299,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { expense: { id: string } }).expense.id;
    })();
    ownersObligations.set(world, created);
  }
  return created;
}

/** Whose obligations the answer was compared with: the owner's for those importing into it. */
function statementImport(named: boolean): Policy {
  return {
    expect: named
      ? { owner: 200, guest: 200, viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 }
      : { owner: 200, guest: 200, viewer: 200, unrelated: 200, revoked: 404, signedOut: 401 },
    async request(world: World, actor: Actor) {
      await ownersStreaming(world);
      return {
        method: 'POST',
        path: `${DETECT}${named ? `?owner=${world.owner.id}` : ''}`,
        client: new StatementClient(world.t, world[actor].client),
      };
    },
    async verify(world, actor, response) {
      if (response.status !== 200) return;
      const answer = (await response.json()) as TStatementsDetectResponse;
      expect(answer.files).toMatchObject([{ status: 'read' }]);
      const series = answer.series.find((each) => /matrix/i.test(each.vendor));
      const intoOwners = named || actor === 'owner' || actor === 'guest';
      expect(series?.match?.id ?? null, `${actor} and the owner's obligation`).toBe(
        intoOwners ? await ownersStreaming(world) : null,
      );
    },
  };
}

export const STATEMENT_POLICIES: Record<string, Policy> = {
  [`POST ${DETECT}`]: statementImport(false),
};

export const STATEMENT_NAMED_POLICIES: Record<string, Policy> = {
  [`POST ${DETECT}`]: statementImport(true),
};
