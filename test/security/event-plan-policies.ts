import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eventTasks, executorLogEntries, triggerEvents } from '@server/db/schema';
import { materializePlan } from '@server/modules/event-plan/materialize-plan';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import type { TEventPlan, TRunway } from '@shared/triggering-event/plan-schemas';
import { TEST_ENCRYPTION_KEY } from '@test/harness/test-app';
import type { Actor, Policy, World } from './authorization-policies';

type Request = Awaited<ReturnType<Policy['request']>>;

/**
 * Issue 15's plan routes in the authorization matrix: the plan and its letters, the executor log
 * and the runway read by whoever reads the household; tasks and the log changed by whoever may
 * change it; the preview the owner's alone.
 *
 * The owner's event is unlocked only while a request is made, and re-locked when its check is
 * done: other policies (reporting an event) need the owner's household free of an active event.
 */
const READERS = {
  owner: 200,
  guest: 200,
  viewer: 200,
  unrelated: 404,
  revoked: 404,
  signedOut: 401,
};
const WRITERS = {
  owner: 200,
  guest: 200,
  viewer: 404,
  unrelated: 404,
  revoked: 404,
  signedOut: 401,
};

let eventId = '';

/** The owner's event, with its plan written from the household's records. */
async function ownersEvent(world: World): Promise<string> {
  if (!eventId) {
    const db = world.t.database.db;
    const [row] = await db
      .insert(triggerEvents)
      .values({
        userId: world.owner.id,
        kind: 'death',
        status: 'relocked',
        reporterName: world.guest.fullName,
        eventDate: '2026-01-15',
        waitHours: 3,
        unlocksAt: new Date(),
        unlockedAt: new Date(),
      })
      .returning({ id: triggerEvents.id });
    eventId = row!.id;
    const written = await materializePlan(
      { db, cipher: createFieldCipher(TEST_ENCRYPTION_KEY), now: () => new Date() },
      { id: eventId, ownerId: world.owner.id, kind: 'death', eventDate: '2026-01-15' },
    );
    expect(written).toBeGreaterThan(0);
  }
  return eventId;
}

async function setStatus(world: World, status: 'unlocked' | 'relocked'): Promise<void> {
  await world.t.database.db
    .update(triggerEvents)
    .set({ status })
    .where(eq(triggerEvents.id, eventId));
}

/** The event, unlocked for the request that follows. */
async function unlocked(world: World): Promise<string> {
  const id = await ownersEvent(world);
  await setStatus(world, 'unlocked');
  return id;
}

async function taskId(world: World, templateKey: string): Promise<string> {
  const [row] = await world.t.database.db
    .select({ id: eventTasks.id })
    .from(eventTasks)
    .where(and(eq(eventTasks.eventId, eventId), eq(eventTasks.templateKey, templateKey)))
    .limit(1);
  return row!.id;
}

/** A route on the unlocked event; the event is re-locked once the answer is checked. */
function onUnlocked(
  expected: Policy['expect'],
  request: (world: World, actor: Actor) => Promise<Request>,
  check?: Policy['verify'],
): Policy {
  return {
    expect: expected,
    async request(world, actor) {
      await unlocked(world);
      return request(world, actor);
    },
    async verify(world, actor, response) {
      try {
        await check?.(world, actor, response);
      } finally {
        await setStatus(world, 'relocked');
      }
    },
  };
}

async function notesOf(world: World, id: string): Promise<string | null> {
  const [row] = await world.t.database.db
    .select({ notes: eventTasks.notes })
    .from(eventTasks)
    .where(eq(eventTasks.id, id));
  return row?.notes ?? null;
}

/** A log entry the owner wrote, for the removal route. */
async function ownersLogEntry(world: World): Promise<string> {
  const [row] = await world.t.database.db
    .insert(executorLogEntries)
    .values({
      userId: world.owner.id,
      eventId,
      actorId: world.owner.id,
      actorName: world.owner.fullName,
      workedOn: '2026-01-20',
      minutes: 30,
      description: 'Written by the owner',
    })
    .returning({ id: executorLogEntries.id });
  return row!.id;
}

