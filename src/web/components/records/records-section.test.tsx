import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { familySource, guestOwn, ownSource } from '@test/web/data-sources';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { RecordsPage } from './records-page';
import { RecordsSection } from './records-section';

type Item = { id: string; name: string };

function query(state: Partial<{ data: Item[]; isPending: boolean; isError: boolean }>) {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

/** A screen of items whose every part says which state and dialog it is in. */
function ItemsPage({ list }: { list: ReturnType<typeof query> }) {
  return (
    <RecordsPage<Item, Item | null, 'details'>
      title="Items"
      description="Every item the family keeps."
      query={list}
      addLabel="Add item"
      addRequest={null}
      loading={<p>Loading items…</p>}
      errorTitle="We couldn't load your items"
      empty={({ add }) => (add ? <button onClick={add}>Add your first item</button> : <p>None</p>)}
      form={(item, close) => (
        <div role="dialog" aria-label={item ? `Edit ${item.name}` : 'New item'}>
          <button onClick={close}>Close</button>
        </div>
      )}
      deleteDialog={(item) => <div role="dialog" aria-label={`Delete ${item.name}?`} />}
      dialogs={{ details: (item) => <div role="dialog" aria-label={`About ${item.name}`} /> }}
    >
      {(items, { openForm, remove, open }) =>
        items.map((item) => (
          <p key={item.id}>
            {item.name}
            <button onClick={() => openForm(item)}>Edit {item.name}</button>
            <button onClick={() => remove(item)}>Delete {item.name}</button>
            <button onClick={() => open('details', item)}>About {item.name}</button>
          </p>
        ))
      }
    </RecordsPage>
  );
}

/** Signs in `id`; each test has its own ids, as the household selection outlives a render. */
function renderAs(id: string, page: ReactElement, { viewer = false } = {}) {
  fakeApi({
    'GET /api/family/sources': () => ({
      sources: viewer
        ? [guestOwn(id), familySource(`rosa-${id}`, 'Rosa Diaz', 'viewer')]
        : [ownSource(id)],
    }),
  });
  const user = viewer
    ? sessionUser({ id, accountType: 'guest', invitedBy: `rosa-${id}` })
    : sessionUser({ id });
  return renderRoute(page, '/items', { signedInAs: user });
}

describe('RecordsPage', () => {
  it('names the page and shows the loading shape while the list loads', () => {
    renderAs('rs-1', <ItemsPage list={query({ isPending: true })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
    expect(screen.getByText('Loading items…')).toBeVisible();
    expect(document.title).toContain('Items');
  });

  it('says when the list could not load, and tries again', async () => {
    const user = userEvent.setup();
    const failed = query({ isError: true });
    renderAs('rs-2', <ItemsPage list={failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your items");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('opens the add form from the header and from the empty state', async () => {
    const user = userEvent.setup();
    renderAs('rs-3', <ItemsPage list={query({ data: [] })} />);
    await user.click(await screen.findByRole('button', { name: 'Add your first item' }));
    const dialog = screen.getByRole('dialog', { name: 'New item' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('dialog', { name: 'New item' })).toBeVisible();
  });

  it('opens one dialog at a time for an item: its form, its delete, or its own', async () => {
    const user = userEvent.setup();
    renderAs('rs-4', <ItemsPage list={query({ data: [{ id: 'a', name: 'Atlas' }] })} />);
    await user.click(screen.getByRole('button', { name: 'Edit Atlas' }));
    expect(screen.getByRole('dialog', { name: 'Edit Atlas' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete Atlas' }));
    expect(screen.getByRole('dialog', { name: 'Delete Atlas?' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Edit Atlas' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'About Atlas' }));
    expect(screen.getAllByRole('dialog')).toEqual([
      screen.getByRole('dialog', { name: 'About Atlas' }),
    ]);
  });

  it('tells a viewer "View only" instead of offering Add', async () => {
    renderAs('rs-5', <ItemsPage list={query({ data: [] })} />, { viewer: true });
    expect(await screen.findByText('View only')).toBeVisible();
    expect(screen.getByText('None')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });
});

describe('RecordsSection', () => {
  it('lays out its header, states and dialogs in the page around it, with no page header', async () => {
    const user = userEvent.setup();
    renderAs(
      'rs-6',
      <section aria-label="Policies">
        <RecordsSection<Item, Item | null>
          query={query({ data: [{ id: 'b', name: 'Beacon' }] })}
          addRequest={null}
          header={(list, { add }) => (
            <h2>
              {list.length} policies{add && <button onClick={add}>Add policy</button>}
            </h2>
          )}
          loading={<p>Loading…</p>}
          errorTitle="We couldn't load your policies"
          empty={() => <p>No policies yet</p>}
          form={() => <div role="dialog" aria-label="New policy" />}
          deleteDialog={() => null}
        >
          {(list) => list.map((item) => <p key={item.id}>{item.name}</p>)}
        </RecordsSection>
      </section>,
    );
    const section = screen.getByRole('region', { name: 'Policies' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('1 policies');
    expect(within(section).getByText('Beacon')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await user.click(await within(section).findByRole('button', { name: 'Add policy' }));
    expect(within(section).getByRole('dialog', { name: 'New policy' })).toBeVisible();
  });
});
