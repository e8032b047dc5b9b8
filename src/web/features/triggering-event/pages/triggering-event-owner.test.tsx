import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@test/web/fake-api';
import {
  IDS,
  contact,
  ownHousehold,
  stoppedEvent,
  triggerEvent,
} from '../event-fixtures.test-helper';
import { expectLinkTo } from '@test/web/expect-link';
import { eventPlan, executorLog } from '../plan/plan-fixtures.test-helper';
import {
  STOP,
  STOP_NEEDS_FRESH_SIGN_IN,
  eventApi,
  renderEventPage,
} from '../triggering-event-api.test-helper';
import { expectToast } from '@test/web/expect-toast';

const RELOCK = `POST /api/triggering-event/events/${IDS.event}/relock`;

function contactsCard() {
  return screen.getByRole('region', { name: 'Trusted contacts' });
}

describe('TriggeringEventPage: the owner', () => {
  it('says what the page does, with the source of the 570 hours', async () => {
    eventApi([ownHousehold()]);
    renderEventPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Triggering Event' })).toBeVisible();
    expect(screen.getByText(/a person they trust reports it here/)).toBeVisible();
    expect(screen.getByText(/about 570 hours over 16 months/)).toBeVisible();
    expectLinkTo(
      screen,
      /^EstateExec executor checklist/,
      'https://www.estateexec.com/Docs/Executor_Checklist',
    );
    await screen.findByRole('region', { name: 'Trusted contacts' });
  });

  it('lists the trusted contacts with their priority, waiting period and why one cannot report', async () => {
    eventApi([
      ownHousehold({
        contacts: [
          contact(),
          contact({
            id: '20000000-0000-4000-8000-000000000002',
            contactUserId: IDS.jane,
            name: 'Jane Counsel',
            email: 'jane@counsel.example',
            role: 'advisor',
            priority: 'backup',
            waitHours: 36,
            emailVerified: false,
          }),
          contact({
            id: '20000000-0000-4000-8000-000000000003',
            contactUserId: IDS.luis,
            name: 'Luis Diaz',
            email: 'luis@example.com',
            role: 'no_access',
            priority: 'backup',
          }),
        ],
      }),
    ]);
    renderEventPage();
    const ana = await screen.findByRole('listitem', { name: 'Ana Lopez' });
    expect(within(ana).getByText('Primary')).toBeVisible();
    expect(within(ana).getByText('ana@example.com')).toBeVisible();
    expect(
      within(ana).getByText('Family member who can edit · Waiting period: 7 days'),
    ).toBeVisible();
    expect(within(ana).queryByText(/not verified/)).toBeNull();
    const jane = screen.getByRole('listitem', { name: 'Jane Counsel' });
    expect(within(jane).getByText('Backup')).toBeVisible();
    expect(within(jane).getByText('Advisor · Waiting period: 1 day and 12 hours')).toBeVisible();
    expect(within(jane).getByText(/not verified yet, so they cannot report/)).toBeVisible();
    const luis = screen.getByRole('listitem', { name: 'Luis Diaz' });
    expect(within(luis).getByText('No longer connected · Waiting period: 7 days')).toBeVisible();
    expect(within(luis).getByText(/no longer connected to your household/)).toBeVisible();
  });

  it('adds a trusted contact, refusing a waiting period outside 3 hours to 30 days', async () => {
    const user = userEvent.setup();
    const added = contact({
      id: '20000000-0000-4000-8000-000000000009',
      contactUserId: IDS.luis,
      name: 'Luis Diaz',
      email: 'luis@example.com',
      role: 'viewer',
      priority: 'backup',
      waitHours: 30,
    });
    const server = eventApi(
      [ownHousehold()],
      {},
      {
        after: [ownHousehold({ contacts: [contact(), added] })],
      },
    );
    renderEventPage();
    await user.click(await screen.findByRole('button', { name: 'Add trusted contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a trusted contact' });
    // Ana is already named, so only Luis is offered; a primary exists, so Backup is proposed.
    const person = within(dialog).getByLabelText('Person');
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a person', 'Luis Diaz (luis@example.com) · Family member who can view']);
    expect(within(dialog).getByRole('radio', { name: 'Backup' })).toBeChecked();
    const wait = within(dialog).getByLabelText('Waiting period');
    expect(wait).toHaveValue('168');
    expect(
      within(wait)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['3 hours', '12 hours', '1 day', '3 days', '7 days', '14 days', '30 days', 'Other…']);

    await user.click(within(dialog).getByRole('button', { name: 'Add trusted contact' }));
    expect(await within(dialog).findByText('Choose a person', { selector: 'p' })).toBeVisible();
    expect(within(dialog).getByLabelText('Person')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(within(dialog).getByLabelText('Person'), IDS.luis);
    await user.selectOptions(wait, 'other');
    const days = within(dialog).getByLabelText('Days');
    const hours = within(dialog).getByLabelText('Hours');
    await user.type(hours, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add trusted contact' }));
    expect(await within(dialog).findByText('The waiting period is at least 3 hours')).toBeVisible();
    expect(hours).toHaveAttribute('aria-invalid', 'true');

    await user.clear(hours);
    await user.type(days, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Add trusted contact' }));
    expect(await within(dialog).findByText('The waiting period is at most 30 days')).toBeVisible();

    await user.clear(days);
    await user.type(days, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add trusted contact' }));
    expect(await within(dialog).findByText('Enter whole days')).toBeVisible();
    expect(server.callsTo('POST /api/triggering-event/contacts')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '1');
    await user.type(hours, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add trusted contact' }));
    await expectToast('Trusted contact added');
    expect(server.bodiesOf('POST /api/triggering-event/contacts')).toEqual([
      { contactUserId: IDS.luis, priority: 'backup', waitHours: 30 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again after the change.
    const luis = await screen.findByRole('listitem', { name: 'Luis Diaz' });
    expect(within(luis).getByText(/Waiting period: 1 day and 6 hours/)).toBeVisible();
  });

  it('puts the server’s message about the waiting period beside the list', async () => {
    const user = userEvent.setup();
    eventApi([ownHousehold()], {
      'POST /api/triggering-event/contacts': () =>
        apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
          waitHours: 'The waiting period is at most 30 days',
        }),
    });
    renderEventPage();
    await user.click(await screen.findByRole('button', { name: 'Add trusted contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a trusted contact' });
    await user.selectOptions(within(dialog).getByLabelText('Person'), IDS.luis);
    await user.click(within(dialog).getByRole('button', { name: 'Add trusted contact' }));
    expect(
      await screen.findByText('Failed to add the trusted contact: Check the highlighted fields.'),
    ).toBeVisible();
    expect(within(dialog).getByText('The waiting period is at most 30 days')).toBeVisible();
    expect(within(dialog).getByLabelText('Waiting period')).toHaveFocus();
  });

  it('changes a contact’s priority and waiting period', async () => {
    const user = userEvent.setup();
    const server = eventApi([ownHousehold({ contacts: [contact({ waitHours: 50 })] })]);
    renderEventPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Ana Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit trusted contact' });
    // 50 hours is not one of the usual periods: it opens as 2 days and 2 hours.
    expect(within(dialog).getByLabelText('Waiting period')).toHaveValue('other');
    expect(within(dialog).getByLabelText('Days')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Hours')).toHaveValue('2');
    expect(within(dialog).queryByLabelText('Person')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Backup' }));
    await user.selectOptions(within(dialog).getByLabelText('Waiting period'), '72');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Trusted contact updated');
    expect(server.bodiesOf(`PATCH /api/triggering-event/contacts/${IDS.anaContact}`)).toEqual([
      { priority: 'backup', waitHours: 72 },
    ]);
  });

  it('removes a contact after asking', async () => {
    const user = userEvent.setup();
    const server = eventApi([ownHousehold()], {}, { after: [ownHousehold({ contacts: [] })] });
    renderEventPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Ana Lopez' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Ana Lopez?' });
    expect(within(confirm).getByText(/will no longer be able to report/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Remove contact' }));
    await expectToast('Trusted contact removed');
    expect(server.callsTo(`DELETE /api/triggering-event/contacts/${IDS.anaContact}`)).toHaveLength(
      1,
    );
    expect(await within(contactsCard()).findByText('No one can report yet')).toBeVisible();
  });

  it('explains that people must be invited before they can be named', async () => {
    eventApi([ownHousehold({ contacts: [], candidates: [] })]);
    renderEventPage();
    const card = await screen.findByRole('region', { name: 'Trusted contacts' });
    expect(within(card).getByText('No one can report yet')).toBeVisible();
    expect(within(card).getByText(/and a backup in case they cannot act/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Add trusted contact' })).toBeNull();
    expectLinkTo(within(card), 'Family page', '/settings/family');
    expectLinkTo(within(card), 'Advisor Contacts', '/advisors');
  });

  it('shows a waiting report with the time left and stops it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-02T11:00:00.000Z'));
    const user = userEvent.setup();
    const server = eventApi(
      [ownHousehold({ event: triggerEvent({ note: 'At St. Mary’s.' }) })],
      {},
      {
        after: [
          ownHousehold({
            history: [stoppedEvent()],
          }),
        ],
      },
    );
    renderEventPage();
    const alert = await screen.findByRole('region', { name: 'A report about you is waiting' });
    expect(
      within(alert).getByText(/^Ana Lopez reported your death on Jun 1, 2026\./),
    ).toBeVisible();
    expect(within(alert).getByText(/Unless you stop it, it unlocks on Jun 8, 2026/)).toBeVisible();
    expect(within(alert).getByText('6 days and 4 hours left')).toBeVisible();
    expect(within(alert).getByText('May 31, 2026')).toBeVisible();
    expect(within(alert).getByText('At St. Mary’s.')).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'I’m OK, stop this' }));
    await expectToast('Report stopped');
    expect(
      screen.getByText('Ana Lopez will be told you are OK. Nothing was opened.'),
    ).toBeVisible();
    expect(server.callsTo(STOP)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'A report about you is waiting' })).toBeNull(),
    );
    const history = screen.getByRole('region', { name: 'Past reports' });
    expect(within(history).getByText('Death reported by Ana Lopez on Jun 1, 2026')).toBeVisible();
    expect(
      within(history).getByText(/^Stopped by Maria Rivera on Jun 2, 2026 · Date of death/),
    ).toBeVisible();
  });

  it('sends the owner to sign in again when the stop needs a fresh sign-in, and back to the one click', async () => {
    const user = userEvent.setup();
    const server = eventApi([ownHousehold({ event: triggerEvent() })], STOP_NEEDS_FRESH_SIGN_IN);
    renderEventPage();
    const alert = await screen.findByRole('region', { name: 'A report about you is waiting' });
    await user.click(within(alert).getByRole('button', { name: 'I’m OK, stop this' }));
    expect(await screen.findByTestId('login-return')).toHaveTextContent(
      `/triggering-event?stop=${IDS.event}`,
    );
    // The reason reaches the sign-in page with the navigation, not as a toast left behind.
    expect(screen.getByTestId('login-notice')).toHaveTextContent(
      'For your safety, sign in again to stop this report.',
    );
    expect(server.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('says a failed stop in plain words and keeps the report on screen', async () => {
    const user = userEvent.setup();
    eventApi([ownHousehold({ event: triggerEvent() })], {
      [STOP]: () => apiError(409, 'CONFLICT', 'This report has already unlocked.'),
    });
    renderEventPage();
    const alert = await screen.findByRole('region', { name: 'A report about you is waiting' });
    await user.click(within(alert).getByRole('button', { name: 'I’m OK, stop this' }));
    expect(
      await screen.findByText('Failed to stop the report: This report has already unlocked.'),
    ).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'I’m OK, stop this' })).toBeEnabled();
  });

  it('re-locks an unlocked incapacity when the owner is back', async () => {
    const user = userEvent.setup();
    const unlocked = triggerEvent({
      kind: 'incapacity',
      status: 'unlocked',
      unlockedAt: '2026-06-08T15:00:00.000Z',
    });
    const server = eventApi(
      [ownHousehold({ event: unlocked })],
      {},
      {
        after: [
          ownHousehold({
            history: [
              {
                ...unlocked,
                status: 'relocked',
                endedAt: '2026-06-20T10:00:00.000Z',
                endedByName: 'Maria Rivera',
              },
            ],
          }),
        ],
      },
    );
    renderEventPage();
    const alert = await screen.findByRole('region', { name: 'Your incapacity report is open' });
    expect(within(alert).getByText(/reported your incapacity on Jun 1, 2026/)).toBeVisible();
    expect(within(alert).getByText('Date of onset')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'I’m back — re-lock' }));
    await expectToast('Welcome back: re-locked');
    expect(server.callsTo(RELOCK)).toHaveLength(1);
    const history = await screen.findByRole('region', { name: 'Past reports' });
    expect(within(history).getByText(/^Re-locked by Maria Rivera on Jun 20, 2026/)).toBeVisible();
  });

  it('opens, read-only, the plan of a past report that had unlocked, and of no other', async () => {
    const user = userEvent.setup();
    const server = eventApi(
      [
        ownHousehold({
          history: [
            triggerEvent({
              id: IDS.pastEvent,
              kind: 'incapacity',
              status: 'relocked',
              unlockedAt: '2026-06-08T15:00:00.000Z',
              endedAt: '2026-06-20T10:00:00.000Z',
              endedByName: 'Maria Rivera',
            }),
            stoppedEvent(),
          ],
        }),
      ],
      {
        [`GET /api/triggering-event/events/${IDS.pastEvent}/plan`]: () =>
          eventPlan({ canWork: false }),
        [`GET /api/triggering-event/events/${IDS.pastEvent}/log`]: () => executorLog(),
      },
    );
    renderEventPage();
    const history = await screen.findByRole('region', { name: 'Past reports' });
    const [relocked, stopped] = within(history).getAllByRole('listitem');
    // A stopped report never unlocked: there is no plan to read.
    expect(within(stopped!).queryByRole('button')).toBeNull();
    const view = within(relocked!).getByRole('button', { name: 'View its plan' });
    expect(view).toHaveAccessibleDescription('Incapacity reported by Ana Lopez on Jun 1, 2026');

    await user.click(view);
    const dialog = await screen.findByRole('dialog', {
      name: 'Plan of the incapacity reported on Jun 1, 2026',
    });
    expect(within(dialog).getByText('Re-locked by Maria Rivera on Jun 20, 2026.')).toBeVisible();
    expect(
      await within(dialog).findByRole('article', { name: 'Secure 12 Oak Street' }),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/This plan is closed: you can read what was done/),
    ).toBeVisible();
    // Read-only: nothing to mark, assign or log.
    expect(within(dialog).queryAllByRole('combobox')).toEqual([]);
    expect(within(dialog).queryByRole('form', { name: 'Add to the log' })).toBeNull();
    expect(server.callsTo(`GET /api/triggering-event/events/${IDS.pastEvent}/plan`)).toHaveLength(
      1,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view).toHaveFocus();
  });

  it('says only an administrator can reverse an unlocked death', async () => {
    eventApi([
      ownHousehold({
        event: triggerEvent({ status: 'unlocked', unlockedAt: '2026-06-08T15:00:00.000Z' }),
      }),
    ]);
    renderEventPage();
    const alert = await screen.findByRole('region', {
      name: 'A death report has unlocked your household',
    });
    expect(within(alert).getByText(/only a Nido administrator can reverse it/)).toBeVisible();
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
