import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { triggerEvents, trustedContacts } from '@server/db/schema';
import type { TEventOverview } from '@shared/triggering-event/event-schemas';
import { newConnectedMember } from '@test/harness/family';
import type { Actor, Policy, World } from './authorization-policies';

/**
 * Issue 15's routes in the authorization matrix: trusted contacts (the owner's alone), reports
 * (an unlocker with a live grant), the owner's stop and re-lock, an administrator's reversal.
 * Nothing here leaves an active event behind (other routes' policies may need the owner's
 * household free of one): reports are checked with a future date, which only someone allowed
 * to report gets as far as, and stop, re-lock and reverse act on a stopped event.
 */
const OWNER_ONLY = {
  owner: 200,
  guest: 404,
  viewer: 404,
  unrelated: 404,
  revoked: 404,
  signedOut: 401,
};
/** Who the matrix's owner names as unlockers: the connected members with a live grant. */
const UNLOCKERS = ['guest', 'viewer', 'advisor'] as const;

let contactsNamed = false;
/**
 * The owner names the guest, the viewer and the advisor as unlockers (through the API), and the
 * removed guest and the expired advisor stay contacts on record: a contact without a live grant
 * must be refused like a stranger.
 */
async function nameUnlockers(world: World): Promise<void> {
  if (contactsNamed) return;
  for (const actor of UNLOCKERS) {
    const response = await world.owner.client.post('/api/triggering-event/contacts', {
      contactUserId: world[actor].id,
    });
    expect([201, 409], await response.clone().text()).toContain(response.status);
  }
  await world.t.database.db
    .insert(trustedContacts)
    .values(
      (['revoked', 'expiredAdvisor'] as const).map((actor) => ({
        userId: world.owner.id,
        contactUserId: world[actor].id,
      })),
    )
    .onConflictDoNothing();
  contactsNamed = true;
}

async function contactIdOf(world: World, actor: Actor): Promise<string> {
  await nameUnlockers(world);
  const [row] = await world.t.database.db
    .select({ id: trustedContacts.id })
    .from(trustedContacts)
    .where(
      and(
        eq(trustedContacts.userId, world.owner.id),
        eq(trustedContacts.contactUserId, world[actor].id),
      ),
    );
  return row!.id;
}

let stoppedEventId = '';
/** A report the owner stopped: every step on it is refused, the owner's with 409, others' 404. */
async function stoppedEvent(world: World): Promise<string> {
  if (stoppedEventId) return stoppedEventId;
  const [row] = await world.t.database.db
    .insert(triggerEvents)
    .values({
      userId: world.owner.id,
      kind: 'incapacity',
      status: 'stopped',
      reportedBy: world.guest.id,
      reporterName: world.guest.fullName,
      eventDate: '2026-01-15',
      waitHours: 3,
      unlocksAt: new Date(),
      endedAt: new Date(),
      endedBy: world.owner.id,
    })
    .returning({ id: triggerEvents.id });
  stoppedEventId = row!.id;
  return stoppedEventId;
}

async function eventStatus(world: World, id: string): Promise<string | undefined> {
  const [row] = await world.t.database.db
    .select({ status: triggerEvents.status })
    .from(triggerEvents)
    .where(eq(triggerEvents.id, id));
  return row?.status;
}

/** A step on the stopped event: the owner reaches it (409: already stopped), nobody else does. */
function eventStep(path: (id: string) => string, ownerStatus: number): Policy {
  return {
    expect: { ...OWNER_ONLY, owner: ownerStatus },
    request: async (world) => ({ method: 'POST', path: path(await stoppedEvent(world)) }),
    async verify(world, actor) {
      expect(await eventStatus(world, stoppedEventId), `${actor} left the event as it was`).toBe(
        'stopped',
      );
    },
  };
}

