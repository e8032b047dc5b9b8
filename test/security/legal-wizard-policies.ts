import { expect } from 'vitest';
import { TestClient } from '@test/harness/client';
import type { TestApp } from '@test/harness/test-app';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { completeWill, signedCopyForm } from '@test/legal-wizard/legal-wizard-helpers';
import type { Actor, Policy, World } from './authorization-policies';

/**
 * Issue 17's routes in the authorization matrix: the Legal Wizard's drafts are household rows,
 * read by whoever reads the household and changed (saved, generated, signed, deleted) by whoever
 * may change it; another household's draft is not found.
 */
const DRAFTS = '/api/legal-wizard/drafts';
const READERS = {
  owner: 200,
  guest: 200,
  viewer: 200,
  unrelated: 404,
  revoked: 404,
  signedOut: 401,
};
const HIDDEN = { viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 };

/** A new draft of the owner's; `ready` saves answers every check passes. */
async function ownersDraft(world: World, label: string, ready = false): Promise<string> {
  const created = await world.owner.client.post(DRAFTS, {
    kind: 'will',
    state: 'CA',
    principalName: label,
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as TLegalDraft;
  if (ready) {
    const saved = await world.owner.client.patch(`${DRAFTS}/${id}`, {
      step: 8,
      answers: completeWill(label),
    });
    expect(saved.status).toBe(200);
  }
  return id;
}

async function ownersGeneratedDraft(world: World, label: string): Promise<string> {
  const id = await ownersDraft(world, label, true);
  expect((await world.owner.client.post(`${DRAFTS}/${id}/generate`, {})).status).toBe(201);
  return id;
}

async function ownersView(world: World, id: string): Promise<TLegalDraft> {
  const response = await world.owner.client.get(`${DRAFTS}/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as TLegalDraft;
}

/** The matrix sends JSON; the signed copy is a form. This client sends a scan as the given user. */
class SignedCopyClient extends TestClient {
  constructor(
    t: TestApp,
    private readonly user: TestClient,
  ) {
    super(t);
  }

  override request(path: string): Promise<Response> {
    return this.user.request(path, { method: 'POST', body: signedCopyForm('2026-01-15') });
  }
}

/** Where an actor's new draft lands: a guest's in the owner's household (spec §6). */
function expectedOwner(world: World, actor: Actor): string {
  return actor === 'guest' ? world.owner.id : world[actor].id;
}

function readOfOwnersDraft(suffix: string): Policy {
  return {
    expect: READERS,
    request: async (world, actor) => ({
      method: 'GET',
      path: `${DRAFTS}/${await ownersDraft(world, `Read by ${actor}`)}${suffix}`,
    }),
  };
}

export const LEGAL_WIZARD_POLICIES: Record<string, Policy> = {
  [`GET ${DRAFTS}`]: (() => {
    let draftId = '';
    return {
      expect: READERS,
      async request(world, actor) {
        draftId = await ownersDraft(world, `Listed for ${actor}`);
        return { method: 'GET', path: `${DRAFTS}?owners=${world.owner.id}` };
      },
      async verify(_world, actor, response) {
        if (response.status !== 200) return;
        const drafts = (await response.json()) as TLegalDraft[];
        expect(
          drafts.map((draft) => draft.id),
          `${actor} and the owner's draft`,
        ).toContain(draftId);
      },
    } satisfies Policy;
  })(),

  // Names no household: the draft lands in the actor's own (a guest's: the inviter's).
  [`POST ${DRAFTS}`]: {
    expect: { owner: 201, guest: 201, viewer: 201, unrelated: 201, revoked: 404, signedOut: 401 },
    request: () => ({ method: 'POST', path: DRAFTS, body: { kind: 'hipaa', state: 'CA' } }),
    async verify(world, actor, response) {
      if (response.status !== 201) return;
      expect(((await response.json()) as TLegalDraft).ownerId).toBe(expectedOwner(world, actor));
    },
  },

  [`GET ${DRAFTS}/:id`]: readOfOwnersDraft(''),
  [`GET ${DRAFTS}/:id/checks`]: readOfOwnersDraft('/checks'),

  [`PATCH ${DRAFTS}/:id`]: (() => {
    let draftId = '';
    return {
      expect: { owner: 200, guest: 200, ...HIDDEN },
      async request(world, actor) {
        draftId = await ownersDraft(world, 'Maria Lopez');
        return {
          method: 'PATCH',
          path: `${DRAFTS}/${draftId}`,
          body: { step: 3, answers: completeWill(`Changed by ${actor}`) },
        };
      },
      async verify(world, actor, response) {
        const draft = await ownersView(world, draftId);
        expect(draft.principalName === `Changed by ${actor}`, `${actor} and the draft`).toBe(
          response.status === 200,
        );
      },
    } satisfies Policy;
  })(),

  [`DELETE ${DRAFTS}/:id`]: (() => {
    let draftId = '';
    return {
      expect: { owner: 204, guest: 204, ...HIDDEN },
      async request(world, actor) {
        draftId = await ownersDraft(world, `Deleted by ${actor}`);
        return { method: 'DELETE', path: `${DRAFTS}/${draftId}` };
      },
      async verify(world, actor, response) {
        const found = await world.owner.client.get(`${DRAFTS}/${draftId}`);
        expect(found.status, `${actor} and the draft`).toBe(response.status === 204 ? 404 : 200);
      },
    } satisfies Policy;
  })(),

  [`POST ${DRAFTS}/:id/generate`]: (() => {
    let draftId = '';
    return {
      expect: { owner: 201, guest: 201, ...HIDDEN },
      async request(world, actor) {
        draftId = await ownersDraft(world, `Generated by ${actor}`, true);
        return { method: 'POST', path: `${DRAFTS}/${draftId}/generate`, body: {} };
      },
      async verify(world, actor, response) {
        const draft = await ownersView(world, draftId);
        expect(draft.versions.length, `${actor} and the versions`).toBe(
          response.status === 201 ? 1 : 0,
        );
      },
    } satisfies Policy;
  })(),

  [`POST ${DRAFTS}/:id/signed-copy`]: (() => {
    let draftId = '';
    return {
      expect: { owner: 200, guest: 200, ...HIDDEN },
      async request(world, actor) {
        draftId = await ownersGeneratedDraft(world, `Signed by ${actor}`);
        return {
          method: 'POST',
          path: `${DRAFTS}/${draftId}/signed-copy`,
          client: new SignedCopyClient(world.t, world[actor].client),
        };
      },
      async verify(world, actor, response) {
        const draft = await ownersView(world, draftId);
        expect(draft.signedDocumentId !== null, `${actor} and the signed copy`).toBe(
          response.status === 200,
        );
      },
    } satisfies Policy;
  })(),

  'GET /api/legal-wizard/choices': {
    expect: READERS,
    request: (world) => ({
      method: 'GET',
      path: `/api/legal-wizard/choices?owners=${world.owner.id}`,
    }),
    async verify(world, actor, response) {
      if (response.status !== 200) return;
      const { people, assets } = (await response.json()) as {
        people: { source: string; refId: string }[];
        assets: unknown[];
      };
      expect(assets.length, `${actor} and the owner's accounts`).toBeGreaterThan(0);
      expect(
        people.some((person) => person.source === 'advisor'),
        `${actor} and the owner's advisors`,
      ).toBe(true);
      // Who belongs to the family is for the family who may change the household.
      expect(
        people.some((person) => person.refId === world.owner.id),
        `${actor} and the family members`,
      ).toBe(actor === 'owner' || actor === 'guest');
    },
  },
};

/** The create route once more, naming the owner's household (`ownerId` in the body). */
export const LEGAL_WIZARD_NAMED_POLICIES: Record<string, Policy> = {
  [`POST ${DRAFTS}`]: {
    expect: { owner: 201, guest: 201, viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 },
    request: (world) => ({
      method: 'POST',
      path: DRAFTS,
      body: { kind: 'hipaa', state: 'CA', ownerId: world.owner.id },
    }),
    async verify(world, _actor, response) {
      if (response.status !== 201) return;
      expect(((await response.json()) as TLegalDraft).ownerId).toBe(world.owner.id);
    },
  },
};
