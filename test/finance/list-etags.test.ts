import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember } from '@test/harness/family';
import { PNG, uploadDocument } from '@test/harness/documents';

let t: TestApp;
let owner: TestUser;
let neighbour: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  neighbour = await newUser(t, { fullName: 'Nora Neighbour' });
});
afterAll(() => t.close());

/** Each household list and a write that changes it. */
const LISTS: Array<{ path: string; add: (user: TestUser) => Promise<unknown> }> = [
  {
    path: '/api/expenses',
    add: (user) => user.client.post('/api/expenses', { category: 'other', vendor: 'Netflix' }),
  },
  {
    path: '/api/assets',
    add: (user) =>
      user.client.post('/api/assets', {
        type: 'checking',
        institutionName: 'First Bank',
        accountName: 'Everyday',
        balanceCents: 100,
      }),
  },
  {
    path: '/api/loans',
    add: (user) => user.client.post('/api/loans', { loanType: 'auto', lender: 'Credit Union' }),
  },
  {
    path: '/api/properties',
    add: (user) =>
      user.client.post('/api/properties', {
        kind: 'vehicle',
        year: 2021,
        make: 'Honda',
        model: 'CR-V',
        estimatedValueCents: 2_400_000,
      }),
  },
  {
    path: '/api/documents',
    add: (user) => uploadDocument(user.client, { bytes: PNG, name: 'card.png' }),
  },
];

async function etagOf(user: TestUser, path: string): Promise<string> {
  const response = await user.client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  return etag!;
}

function ifNoneMatch(user: TestUser, path: string, etag: string): Promise<Response> {
  return user.client.get(path, { 'If-None-Match': etag });
}

describe.each(LISTS)('$path', ({ path, add }) => {
  it('answers an unchanged list with 304 and no body, until a write in the household changes it', async () => {
    const before = await etagOf(owner, path);
    const unchanged = await ifNoneMatch(owner, path, before);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(before);
    expect(await unchanged.text()).toBe('');

    // A write in another household leaves this one's tag alone.
    const added = (await add(neighbour)) as Response | object;
    if (added instanceof Response) expect(added.status).toBe(201);
    expect((await ifNoneMatch(owner, path, before)).status).toBe(304);

    const ownAdded = (await add(owner)) as Response | object;
    if (ownAdded instanceof Response) expect(ownAdded.status).toBe(201);
    const changed = await ifNoneMatch(owner, path, before);
    expect(changed.status).toBe(200);
    const after = changed.headers.get('etag');
    expect(after).not.toBe(before);
    expect((await ifNoneMatch(owner, path, after!)).status).toBe(304);
  });
});

describe('list ETags', () => {
  it('differ by list and by the households selected', async () => {
    const member = await newConnectedMember(t, owner, 'guest');
    const ownersList = await etagOf(member, `/api/expenses?owners=${owner.id}`);
    expect(await etagOf(member, `/api/assets?owners=${owner.id}`)).not.toBe(ownersList);
    expect(await etagOf(member, `/api/expenses?owners=${owner.id},${member.id}`)).not.toBe(
      ownersList,
    );
    // A member's write in the owner's household changes the owner's tag too.
    const before = await etagOf(owner, '/api/expenses');
    expect(
      (
        await member.client.post(`/api/expenses?owner=${owner.id}`, {
          category: 'other',
          vendor: 'Spotify',
        })
      ).status,
    ).toBe(201);
    expect((await ifNoneMatch(owner, '/api/expenses', before)).status).toBe(200);
  });

  it('never answer another household 304 for a tag it did not get', async () => {
    const ownersTag = await etagOf(owner, '/api/expenses');
    const response = await ifNoneMatch(neighbour, '/api/expenses', ownersTag);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { expenses: Array<{ vendor: string }> };
    expect(body.expenses.every((expense) => expense.vendor !== 'Spotify')).toBe(true);
  });
});

describe('the obligations list kept by its ETag', () => {
  type Listed = { expenses: Array<{ id: string; vendor: string }> };
  const vendors = async (user: TestUser, path = '/api/expenses') => {
    const response = await user.client.get(path);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Listed;
    return { etag: response.headers.get('etag'), vendors: body.expenses.map((e) => e.vendor) };
  };

  it('is read again as it is until a write of any kind changes it, and then shows the write', async () => {
    const user = await newUser(t, { fullName: 'Kept Answers' });
    const { expense: created } = (await (
      await user.client.post('/api/expenses', { category: 'other', vendor: 'Hulu' })
    ).json()) as { expense: { id: string } };
    const first = await vendors(user);
    expect(first.vendors).toEqual(['Hulu']);
    // Read again, from the kept answer: the same tag and bytes.
    expect(await vendors(user)).toEqual(first);

    const renamed = await user.client.put(`/api/expenses/${created.id}`, {
      category: 'other',
      vendor: 'Hulu Live',
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const afterRename = await vendors(user);
    expect(afterRename.vendors).toEqual(['Hulu Live']);
    expect(afterRename.etag).not.toBe(first.etag);

    const imported = await user.client.post('/api/expenses/import', {
      csv: 'category,vendor\nother,Disney Plus',
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect((await vendors(user)).vendors.sort()).toEqual(['Disney Plus', 'Hulu Live']);

    const member = await newConnectedMember(t, user, 'guest');
    const byMember = await member.client.post(`/api/expenses?owner=${user.id}`, {
      category: 'other',
      vendor: 'Peacock',
    });
    expect(byMember.status).toBe(201);
    expect((await vendors(user)).vendors.sort()).toEqual(['Disney Plus', 'Hulu Live', 'Peacock']);
    // Another selection of households is another answer, never this one.
    const both = await vendors(member, `/api/expenses?owners=${user.id},${member.id}`);
    expect(both.vendors.sort()).toEqual(['Disney Plus', 'Hulu Live', 'Peacock']);
    expect(both.etag).not.toBe((await vendors(user)).etag);

    expect((await user.client.delete(`/api/expenses/${created.id}`)).status).toBe(200);
    expect((await vendors(user)).vendors.sort()).toEqual(['Disney Plus', 'Peacock']);
  });
});
