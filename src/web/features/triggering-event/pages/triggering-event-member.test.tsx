import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { familySource, guestOwn } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { IDS, memberHousehold, ownHousehold, triggerEvent } from '../event-fixtures.test-helper';
import { eventApi, renderEventPage } from '../triggering-event-api.test-helper';
import { expectToast } from '@test/web/expect-toast';

const CERTIFICATE = {
  id: IDS.certificate,
  ownerId: IDS.maria,
  name: 'Death certificate',
  fileName: 'certificate.pdf',
  fileType: 'pdf',
  contentType: 'application/pdf',
  sizeBytes: 1200,
  category: 'other',
  tags: [],
  link: null,
  expiresOn: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

const DOCUMENTS = { 'GET /api/documents': () => ({ documents: [CERTIFICATE] }) };

/** Ana's households as the family selector knows them: she may add to Maria's, or only look. */
function sourcesOfAna(role: 'guest' | 'viewer') {
  return {
    'GET /api/family/sources': () => ({
      sources: [guestOwn(IDS.ana), familySource(IDS.maria, 'Maria Rivera', role)],
    }),
  };
}

function renderAsAna() {
  return renderEventPage({ user: { id: IDS.ana, fullName: 'Ana Lopez', accountType: 'guest' } });
}

describe('TriggeringEventPage: a trusted contact', () => {
  it('reports a death, refusing a date in the future', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 2, 12));
    const user = userEvent.setup();
    const server = eventApi(
      [memberHousehold()],
      { ...DOCUMENTS, ...sourcesOfAna('guest') },
      {
        after: [
          memberHousehold({
            event: triggerEvent({
              ownerId: IDS.maria,
              reportedByYou: true,
              waitHours: 72,
              unlocksAt: '2026-06-05T12:00:00.000Z',
            }),
          }),
        ],
      },
    );
    renderAsAna();
    const card = await screen.findByRole('region', { name: 'Report an event' });
    expect(within(card).getByText(/Maria Rivera named you a trusted contact/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Report a death or incapacity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an event' });
    expect(
      within(dialog).getByText(
        /We email Maria Rivera at once\. Maria Rivera has 3 days to stop the report\./,
      ),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose death or incapacity')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Death' })).toHaveFocus();
    expect(within(dialog).getByText('Enter the date')).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: 'Death' }));
    const date = within(dialog).getByLabelText('Date of death');
    expect(date).toHaveAttribute('max', '2026-06-02');
    await user.type(date, '2026-06-10');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('The date cannot be in the future')).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /api/triggering-event/events')).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2026-06-01');
    const evidence = within(dialog).getByLabelText('Evidence (optional)');
    await waitFor(() => expect(evidence).toBeEnabled());
    expectLinkTo(within(dialog), 'Documents hub', '/nido-hub');
    await user.selectOptions(evidence, 'Death certificate');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Peacefully, at home.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await expectToast('Report sent');
    expect(server.bodiesOf('POST /api/triggering-event/events')).toEqual([
      {
        ownerId: IDS.maria,
        kind: 'death',
        eventDate: '2026-06-01',
        evidenceDocumentId: IDS.certificate,
        note: 'Peacefully, at home.',
      },
    ]);
    // The page is read again: the report is now waiting.
    const waiting = await screen.findByRole('region', { name: 'A report is waiting' });
    expect(
      within(waiting).getByText(/^You reported the death of Maria Rivera on Jun 1, 2026\./),
    ).toBeVisible();
    expect(within(waiting).getByText('3 days left')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Report an event' })).toBeNull();
  });

  it('does not send a trusted contact who may only look to upload evidence', async () => {
    const user = userEvent.setup();
    eventApi([memberHousehold()], { ...DOCUMENTS, ...sourcesOfAna('viewer') });
    renderAsAna();
    await user.click(await screen.findByRole('button', { name: 'Report a death or incapacity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an event' });
    expect(
      await within(dialog).findByText(/Only documents already in Maria Rivera’s Documents hub/),
    ).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: 'Documents hub' })).toBeNull();
  });

  it('says why a trusted contact cannot report yet', async () => {
    eventApi([
      memberHousehold({
        canReport: false,
        cannotReportReason: 'Confirm your email address first: reporting needs a verified email.',
      }),
    ]);
    renderAsAna();
    const card = await screen.findByRole('region', { name: 'Report an event' });
    expect(
      within(card).getByText('Confirm your email address first: reporting needs a verified email.'),
    ).toBeVisible();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('tells someone who is not a trusted contact who can report', async () => {
    eventApi([memberHousehold({ isUnlocker: false, canReport: false })]);
    renderAsAna();
    const note = await screen.findByRole('region', { name: 'Who can report an event' });
    expect(
      within(note).getByText(
        /Maria Rivera chooses the trusted contacts who may report a death or incapacity, and you are not one of them\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Report a death or incapacity' })).toBeNull();
  });

  it('shows an unlocked event with its plan to the family', async () => {
    eventApi([
      memberHousehold({
        event: triggerEvent({
          ownerId: IDS.maria,
          status: 'unlocked',
          unlockedAt: '2026-06-08T15:00:00.000Z',
        }),
      }),
    ]);
    renderAsAna();
    const notice = await screen.findByRole('region', { name: 'In memory of Maria Rivera' });
    expect(
      within(notice).getByText(
        /Ana Lopez reported the death of Maria Rivera, and the report unlocked on Jun 8, 2026/,
      ),
    ).toBeVisible();
    const plan = screen.getByRole('region', { name: 'Step-by-step plan' });
    expect(plan).toBeVisible();
    // How long the family is covered comes before a plan that can run to hundreds of steps.
    const runway = screen.getByRole('region', { name: 'Survivor runway' });
    expect(runway.compareDocumentPosition(plan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows each household on its own tab, the owner’s own first', async () => {
    const user = userEvent.setup();
    eventApi([memberHousehold({ event: triggerEvent({ ownerId: IDS.maria }) }), ownHousehold()]);
    renderEventPage({ user: { id: IDS.owner } });
    const tabs = await screen.findByRole('tablist', { name: 'Households' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Your household', 'Maria RiveraWaiting']);
    expect(screen.getByRole('region', { name: 'Trusted contacts' })).toBeVisible();
    await user.click(within(tabs).getByRole('tab', { name: /Maria Rivera/ }));
    expect(await screen.findByRole('region', { name: 'A report is waiting' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Trusted contacts' })).toBeNull();
  });
});
