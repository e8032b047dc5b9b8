import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@test/web/fake-api';
import { expectLinkTo } from '@test/web/expect-link';
import { IDS, eventPlan, planTasks, task } from '../plan-fixtures.test-helper';
import { patchRoute, planApi, renderPlanPanel } from '../plan-api.test-helper';

function stageHeadings() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

function taskCard(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('EventPlanPanel', () => {
  it('groups the tasks by stage, first days first, with the progress, due dates and facts', async () => {
    planApi();
    renderPlanPanel();

    expect(await screen.findByRole('article', { name: 'Secure 12 Oak Street' })).toBeVisible();
    expect(stageHeadings()).toEqual([
      'First days (2)',
      'First month (1)',
      'Bills and subscriptions: keep, cancel or transfer (2)',
      'The months after (2)',
    ]);
    const firstDays = screen.getByRole('region', { name: 'First days (2)' });
    expect(
      within(firstDays)
        .getAllByRole('article')
        .map((each) => each.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(firstDays).getByRole('article', { name: 'Secure 12 Oak Street' })).toBeVisible();

    expect(screen.getByText('1 of 7 tasks done')).toBeVisible();
    expect(screen.getByText('1 overdue')).toBeVisible();

    const home = taskCard('Secure 12 Oak Street');
    expect(home).toHaveTextContent('Overdue since Jan 4, 2020');
    expect(home).toHaveTextContent('Address12 Oak Street, Springfield');
    expectLinkTo(within(home), 'Open in Properties', '/properties');

    const netflix = taskCard('Netflix');
    expect(within(netflix).getByText('Auto-pay')).toBeVisible();
    const website = within(netflix).getByRole('link', { name: /netflix\.com/ });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const form56 = taskCard('File IRS Form 56');
    expect(form56).toHaveTextContent('After: Get an EIN for the estate');
    const finalReturn = taskCard('File the final Form 1040');
    expect(finalReturn).toHaveTextContent('Due Apr 15, 2099');
    expect(finalReturn).toHaveTextContent('Source: IRS Publication 559');
  });

  it('marks a task done: shown at once, saved with the status only, and toasted', async () => {
    const api = planApi();
    renderPlanPanel();
    const user = userEvent.setup();

    const status = await screen.findByRole('combobox', {
      name: 'Status of “Secure 12 Oak Street”',
    });
    await user.selectOptions(status, 'Done');

    expect(await screen.findByText('“Secure 12 Oak Street” marked done')).toBeVisible();
    expect(api.bodiesOf(patchRoute(IDS.secureHome))).toEqual([{ status: 'done' }]);
    await waitFor(() => expect(screen.getByText('2 of 7 tasks done')).toBeVisible());
    expect(screen.getByText('Nothing overdue')).toBeVisible();
  });

  it('saves “Cancel” for an obligation from its keep / cancel / transfer choice', async () => {
    const api = planApi();
    renderPlanPanel();
    const user = userEvent.setup();

    const choice = await screen.findByRole('group', { name: 'Keep, cancel or transfer: Netflix' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['keep', 'cancel', 'transfer']);
    await user.click(within(choice).getByRole('radio', { name: 'Cancel' }));

    expect(await screen.findByText('Cancel: saved for “Netflix”')).toBeVisible();
    expect(api.bodiesOf(patchRoute(IDS.netflix))).toEqual([{ decision: 'cancel' }]);
    expect(within(choice).getByRole('radio', { name: 'Cancel' })).toBeChecked();
    const gym = screen.getByRole('group', { name: 'Keep, cancel or transfer: City Gym' });
    expect(within(gym).getByRole('radio', { name: 'Keep' })).toBeChecked();
  });

  it('puts the choice back and says why when the server refuses it', async () => {
    planApi(eventPlan(), {
      [patchRoute(IDS.netflix)]: () => apiError(404, 'NOT_FOUND', 'This task no longer exists.'),
    });
    renderPlanPanel();
    const user = userEvent.setup();

    const choice = await screen.findByRole('group', { name: 'Keep, cancel or transfer: Netflix' });
    await user.click(within(choice).getByRole('radio', { name: 'Transfer' }));

    expect(await screen.findByText('Could not save “Netflix”')).toBeVisible();
    expect(screen.getByText('This task no longer exists.')).toBeVisible();
    await waitFor(() =>
      expect(within(choice).getByRole('radio', { name: 'Transfer' })).not.toBeChecked(),
    );
  });

  it('assigns a task to someone in the family', async () => {
    const api = planApi();
    renderPlanPanel();
    const user = userEvent.setup();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Assigned to (“Notify a credit bureau”)' }),
      'Ana Rivera',
    );
    expect(
      await screen.findByText('“Notify a credit bureau” assigned to Ana Rivera'),
    ).toBeVisible();
    expect(api.bodiesOf(patchRoute(IDS.creditBureau))).toEqual([{ assigneeUserId: IDS.sister }]);
  });

  it('never offers the person who died as an assignee of their death plan', async () => {
    const withOwner = eventPlan({
      assignees: [{ userId: IDS.owner, name: 'Maria Rivera' }, ...eventPlan().assignees],
    });
    planApi(withOwner);
    renderPlanPanel();

    const select = await screen.findByRole('combobox', {
      name: 'Assigned to (“Notify a credit bureau”)',
    });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Nobody yet', 'Lucas Rivera', 'Ana Rivera']);
  });

  it('offers the owner in an incapacity plan, where they may come back to it', async () => {
    planApi(
      eventPlan({
        kind: 'incapacity',
        assignees: [{ userId: IDS.owner, name: 'Maria Rivera' }, ...eventPlan().assignees],
      }),
    );
    renderPlanPanel();

    const select = await screen.findByRole('combobox', {
      name: 'Assigned to (“Notify a credit bureau”)',
    });
    expect(within(select).getByRole('option', { name: 'Maria Rivera' })).toBeInTheDocument();
  });

  it('saves notes and a due date from the dialog', async () => {
    const api = planApi();
    renderPlanPanel();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Notes and due date for “File IRS Form 56”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notes and due date' });
    await user.type(within(dialog).getByLabelText('Notes'), 'Waiting on the EIN letter');
    await user.type(within(dialog).getByLabelText('Due date (optional)'), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Notes and due date saved for “File IRS Form 56”'),
    ).toBeVisible();
    expect(api.bodiesOf(patchRoute(IDS.einTask))).toEqual([
      { notes: 'Waiting on the EIN letter', dueOverride: '2026-03-01' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(taskCard('File IRS Form 56')).toHaveTextContent('Waiting on the EIN letter');
  });

  it('attaches documents of the household to a task', async () => {
    const api = planApi(eventPlan(), {
      'GET /api/documents': () => ({
        documents: [
          storedDocument(IDS.deathCertificate, 'Death certificate'),
          storedDocument(IDS.statement, 'Chase statement'),
        ],
      }),
    });
    renderPlanPanel();
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Attach documents to “Notify a credit bureau”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Attach documents' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Death certificate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Documents saved for “Notify a credit bureau”')).toBeVisible();
    expect(api.bodiesOf(patchRoute(IDS.creditBureau))).toEqual([
      { documentIds: [IDS.deathCertificate] },
    ]);
    expect(api.callsTo('GET /api/documents')[0]?.search).toBe(`?owners=${IDS.owner}`);
  });

  it('filters the tasks: mine, open and done', async () => {
    planApi();
    renderPlanPanel(IDS.executor);
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Netflix' });
    const filters = screen.getByRole('group', { name: 'Show tasks' });

    await user.click(within(filters).getByRole('button', { name: 'Mine' }));
    expect(screen.getAllByRole('article').map(name)).toEqual(['Secure 12 Oak Street']);

    await user.click(within(filters).getByRole('button', { name: 'Done' }));
    expect(screen.getAllByRole('article').map(name)).toEqual([
      'Order certified death certificates',
    ]);

    await user.click(within(filters).getByRole('button', { name: 'Open' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('finds a task by the words of its title or records', async () => {
    planApi();
    renderPlanPanel(IDS.executor);
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Netflix' });

    await user.type(screen.getByRole('searchbox', { name: 'Find a task' }), 'netflix.com');
    expect(screen.getAllByRole('article').map(name)).toEqual(['Netflix']);

    await user.type(screen.getByRole('searchbox', { name: 'Find a task' }), ' nothing');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No task matches “netflix.com nothing”.');
  });

  it('shows the first ten bills of a long stage, and the rest on request', async () => {
    const bills = Array.from({ length: 14 }, (_, index) =>
      task({
        id: `60000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        stage: 'obligations',
        title: `Bill ${index + 1}`,
        needsDecision: true,
      }),
    );
    planApi(eventPlan({ tasks: [...planTasks(), ...bills] }));
    renderPlanPanel(IDS.executor);
    const user = userEvent.setup();
    const stage = await screen.findByRole('region', { name: /^Bills and subscriptions/ });
    expect(within(stage).getAllByRole('article')).toHaveLength(10);
    // The stages after a long one are still within reach.
    expect(screen.getByRole('region', { name: /^The months after/ })).toBeVisible();

    await user.click(
      within(stage).getByRole('button', {
        name: 'Show 6 more in “Bills and subscriptions: keep, cancel or transfer”',
      }),
    );
    expect(within(stage).getAllByRole('article')).toHaveLength(16);
    expect(within(stage).queryByRole('button', { name: /^Show/ })).toBeNull();
    // Reading goes on from the first task that was hidden.
    expect(document.activeElement).toContainElement(
      within(stage).getByRole('article', { name: 'Bill 9' }),
    );
  });

  it('offers a letter per credit bureau and downloads the one chosen', async () => {
    const downloads: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:letter'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const api = planApi(eventPlan(), {
      [`GET /api/triggering-event/tasks/${IDS.creditBureau}/letter`]: () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="letter-experian.pdf"',
          },
        }),
    });
    renderPlanPanel();
    const user = userEvent.setup();

    const letters = await screen.findByRole('group', {
      name: 'Letters for “Notify a credit bureau”',
    });
    expect(
      within(letters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Letter to Equifax', 'Letter to Experian', 'Letter to TransUnion']);
    await user.click(within(letters).getByRole('button', { name: 'Letter to Experian' }));

    expect(await screen.findByText('The letter to Experian is downloading')).toBeVisible();
    expect(downloads).toEqual(['letter-experian.pdf']);
    const [call] = api.callsTo(`GET /api/triggering-event/tasks/${IDS.creditBureau}/letter`);
    expect(call?.search).toBe('?option=experian');
  });

  it('shows the plan without controls to someone who may only read it', async () => {
    planApi(eventPlan({ canWork: false }));
    renderPlanPanel(IDS.sister);

    const home = await screen.findByRole('article', { name: 'Secure 12 Oak Street' });
    expect(screen.getByText(/You can read this plan/)).toBeVisible();
    expect(within(home).getByText('Assigned to Lucas Rivera')).toBeVisible();
    expect(within(taskCard('City Gym')).getByText('Decision: Keep')).toBeVisible();
    expect(within(home).getByText('To do')).toBeVisible();
    // Done at 10:00 UTC on Jan 5: the visitor's own day, which is Jan 5 or 6 depending on the zone.
    expect(taskCard('Order certified death certificates')).toHaveTextContent(
      /Done on Jan [56], 2026/,
    );
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('form', { name: 'Add to the log' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Letter to/ })).toBeNull();
  });

  it('says so when the plan cannot be loaded', async () => {
    planApi(eventPlan(), {
      [`GET /api/triggering-event/events/${IDS.event}/plan`]: () =>
        apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
    });
    renderPlanPanel();
    expect(await screen.findByText('We couldn’t load the plan')).toBeVisible();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});
beforeEach(() => {
  window.sessionStorage.clear();
});

function name(element: HTMLElement): string {
  const id = element.getAttribute('aria-labelledby');
  return (id && document.getElementById(id)?.textContent) ?? '';
}

function storedDocument(id: string, label: string) {
  return {
    id,
    ownerId: IDS.owner,
    name: label,
    fileName: `${label}.pdf`,
    fileType: 'pdf' as const,
    contentType: 'application/pdf',
    sizeBytes: 1_000,
    category: 'other' as const,
    tags: [],
    link: null,
    expiresOn: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  };
}