export const TRIGGERING_EVENT_POLICIES: Record<string, Policy> = {
  // Every signed-in person gets their own overview; it shows the owner's household to its readers.
  'GET /api/triggering-event': {
    expect: { owner: 200, guest: 200, viewer: 200, unrelated: 200, revoked: 200, signedOut: 401 },
    request: () => ({ method: 'GET', path: '/api/triggering-event' }),
    ownAccount: true,
    async verify(world, actor, response) {
      if (actor === 'signedOut') return;
      const { households } = (await response.json()) as TEventOverview;
      const card = households.find((household) => household.ownerId === world.owner.id);
      const reads = ['owner', 'guest', 'viewer', 'advisor'].includes(actor);
      expect(card !== undefined, `${actor} and the owner's household`).toBe(reads);
      if (card && actor !== 'owner') expect(card.contacts).toEqual([]);
    },
  },
  // Each names someone in their own household: only the owner's member is connected there; a
  // guest (and a removed one) has no household.
  'POST /api/triggering-event/contacts': {
    expect: { owner: 201, guest: 404, viewer: 400, unrelated: 400, revoked: 404, signedOut: 401 },
    async request(world, actor) {
      const contactUserId =
        actor === 'owner'
          ? (await newConnectedMember(world.t, world.owner, 'viewer')).id
          : world.guest.id;
      return { method: 'POST', path: '/api/triggering-event/contacts', body: { contactUserId } };
    },
    async verify(world, _actor, response) {
      if (response.status !== 201) return;
      const { contact } = (await response.json()) as { contact: { id: string } };
      const [row] = await world.t.database.db
        .select({ ownerId: trustedContacts.userId })
        .from(trustedContacts)
        .where(eq(trustedContacts.id, contact.id));
      expect(row?.ownerId).toBe(world.owner.id);
    },
  },
  'PATCH /api/triggering-event/contacts/:id': {
    expect: OWNER_ONLY,
    request: async (world) => ({
      method: 'PATCH',
      path: `/api/triggering-event/contacts/${await contactIdOf(world, 'viewer')}`,
      body: { priority: 'primary', waitHours: 168 },
    }),
  },
  'DELETE /api/triggering-event/contacts/:id': {
    expect: OWNER_ONLY,
    // The owner removes a contact named for the purpose; the others try the viewer's.
    async request(world, actor) {
      if (actor !== 'owner')
        return {
          method: 'DELETE',
          path: `/api/triggering-event/contacts/${await contactIdOf(world, 'viewer')}`,
        };
      const member = await newConnectedMember(world.t, world.owner, 'viewer');
      const named = await world.owner.client.post('/api/triggering-event/contacts', {
        contactUserId: member.id,
      });
      const { contact } = (await named.json()) as { contact: { id: string } };
      return { method: 'DELETE', path: `/api/triggering-event/contacts/${contact.id}` };
    },
    async verify(world, actor, response) {
      if (response.status === 200) return;
      expect(await contactIdOf(world, 'viewer'), `${actor} must not have removed it`).toBeTruthy();
    },
  },
  // An unlocker with a live grant gets as far as the date check; everyone else is told there is
  // nothing here (the owner is not their own unlocker).
  'POST /api/triggering-event/events': {
    expect: {
      owner: 404,
      guest: 400,
      viewer: 400,
      unrelated: 404,
      revoked: 404,
      signedOut: 401,
      advisor: 400,
    },
    async request(world) {
      await nameUnlockers(world);
      return {
        method: 'POST',
        path: '/api/triggering-event/events',
        body: { ownerId: world.owner.id, kind: 'death', eventDate: '2999-01-01' },
      };
    },
    async verify(_world, actor, response) {
      if (response.status !== 400) return;
      const { error } = (await response.json()) as { error: { fields?: Record<string, string> } };
      expect(error.fields, `${actor} passed the access check`).toEqual({
        eventDate: 'The date cannot be in the future',
      });
    },
  },
  'POST /api/triggering-event/events/:id/stop': eventStep(
    (id) => `/api/triggering-event/events/${id}/stop`,
    409,
  ),
  'POST /api/triggering-event/events/:id/relock': eventStep(
    (id) => `/api/triggering-event/events/${id}/relock`,
    409,
  ),
  // Administrators only: everyone else is told it is not there. The matrix's admin gets as far
  // as the event's state (a stopped event is not an unlocked death) and changes nothing.
  'POST /api/admin/trigger-events/:id/reverse': (() => {
    const policy = eventStep((id) => `/api/admin/trigger-events/${id}/reverse`, 404);
    return { ...policy, expect: { ...policy.expect, admin: 409 } };
  })(),
};
