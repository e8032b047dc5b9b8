import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { formatMoment } from '../lib/family-dates';
import { familyApi } from '../family-api.test-helper';
import { activity, household, member } from '../family-fixtures.test-helper';
import { FamilyPage } from './family-page';
import { expectToast } from '@test/web/expect-toast';

function renderFamily() {
  return renderRoute(<FamilyPage />, '/settings/family', { signedInAs: sessionUser() });
}

describe('FamilyPage: who has access', () => {
  it('lists the members and changes what one may do', async () => {
    const user = userEvent.setup();
    const server = familyApi({ members: [member()] });
    renderFamily();
    const members = await screen.findByRole('region', { name: 'People with access' });
    expect(await within(members).findByText('Sam Rivera')).toBeVisible();
    expect(within(members).getByText('sam@example.com')).toBeVisible();
    const access = within(members).getByLabelText('Access for Sam Rivera');
    expect(access).toHaveDisplayValue('Can view and edit');

    await user.selectOptions(access, 'Can view only');
    await expectToast('Access updated');
    expect(screen.getByText("Sam Rivera can now only view your household's data.")).toBeVisible();
    expect(server.bodiesOf('PATCH /api/family/members/user-2')).toEqual([{ role: 'viewer' }]);
    expect(access).toHaveDisplayValue('Can view only');
  });

  it('puts the role back and says so when the change fails', async () => {
    const user = userEvent.setup();
    familyApi(
      { members: [member()] },
      {
        'PATCH /api/family/members/user-2': () =>
          apiError(404, 'NOT_FOUND', 'This person no longer has access.'),
      },
    );
    renderFamily();
    const access = await screen.findByLabelText('Access for Sam Rivera');
    await user.selectOptions(access, 'Can view only');
    expect(await screen.findByText("Couldn't change their access")).toBeVisible();
    await waitFor(() => expect(access).toHaveDisplayValue('Can view and edit'));
  });

  it("removes a member's access after confirmation", async () => {
    const user = userEvent.setup();
    const server = familyApi({ members: [member()] });
    renderFamily();
    await user.click(await screen.findByRole('button', { name: 'Remove access for Sam Rivera' }));
    const dialog = screen.getByRole('alertdialog', { name: "Remove Sam Rivera's access?" });
    expect(dialog).toHaveTextContent('They lose access on their next request.');
    expect(server.callsTo('DELETE /api/family/members/user-2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));

    await expectToast('Access removed');
    expect(server.callsTo('DELETE /api/family/members/user-2')).toHaveLength(1);
    expect(await screen.findByText("Nobody else can see your household's data yet.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The button that opened the dialog went with the row: focus lands on the page's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Family' })).toHaveFocus(),
    );
  });

  it('keeps the dialog open and toasts when removing fails', async () => {
    const user = userEvent.setup();
    familyApi(
      { members: [member()] },
      { 'DELETE /api/family/members/user-2': () => apiError(500, 'INTERNAL', 'Database down') },
    );
    renderFamily();
    await user.click(await screen.findByRole('button', { name: 'Remove access for Sam Rivera' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(await screen.findByText("Couldn't remove access")).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('leaves a household after confirmation', async () => {
    const user = userEvent.setup();
    const server = familyApi({ households: [household()] });
    renderFamily();
    const households = await screen.findByRole('region', { name: 'Households you can view' });
    expect(within(households).getByRole('cell', { name: 'Rosa Diaz' })).toBeVisible();
    expect(within(households).getByRole('cell', { name: 'Can view only' })).toBeVisible();
    await user.click(
      within(households).getByRole('button', { name: "Leave Rosa Diaz's household" }),
    );
    const dialog = screen.getByRole('alertdialog', { name: "Leave Rosa Diaz's household?" });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expectToast('You left the household');
    expect(server.callsTo('DELETE /api/family/households/user-9')).toHaveLength(1);
    expect(
      await screen.findByText(/When a family member invites you and you accept/),
    ).toBeVisible();
  });
});

describe('FamilyPage: activity', () => {
  it('lists who did what and when, newest first as the server sends it', async () => {
    const entries = [
      activity({ id: 'a-4', action: 'create', subject: 'loans', detail: 'Chase Mortgage' }),
      activity({ id: 'a-3', action: 'delete', subject: 'assets', detail: 'Old savings' }),
      activity({ id: 'a-2', action: 'view', subject: 'expenses' }),
      activity({
        id: 'a-1',
        at: '2026-03-01T09:05:00.000Z',
        action: 'sign_in',
        subject: null,
        isYou: true,
        actorId: 'user-1',
        actorName: 'Maria Rivera',
      }),
    ];
    familyApi({}, { 'GET /api/family/activity': () => ({ entries }) });
    renderFamily();
    const log = await screen.findByRole('table');
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(5));
    const rows = within(log)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      [formatMoment(entries[0]!.at), 'Sam Rivera', 'Added to Loans', 'Chase Mortgage'],
      [
        formatMoment(entries[1]!.at),
        'Sam Rivera',
        'Deleted from Financial Accounts',
        'Old savings',
      ],
      [formatMoment(entries[2]!.at), 'Sam Rivera', 'Viewed Monthly Expenses', '—'],
      [formatMoment(entries[3]!.at), 'You', 'Signed in', '—'],
    ]);
    expect(
      within(log)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'What', 'Detail']);
    expect(log.querySelector('time')).toHaveAttribute('datetime', entries[0]!.at);
  });

  it('labels a revealed account number and a CSV export as what they are', async () => {
    const entries = [
      activity({
        id: 'a-2',
        action: 'reveal',
        subject: 'assets',
        detail: 'Chase - Everyday, ending 9876',
      }),
      activity({
        id: 'a-1',
        action: 'export',
        subject: 'expenses',
        detail: '28 obligations in a CSV file',
      }),
    ];
    familyApi({}, { 'GET /api/family/activity': () => ({ entries }) });
    renderFamily();
    const log = await screen.findByRole('table');
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(3));
    const [reveal, csv] = within(log).getAllByRole('row').slice(1);
    expect(
      within(reveal!).getByRole('cell', {
        name: 'Revealed a full account number in Financial Accounts',
      }),
    ).toBeVisible();
    expect(
      within(reveal!).getByRole('cell', { name: 'Chase - Everyday, ending 9876' }),
    ).toBeVisible();
    expect(
      within(csv!).getByRole('cell', { name: 'Exported Monthly Expenses as CSV' }),
    ).toBeVisible();
    expect(within(csv!).getByRole('cell', { name: '28 obligations in a CSV file' })).toBeVisible();
  });

  it('says when there is nothing yet, and offers a retry when the log cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    familyApi(
      {},
      {
        'GET /api/family/activity': () =>
          fail ? apiError(500, 'INTERNAL', 'Database down') : { entries: [] },
      },
    );
    renderFamily();
    expect(await screen.findByText("We couldn't load the activity")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No activity yet/)).toBeVisible();
  });
});