async function logEntryExists(world: World, id: string): Promise<boolean> {
  const [row] = await world.t.database.db
    .select({ id: executorLogEntries.id })
    .from(executorLogEntries)
    .where(eq(executorLogEntries.id, id));
  return row !== undefined;
}

let patchedTask = '';
let removedEntry = '';

export const EVENT_PLAN_POLICIES: Record<string, Policy> = {
  'GET /api/triggering-event/events/:id/plan': onUnlocked(
    READERS,
    async (world) => ({
      method: 'GET',
      path: `/api/triggering-event/events/${await ownersEvent(world)}/plan`,
    }),
    async (world, actor, response) => {
      if (response.status !== 200) return;
      const plan = (await response.json()) as TEventPlan;
      expect(plan.ownerId).toBe(world.owner.id);
      expect(plan.canWork, `${actor} may work the plan`).toBe(['owner', 'guest'].includes(actor));
    },
  ),
  // The owner's own household only: nobody previews someone else's plan.
  'GET /api/triggering-event/preview': {
    expect: { ...WRITERS, guest: 404 },
    request: (world) => ({
      method: 'GET',
      path: `/api/triggering-event/preview?owner=${world.owner.id}&kind=death`,
    }),
  },
  'PATCH /api/triggering-event/tasks/:id': onUnlocked(
    WRITERS,
    async (world, actor) => {
      await ownersEvent(world);
      patchedTask = await taskId(world, 'funeral');
      return {
        method: 'PATCH',
        path: `/api/triggering-event/tasks/${patchedTask}`,
        body: { notes: `Changed by ${actor}` },
      };
    },
    async (world, actor, response) => {
      const notes = await notesOf(world, patchedTask);
      if (response.status === 200) expect(notes).toBe(`Changed by ${actor}`);
      else expect(notes, `${actor} must not have changed the task`).not.toBe(`Changed by ${actor}`);
    },
  ),
  'GET /api/triggering-event/tasks/:id/letter': onUnlocked(READERS, async (world) => {
    await ownersEvent(world);
    return {
      method: 'GET',
      path: `/api/triggering-event/tasks/${await taskId(world, 'credit_bureau')}/letter?option=equifax`,
    };
  }),
  'GET /api/triggering-event/events/:id/log': onUnlocked(READERS, async (world) => ({
    method: 'GET',
    path: `/api/triggering-event/events/${await ownersEvent(world)}/log`,
  })),
  'POST /api/triggering-event/events/:id/log': onUnlocked(
    { ...WRITERS, owner: 201, guest: 201 },
    async (world, actor) => ({
      method: 'POST',
      path: `/api/triggering-event/events/${await ownersEvent(world)}/log`,
      body: { workedOn: '2026-01-20', minutes: 15, expenseCents: 0, description: `By ${actor}` },
    }),
    async (world, actor, response) => {
      const [row] = await world.t.database.db
        .select({ id: executorLogEntries.id })
        .from(executorLogEntries)
        .where(eq(executorLogEntries.description, `By ${actor}`));
      expect(row !== undefined, `${actor} and the log`).toBe(response.status === 201);
    },
  ),
  // Its author or the owner: the guest may work the plan but did not write the owner's entry.
  'DELETE /api/triggering-event/log/:id': onUnlocked(
    { ...WRITERS, guest: 404 },
    async (world) => {
      await ownersEvent(world);
      removedEntry = await ownersLogEntry(world);
      return { method: 'DELETE', path: `/api/triggering-event/log/${removedEntry}` };
    },
    async (world, actor, response) => {
      expect(await logEntryExists(world, removedEntry), `${actor} and the entry`).toBe(
        response.status !== 200,
      );
    },
  ),
  'GET /api/triggering-event/runway': {
    expect: READERS,
    request: (world) => ({
      method: 'GET',
      path: `/api/triggering-event/runway?owner=${world.owner.id}`,
    }),
    async verify(world, _actor, response) {
      if (response.status !== 200) return;
      expect(((await response.json()) as TRunway).ownerId).toBe(world.owner.id);
    },
  },
};
