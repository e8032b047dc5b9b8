import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TDataSource } from '@shared/family/family-schemas';
import { familySource, ownSource } from '@test/web/data-sources';
import { fakeApi } from '@test/web/fake-api';
import { sessionUser } from '@test/web/session-user';
import { familySourcesKey } from './family-sources';
import {
  dataSourcesFor,
  defaultSelection,
  resolveSelection,
  selectionWithoutSources,
  useOwnerSelection,
} from './owner-selection';
import { createQueryClient } from './query-client';
import { sessionKeys } from './session';
import { forgetViewedOwners } from './viewed-owners';

const source = (id: string, name: string, isSelf = false): TDataSource =>
  isSelf ? ownSource(id) : familySource(id, name);
const ME = source('me', 'My Account', true);
const MOM = source('mom', 'Rosa Diaz');
const DAD = source('dad', 'Luis Diaz');

/**
 * What a user is offered while the sources are not there (loading, or failed): their own
 * household alone, written out in full so a change to what it holds shows here.
 */
function ownFallback(id: string, { canWrite = true } = {}): TDataSource {
  return {
    id,
    name: 'My Account',
    isSelf: true,
    canWrite,
    canAdd: canWrite,
    hasPlan: true,
    role: 'owner',
    advisorGrant: null,
  };
}

const primary = sessionUser({ id: 'me' });
const guest = sessionUser({ id: 'me', accountType: 'guest', invitedBy: 'mom' });

describe('dataSourcesFor', () => {
  it("is the server's list, nothing while it loads, and one's own household if it failed", () => {
    expect(dataSourcesFor(primary, { data: [ME, MOM], isError: false })).toEqual([ME, MOM]);
    expect(dataSourcesFor(primary, { data: undefined, isError: false })).toBeNull();
    expect(dataSourcesFor(primary, { data: undefined, isError: true })).toEqual([
      ownFallback('me'),
    ]);
    expect(dataSourcesFor(guest, { data: undefined, isError: true })).toEqual([
      ownFallback('me', { canWrite: false }),
    ]);
    expect(dataSourcesFor(null, { data: undefined, isError: false })).toEqual([]);
  });

  it('leaves out the households without a plan while payment is required (issue 35)', () => {
    const lapsed = { ...ME, hasPlan: false };
    expect(dataSourcesFor(primary, { data: [lapsed, MOM], isError: false })).toEqual([MOM]);
  });
});

describe('defaultSelection', () => {
  it('opens the households that have a plan when one’s own has none (issue 35)', () => {
    expect(defaultSelection(primary, [MOM, DAD])).toEqual(['mom', 'dad']);
    expect(defaultSelection({ ...primary, invitedBy: 'mom' }, [MOM, DAD])).toEqual(['mom']);
    expect(defaultSelection(primary, [ME, MOM])).toEqual(['me']);
  });
});

describe('resolveSelection (spec §4 "Family view")', () => {
  it('keeps a choice that is still possible', () => {
    expect(resolveSelection(primary, [ME, MOM, DAD], ['mom', 'dad'])).toEqual(['mom', 'dad']);
  });

  it('drops a household that disappeared (access revoked) and keeps the rest', () => {
    expect(resolveSelection(primary, [ME, MOM], ['me', 'dad'])).toEqual(['me']);
  });

  it('falls back to the default when nothing chosen is left', () => {
    expect(resolveSelection(primary, [ME], ['dad'])).toEqual(['me']);
    expect(resolveSelection({ ...primary, invitedBy: 'mom' }, [ME, MOM], ['dad'])).toEqual([
      'me',
      'mom',
    ]);
    expect(resolveSelection(primary, [ME], null)).toEqual(['me']);
  });

  it("never selects a guest's own household", () => {
    expect(resolveSelection(guest, [ME, MOM], ['me'])).toEqual(['mom']);
  });
});

describe('defaultSelection for a guest whose inviter is gone', () => {
  it('is the other households they still view, else their own', () => {
    expect(defaultSelection(guest, [ME, DAD])).toEqual(['dad']);
    expect(defaultSelection(guest, [ME])).toEqual(['me']);
  });
});

function renderSelection(user: TSessionUser) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(sessionKeys.all, { user, signedOutReason: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useOwnerSelection(), { wrapper }), queryClient };
}

describe('selectionWithoutSources', () => {
  it('is the own household for a primary user with no inviter who chose nothing else', () => {
    expect(selectionWithoutSources(primary, null)).toEqual(['me']);
    expect(selectionWithoutSources(primary, ['me'])).toEqual(['me']);
  });

  it('waits for the sources for a guest, someone invited, or a choice of other households', () => {
    expect(selectionWithoutSources(guest, null)).toBeNull();
    expect(selectionWithoutSources(sessionUser({ id: 'me', invitedBy: 'mom' }), null)).toBeNull();
    expect(selectionWithoutSources(primary, ['me', 'dad'])).toBeNull();
  });
});

describe('useOwnerSelection', () => {
  // The choice lives in a module-level store for the tab; a test starts from none, as after sign-out.
  afterEach(() => forgetViewedOwners());

  it("selects a primary user's own household before the sources answer, and keeps it after", async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      'GET /api/family/sources': async () => {
        await arrived;
        return { sources: [source('u-d', 'My Account', true), DAD] };
      },
    });
    const { result } = renderSelection(sessionUser({ id: 'u-d' }));
    expect(result.current.selected).toEqual(['u-d']);
    expect(result.current.sources).toEqual([ownFallback('u-d')]);
    answer();
    await waitFor(() => expect(result.current.sources).toHaveLength(2));
    expect(result.current.selected).toEqual(['u-d']);
  });

  it('offers the households from GET /api/family/sources, selecting nothing until they arrive', async () => {
    const user = sessionUser({ id: 'u-a', invitedBy: 'mom' });
    fakeApi({
      'GET /api/family/sources': () => ({ sources: [source('u-a', 'My Account', true), MOM] }),
    });
    const { result } = renderSelection(user);
    expect(result.current.selected).toEqual([]);
    await waitFor(() =>
      expect(result.current.sources.map((s) => s.name)).toEqual(['My Account', 'Rosa Diaz']),
    );
    expect(result.current.selected).toEqual(['u-a', 'mom']);
  });

  it('goes back to the default when the chosen household is revoked', async () => {
    const user = sessionUser({ id: 'u-b' });
    let sources = [source('u-b', 'My Account', true), DAD];
    fakeApi({ 'GET /api/family/sources': () => ({ sources }) });
    const { result, queryClient } = renderSelection(user);
    await waitFor(() => expect(result.current.selected).toEqual(['u-b']));
    act(() => result.current.toggle('dad'));
    act(() => result.current.toggle('u-b'));
    expect(result.current.selected).toEqual(['dad']);

    sources = [source('u-b', 'My Account', true)];
    await act(() => queryClient.invalidateQueries({ queryKey: familySourcesKey }));
    await waitFor(() => expect(result.current.selected).toEqual(['u-b']));
  });

  it("still shows one's own household when the sources cannot be loaded", async () => {
    fakeApi({});
    const { result } = renderSelection(sessionUser({ id: 'u-c' }));
    await waitFor(() => expect(result.current.selected).toEqual(['u-c']));
    expect(result.current.sources).toEqual([ownFallback('u-c')]);
  });
});
