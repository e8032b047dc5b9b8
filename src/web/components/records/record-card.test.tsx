import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TDataSource } from '@shared/family/family-schemas';
import { advisorSource, familySource, ownSource } from '@test/web/data-sources';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { RecordCard } from './record-card';
import { RecordDetail } from './record-detail';
import { RecordFigure } from './record-figure';

/** Signs in `id` with its own household and `others`; each test has its own ids, as the selection outlives a render. */
function renderCard(id: string, card: ReactElement, others: TDataSource[] = []) {
  fakeApi({ 'GET /api/family/sources': () => ({ sources: [ownSource(id), ...others] }) });
  return renderRoute(card, '/accounts', { signedInAs: sessionUser({ id }) });
}

describe('RecordCard', () => {
  it('shows the kind, title, subtitle, figure, masked number, details and notes', async () => {
    const user = userEvent.setup();
    const reveal = vi.fn(() => Promise.resolve('000123454321'));
    renderCard(
      'rc-1',
      <RecordCard
        kind="Credit Card"
        title="Sapphire"
        name="Chase Sapphire"
        ownerId="rc-1"
        subtitle="Chase"
        figure={<RecordFigure value="$1,200.00" caption="owed" owed />}
        numberLast4="4321"
        revealNumber={reveal}
        details={
          <>
            <RecordDetail term="Owner" emptyText="Not set">
              {null}
            </RecordDetail>
            <RecordDetail term="Beneficiary">Lucas Rivera</RecordDetail>
          </>
        }
        notes="Paid off monthly"
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Sapphire' });
    expect(within(card).getByText('Credit Card')).toBeVisible();
    expect(within(card).getByText('Chase')).toBeVisible();
    expect(within(card).getByText('$1,200.00')).toHaveClass('text-destructive');
    expect(within(card).getByText('owed')).toBeVisible();
    expect(within(card).getByText('Owner').nextElementSibling).toHaveTextContent('Not set');
    expect(within(card).getByText('Beneficiary').nextElementSibling).toHaveTextContent(
      'Lucas Rivera',
    );
    expect(within(card).getByText('Notes').nextElementSibling).toHaveTextContent(
      'Paid off monthly',
    );
    expect(within(card).getByText('Account number').nextElementSibling).toHaveTextContent(
      '****4321',
    );

    await user.click(
      within(card).getByRole('button', { name: 'Show account number of Chase Sapphire' }),
    );
    expect(await within(card).findByText('000123454321')).toBeVisible();
    expect(reveal).toHaveBeenCalledOnce();
  });

  it('calls the number what the card says it is, and leaves out notes and number it has not', async () => {
    renderCard(
      'rc-2',
      <RecordCard
        title="Northwestern Mutual"
        name="Northwestern Mutual Term life policy"
        ownerId="rc-2"
        numberTerm="Policy number"
        numberLast4={null}
        revealNumber={() => Promise.resolve(null)}
        notes={null}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Northwestern Mutual' });
    expect(within(card).getByText('Policy number').nextElementSibling).toHaveTextContent(
      'Not recorded',
    );
    expect(within(card).queryByText('Notes')).toBeNull();
    expect(within(card).queryByText('Account number')).toBeNull();
  });

  it('shows only the masked number where the household keeps numbers hidden', async () => {
    renderCard(
      'rc-3',
      <RecordCard
        title="Everyday Checking"
        name="Chase Everyday Checking"
        ownerId="client-3"
        numberLast4="1234"
        revealNumber={() => Promise.resolve('991234')}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
      [advisorSource('client-3', 'Olivia Owner', { sections: ['accounts'] })],
    );
    const card = await screen.findByRole('article', { name: 'Everyday Checking' });
    await waitFor(() => expect(within(card).queryByRole('button', { name: /^Show / })).toBeNull());
    expect(within(card).getByText('****1234')).toBeVisible();
  });

  it('offers Edit and Delete, named by the record, to who may change its household', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderCard(
      'rc-4',
      <RecordCard
        title="Wells Fargo"
        name="Wells Fargo Mortgage"
        ownerId="rc-4"
        actions={<button type="button">Payoff schedule</button>}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Wells Fargo Mortgage' }));
    expect(onEdit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Delete Wells Fargo Mortgage' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Payoff schedule' })).toBeVisible();
  });

  it('shows a viewer neither Edit nor Delete', async () => {
    renderCard(
      'rc-5',
      <>
        <RecordCard
          title="Rosa's home"
          name="Rosa's home"
          ownerId="rosa-5"
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />
        <RecordCard
          title="My home"
          name="My home"
          ownerId="rc-5"
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />
      </>,
      [familySource('rosa-5', 'Rosa Diaz', 'viewer')],
    );
    // Once the households are known, the own card offers Edit; the viewed one does not.
    expect(await screen.findByRole('button', { name: 'Edit My home' })).toBeVisible();
    const viewed = screen.getByRole('article', { name: "Rosa's home" });
    expect(within(viewed).queryByRole('button')).toBeNull();
  });

  it('can be linked to: its anchor id names it, and it takes focus', async () => {
    renderCard(
      'rc-6',
      <RecordCard
        title="Northwestern Mutual"
        name="Northwestern Mutual Term life policy"
        ownerId="rc-6"
        anchorId="policy-9"
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Northwestern Mutual' });
    expect(card).toHaveAttribute('id', 'policy-9');
    card.focus();
    expect(card).toHaveFocus();
  });
});
