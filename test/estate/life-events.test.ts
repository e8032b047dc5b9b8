import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TInstrument,
  TInstrumentInput,
  TLifeEvent,
  TLifeEventInput,
} from '@shared/estate/estate-schemas';
import type { TActivityEntry } from '@shared/family/family-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember, newGuest } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

// Issue 14: life events bring the plan's next review forward; "today" is the app's fixed clock.
const clock = Date.parse('2026-11-25T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const EVENTS = '/api/estate/life-events';
const INSTRUMENTS = '/api/estate/instruments';

async function record(user: TestUser, input: TLifeEventInput, owner?: string) {
  const response = await user.client.post(`${EVENTS}${owner ? `?owner=${owner}` : ''}`, input);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { lifeEvent: TLifeEvent }).lifeEvent;
}

async function events(user: TestUser, ownerId = user.id): Promise<TLifeEvent[]> {
  const response = await user.client.get(`${EVENTS}?owners=${ownerId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { lifeEvents: TLifeEvent[] }).lifeEvents;
}

async function addInstrument(user: TestUser, input: TInstrumentInput): Promise<TInstrument> {
  const response = await user.client.post(INSTRUMENTS, input);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { instrument: TInstrument }).instrument;
}

async function instrument(user: TestUser, id: string): Promise<TInstrument | undefined> {
  const response = await user.client.get(`${INSTRUMENTS}?owners=${user.id}`);
  expect(response.status).toBe(200);
  const { instruments } = (await response.json()) as { instruments: TInstrument[] };
  return instruments.find((each) => each.id === id);
}

const signedWill = (signedOn: string, lastReviewedOn: string | null = null): TInstrumentInput => ({
  kind: 'will',
  variant: 'last_will',
  principalName: 'Maria Lopez',
  status: 'signed',
  signedOn,
  lastReviewedOn,
});

describe('life events', () => {
  it('are recorded, listed most recent first, changed and deleted', async () => {
    const owner = await newUser(t, { fullName: 'Maria Lopez' });
    const move = await record(owner, { kind: 'moved_state', occurredOn: '2025-08-15' });
    const wedding = await record(owner, {
      kind: 'marriage',
      occurredOn: '2026-06-01',
      note: 'Married Luis',
    });
    expect(wedding).toMatchObject({
      ownerId: owner.id,
      kind: 'marriage',
      occurredOn: '2026-06-01',
      note: 'Married Luis',
    });
    expect((await events(owner)).map((each) => each.id)).toEqual([wedding.id, move.id]);

    const changed = await owner.client.put(`${EVENTS}/${move.id}`, {
      kind: 'home_purchase',
      occurredOn: '2026-09-30',
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(((await changed.json()) as { lifeEvent: TLifeEvent }).lifeEvent).toMatchObject({
      id: move.id,
      kind: 'home_purchase',
      occurredOn: '2026-09-30',
      note: null,
    });
    expect((await events(owner)).map((each) => each.kind)).toEqual(['home_purchase', 'marriage']);

    expect((await owner.client.delete(`${EVENTS}/${move.id}`)).status).toBe(200);
    expect((await events(owner)).map((each) => each.id)).toEqual([wedding.id]);
  });

  it('are refused with plain messages: no kind, no date, or a date in the future', async () => {
    const owner = await newUser(t);
    const refused = async (body: unknown, fields: Record<string, string>) => {
      const response = await owner.client.post(EVENTS, body);
      expect(response.status, await response.clone().text()).toBe(400);
      expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual(
        fields,
      );
    };
    await refused({ kind: 'lottery', occurredOn: '2026-01-01' }, { kind: 'Choose what happened' });
    await refused({ kind: 'divorce' }, { occurredOn: 'Enter the date' });
    await refused(
      { kind: 'divorce', occurredOn: '2027-03-01' },
      { occurredOn: 'Enter a date that is not in the future' },
    );
    expect(await events(owner)).toEqual([]);
  });

  it('bring the next review of documents signed before them forward, and say why', async () => {
    const owner = await newUser(t, { fullName: 'Maria Lopez' });
    const will = await addInstrument(owner, signedWill('2024-05-10'));
    const reviewed = await addInstrument(owner, signedWill('2020-01-15', '2026-07-01'));
    const drafted = await addInstrument(owner, {
      kind: 'healthcare_poa',
      variant: 'standard',
      principalName: 'Maria Lopez',
      status: 'drafted',
    });
    expect(will).toMatchObject({ nextReviewOn: '2027-05-10', reviewReason: null });
    expect(reviewed).toMatchObject({ nextReviewOn: '2029-07-01', reviewReason: null });

    const wedding = await record(owner, { kind: 'marriage', occurredOn: '2026-06-01' });
    expect(await instrument(owner, will.id)).toMatchObject({
      nextReviewOn: '2026-06-01',
      reviewReason: 'Marriage on Jun 1, 2026',
    });
    // Reviewed after the wedding: the review took it into account.
    expect(await instrument(owner, reviewed.id)).toMatchObject({
      nextReviewOn: '2029-07-01',
      reviewReason: null,
    });
    // Never signed nor reviewed: nothing to review yet.
    expect(await instrument(owner, drafted.id)).toMatchObject({
      nextReviewOn: null,
      reviewReason: null,
    });

    // A later birth makes the reviewed will due too; the earlier wedding still leads the other.
    await record(owner, { kind: 'birth_or_adoption', occurredOn: '2026-10-02' });
    expect(await instrument(owner, reviewed.id)).toMatchObject({
      nextReviewOn: '2026-10-02',
      reviewReason: 'Birth or adoption on Oct 2, 2026',
    });
    expect((await instrument(owner, will.id))?.nextReviewOn).toBe('2026-06-01');

    // Reviewing the will after both events puts it back on its three-year cycle.
    const afterReview = await owner.client.put(`${INSTRUMENTS}/${will.id}`, {
      ...signedWill('2024-05-10', '2026-11-20'),
    });
    expect(afterReview.status).toBe(200);
    expect(await instrument(owner, will.id)).toMatchObject({
      nextReviewOn: '2029-11-20',
      reviewReason: null,
    });

    // Deleting the event deletes its effect.
    expect((await owner.client.delete(`${EVENTS}/${wedding.id}`)).status).toBe(200);
    expect((await instrument(owner, reviewed.id))?.nextReviewOn).toBe('2026-10-02');
  });

  it('make a copy of the plan’s list stale, so the new review date is fetched', async () => {
    const owner = await newUser(t);
    await addInstrument(owner, signedWill('2024-05-10'));
    const first = await owner.client.get(INSTRUMENTS);
    const etag = first.headers.get('etag') ?? '';
    expect((await owner.client.get(INSTRUMENTS, { 'If-None-Match': etag })).status).toBe(304);
    await record(owner, { kind: 'moved_state', occurredOn: '2026-04-04' });
    const fresh = await owner.client.get(INSTRUMENTS, { 'If-None-Match': etag });
    expect(fresh.status).toBe(200);
    const { instruments } = (await fresh.json()) as { instruments: TInstrument[] };
    expect(instruments[0]?.reviewReason).toBe('Move to another state on Apr 4, 2026');
  });

  it('of one household do not move another household’s reviews', async () => {
    const owner = await newUser(t);
    const neighbour = await newUser(t);
    const will = await addInstrument(owner, signedWill('2024-05-10'));
    await record(neighbour, { kind: 'divorce', occurredOn: '2025-02-02' });
    expect((await instrument(owner, will.id))?.nextReviewOn).toBe('2027-05-10');
  });

  it('are read by a viewer, written by a guest (logged), and hidden from everyone else', async () => {
    const owner = await newUser(t, { fullName: 'Olivia Owner' });
    const viewer = await newConnectedMember(t, owner, 'viewer');
    const guest = await newGuest(t, owner, 'Gabe Guest');
    const outsider = await newUser(t);

    const birth = await record(guest, { kind: 'birth_or_adoption', occurredOn: '2026-03-14' });
    expect(birth.ownerId).toBe(owner.id);
    expect((await events(viewer, owner.id)).map((each) => each.id)).toEqual([birth.id]);

    const viewerAdd = await viewer.client.post(`${EVENTS}?owner=${owner.id}`, {
      kind: 'divorce',
      occurredOn: '2026-01-01',
    });
    expect(viewerAdd.status).toBe(404);
    const viewerChange = await viewer.client.put(`${EVENTS}/${birth.id}`, {
      kind: 'divorce',
      occurredOn: '2026-01-01',
    });
    expect(viewerChange.status).toBe(404);
    expect((await viewer.client.delete(`${EVENTS}/${birth.id}`)).status).toBe(404);
    expect((await outsider.client.get(`${EVENTS}?owners=${owner.id}`)).status).toBe(404);
    expect((await outsider.client.delete(`${EVENTS}/${birth.id}`)).status).toBe(404);
    expect(await events(owner)).toEqual([birth]);

    const { entries } = (await (await owner.client.get('/api/family/activity')).json()) as {
      entries: TActivityEntry[];
    };
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorName: 'Gabe Guest',
        action: 'create',
        subject: 'estate',
        detail: 'Birth or adoption · Mar 14, 2026',
      }),
    );
  });
});
