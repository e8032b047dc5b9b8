import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecordGroup } from './record-group';
import { useGroupFilter } from './use-group-filter';

type Group = { kind: 'home' | 'car'; label: string; items: string[] };

const HOMES: Group = { kind: 'home', label: 'Homes', items: ['Oak St', 'Main St'] };
const CARS: Group = { kind: 'car', label: 'Cars', items: ['CR-V'] };

describe('RecordGroup', () => {
  it('lists its cards in a section named by its heading, with what goes beside it', () => {
    render(
      <RecordGroup
        headingId="homes-heading"
        title="Homes"
        aside={<p>2 homes</p>}
        items={HOMES.items}
        renderItem={(item) => <article key={item} aria-label={item} />}
      />,
    );
    const section = screen.getByRole('region', { name: 'Homes' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Homes' })).toBeVisible();
    expect(within(section).getByText('2 homes')).toBeVisible();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
  });

  it('heads a group inside a section one level down', () => {
    render(
      <RecordGroup
        headingId="policies-life"
        level={3}
        title="Life"
        items={['Northwestern Mutual']}
        renderItem={(item) => <article key={item} />}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Life' })).toBeVisible();
  });

  it('says so when it has nothing', () => {
    render(
      <RecordGroup
        headingId="vehicles-heading"
        title="Vehicles"
        items={[]}
        renderItem={() => null}
        emptyText="No vehicles yet."
      />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Vehicles' })).getByText('No vehicles yet.'),
    ).toBeVisible();
  });
});

function FilteredGroups({ groups }: { groups: Group[] }) {
  const { active, setFilter, shown } = useGroupFilter(groups, (group) => group.kind);
  return (
    <>
      <p>Showing {active}</p>
      {groups.map((group) => (
        <button key={group.kind} onClick={() => setFilter(group.kind)}>
          {group.label}
        </button>
      ))}
      {shown.map((group) => (
        <h2 key={group.kind}>{group.label}</h2>
      ))}
    </>
  );
}

describe('useGroupFilter', () => {
  it('shows every group, or the one chosen', async () => {
    const user = userEvent.setup();
    render(<FilteredGroups groups={[HOMES, CARS]} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Homes',
      'Cars',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cars' }));
    expect(screen.getByText('Showing car')).toBeVisible();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Cars']);
  });

  it('shows every group again when the chosen one is gone', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FilteredGroups groups={[HOMES, CARS]} />);
    await user.click(screen.getByRole('button', { name: 'Cars' }));
    rerender(<FilteredGroups groups={[HOMES]} />);
    expect(screen.getByText('Showing all')).toBeVisible();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Homes']);
  });
});
