import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLogEntry, TLogEntryInput } from '@shared/triggering-event/plan-schemas';
import { apiError, json } from '@test/web/fake-api';
import { IDS, eventPlan, executorLog, logEntry } from '../plan-fixtures.test-helper';
import { planApi, renderPlanPanel } from '../plan-api.test-helper';
import { expectToast } from '@test/web/expect-toast';

const LOG = `/api/triggering-event/events/${IDS.event}/log`;
const NEW_ENTRY = '40000000-0000-4000-8000-000000000002';

/** The plan API with an in-memory log: an added entry comes back in the next read. */
function logApi(initial: TLogEntry[] = [], canWork = true) {
  let entries = [...initial];
  return planApi(eventPlan({ canWork }), {
    [`GET ${LOG}`]: () => executorLog(entries),
    [`POST ${LOG}`]: (body) => {
      const input = body as TLogEntryInput;
      const entry = logEntry({
        id: NEW_ENTRY,
        workedOn: input.workedOn,
        minutes: input.minutes,
        expenseCents: input.expenseCents,
        description: input.description,
        taskId: input.taskId ?? null,
        taskTitle: input.taskId ? 'Notify a credit bureau' : null,
      });
      entries = [entry, ...entries];
      return json(201, { entry });
    },
    [`DELETE /api/triggering-event/log/${IDS.logEntry}`]: () => {
      entries = entries.filter((entry) => entry.id !== IDS.logEntry);
      return { ok: true };
    },
  });
}

describe('the executor log', () => {
  it('starts empty with the figure it is there for, and its source', async () => {
    logApi();
    renderPlanPanel();
    const log = await screen.findByRole('region', { name: 'Time and expense log' });
    expect(await within(log).findByText('Nothing is logged yet')).toBeVisible();
    expect(log).toHaveTextContent(
      'The average executor spends 570 hours over 16 months settling an estate.',
    );
    expect(
      within(log).getByRole('link', { name: /^EstateExec executor checklist/ }),
    ).toHaveAttribute('href', 'https://www.estateexec.com/Docs/Executor_Checklist');
    expect(within(log).getByText('0 min')).toBeVisible();
    expect(within(log).getByText('$0.00')).toBeVisible();
  });

  it('asks for the time spent or an expense, and a description, before adding anything', async () => {
    const api = logApi();
    renderPlanPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add to the log' });

    await user.click(within(form).getByRole('button', { name: 'Add to the log' }));

    expect(await within(form).findByText('Enter the time spent or an expense')).toBeVisible();
    expect(within(form).getByText('Describe what was done')).toBeVisible();
    expect(within(form).getByLabelText('Hours')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`POST ${LOG}`)).toEqual([]);
  });

  it('adds the time, expense and task, then shows the entry and the new totals', async () => {
    const api = logApi();
    renderPlanPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add to the log' });

    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2026-01-12');
    await user.type(within(form).getByLabelText('Hours'), '2');
    await user.type(within(form).getByLabelText('Minutes'), '30');
    await user.type(within(form).getByLabelText('Expense'), '12.50');
    await user.type(within(form).getByLabelText('What was done'), 'Mailed the bureau letter');
    await user.selectOptions(
      within(form).getByLabelText('Task (optional)'),
      'Notify a credit bureau',
    );
    await user.click(within(form).getByRole('button', { name: 'Add to the log' }));

    await expectToast('Added to the log');
    expect(api.bodiesOf(`POST ${LOG}`)).toEqual([
      {
        workedOn: '2026-01-12',
        minutes: 150,
        expenseCents: 1_250,
        description: 'Mailed the bureau letter',
        taskId: IDS.creditBureau,
      },
    ]);
    const log = screen.getByRole('region', { name: 'Time and expense log' });
    expect(await within(log).findByText('Mailed the bureau letter')).toBeVisible();
    expect(within(log).getByText('Task: Notify a credit bureau')).toBeVisible();
    expect(within(log).getAllByText('2 h 30 min')).toHaveLength(2);
    expect(within(log).getAllByText('$12.50')).toHaveLength(2);
    await waitFor(() => expect(within(form).getByLabelText('What was done')).toHaveValue(''));
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-01-12');
  });

  it('keeps what was typed and shows the server’s message beside its field', async () => {
    planApi(eventPlan(), {
      [`GET ${LOG}`]: () => executorLog(),
      [`POST ${LOG}`]: () =>
        apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
          workedOn: 'The date cannot be before the date of death',
        }),
    });
    renderPlanPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add to the log' });

    await user.type(within(form).getByLabelText('Minutes'), '20');
    await user.type(within(form).getByLabelText('What was done'), 'Called the bank');
    await user.click(within(form).getByRole('button', { name: 'Add to the log' }));

    expect(
      await within(form).findByText('The date cannot be before the date of death'),
    ).toBeVisible();
    expect(within(form).getByLabelText('What was done')).toHaveValue('Called the bank');
  });

  it('deletes an entry its author may delete, after asking', async () => {
    const api = logApi([
      logEntry(),
      logEntry({ id: NEW_ENTRY, canDelete: false, description: 'Probate filing' }),
    ]);
    renderPlanPanel();
    const user = userEvent.setup();
    const log = await screen.findByRole('region', { name: 'Time and expense log' });
    expect(await within(log).findByText('Ordered ten certified copies')).toBeVisible();
    expect(within(log).getByText('5 h')).toBeVisible();
    expect(within(log).getByText('$90.00')).toBeVisible();
    expect(within(log).getAllByRole('button', { name: /^Delete the entry/ })).toHaveLength(1);

    await user.click(
      within(log).getByRole('button', {
        name: 'Delete the entry “Ordered ten certified copies” of Jan 10, 2026',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this log entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await expectToast('Removed from the log');
    expect(api.callsTo(`DELETE /api/triggering-event/log/${IDS.logEntry}`)).toHaveLength(1);
    await waitFor(() => expect(within(log).queryByText('Ordered ten certified copies')).toBeNull());
  });

  it('shows the log without the add form to someone who may only read the plan', async () => {
    logApi([logEntry()], false);
    renderPlanPanel(IDS.sister);
    const log = await screen.findByRole('region', { name: 'Time and expense log' });
    expect(await within(log).findByText('Ordered ten certified copies')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Add to the log' })).toBeNull();
  });
});
