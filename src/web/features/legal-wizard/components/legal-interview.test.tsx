import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { familySource, ownSource } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { apiError } from '@test/web/fake-api';
import { legalApi, renderWizard } from '../testing/legal-api.test-helper';
import { CHOICES, DRAFT_ID, OWNER, legalDraft } from '../testing/legal-fixtures';
import { expectToast } from '@test/web/expect-toast';

const RELATIVE = '40000000-0000-4000-8000-0000000000a2';
const AT = `/legal-wizard/${DRAFT_ID}`;
const SAVE = `PATCH /api/legal-wizard/drafts/${DRAFT_ID}`;

describe('the Legal Wizard interview', () => {
  it('opens a draft at its saved step, and Next saves the whole answers with the next step', async () => {
    const api = legalApi(legalDraft({ step: 3, answers: { spouseName: 'Luis Rivera' } }));
    renderWizard(AT);
    expect(await screen.findByRole('heading', { level: 2, name: 'Executor' })).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 10')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Executor' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    const executor = screen.getByRole('group', { name: 'Executor' });
    await userEvent.selectOptions(
      within(executor).getByLabelText('Pick someone Nido knows'),
      'Luis Rivera (Spouse)',
    );
    expect(within(executor).getByLabelText('Full name')).toHaveValue('Luis Rivera');
    expect(within(executor).getByLabelText('Email (optional)')).toHaveValue('luis@example.com');
    await userEvent.selectOptions(within(executor).getByLabelText('18 or older?'), 'Yes');
    const alternate = screen.getByRole('group', { name: 'Alternate executor' });
    await userEvent.type(within(alternate).getByLabelText('Full name'), 'Ana Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const gifts = await screen.findByRole('heading', { level: 2, name: 'Specific gifts' });
    await waitFor(() => expect(gifts).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved Nov 26, 2026/);
    const [saved] = api.bodiesOf(SAVE) as Array<{ step: number; answers: Record<string, unknown> }>;
    expect(saved?.step).toBe(4);
    // The whole answers object goes with every save, not only the step's fields.
    expect(saved?.answers).toMatchObject({
      spouseName: 'Luis Rivera',
      executor: {
        name: 'Luis Rivera',
        relationship: 'Spouse',
        source: 'family',
        refId: CHOICES.people[0]?.refId,
        isAdult: true,
        email: 'luis@example.com',
      },
      alternateExecutor: { name: 'Ana Lopez', source: 'other' },
    });
  });

  it('saves on Back too, with the rows added on the step', async () => {
    const api = legalApi(legalDraft({ step: 1 }));
    renderWizard(AT);
    await screen.findByRole('heading', { level: 2, name: 'Your family' });
    await userEvent.selectOptions(screen.getByLabelText('Marital status'), 'Married');
    await userEvent.type(screen.getByLabelText('Spouse’s or partner’s full name'), 'Luis Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    const child = screen.getByRole('group', { name: 'Child 1' });
    await userEvent.type(within(child).getByLabelText('Full name'), 'Sofia Rivera');
    await userEvent.type(within(child).getByLabelText('Date of birth'), '2015-04-02');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
    const saves = api.bodiesOf(SAVE) as Array<{ step: number; answers: unknown }>;
    expect(saves).toHaveLength(1);
    expect(saves[0]?.step).toBe(0);
    expect(saves[0]?.answers).toMatchObject({
      maritalStatus: 'married',
      spouseName: 'Luis Rivera',
      children: [{ name: 'Sofia Rivera', dateOfBirth: '2015-04-02' }],
    });
    // What was saved is still there when the step is opened again.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByDisplayValue('Sofia Rivera')).toBeVisible();
  });

  it('stays on the step with the answers when the save fails, and says it was not saved', async () => {
    legalApi(legalDraft({ step: 0 }), {
      overrides: { [SAVE]: () => apiError(500, 'INTERNAL', 'Something went wrong.') },
    });
    renderWizard(AT);
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await userEvent.type(screen.getByLabelText('Full legal name'), 'Maria Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await expectToast('Could not save your answers');
    expect(screen.getByRole('status')).toHaveTextContent('Not saved');
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
    expect(screen.getByLabelText('Full legal name')).toHaveValue('Maria Rivera');
  });

  it('jumps to any step from the step list, saving first', async () => {
    const api = legalApi(legalDraft({ step: 0 }));
    renderWizard(AT);
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await userEvent.click(screen.getByRole('button', { name: 'Everything else' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Everything else' })).toBeVisible();
    expect(api.bodiesOf(SAVE)).toEqual([expect.objectContaining({ step: 5 })]);
  });

  it('shows a household the person may only view its draft without the interview', async () => {
    const api = legalApi(
      legalDraft({
        ownerId: RELATIVE,
        step: 3,
        answers: { executor: { name: 'Ana Lopez' } as never },
      }),
      {
        overrides: {
          'GET /api/family/sources': () => ({
            sources: [ownSource(OWNER), familySource(RELATIVE, 'Rosa Rivera', 'viewer')],
          }),
        },
      },
    );
    renderWizard(AT);
    expect(await screen.findByText('View only')).toBeVisible();
    expect(screen.getByText('Step 4 of 10: Executor')).toBeVisible();
    expect(screen.getByText('Ana Lopez')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.callsTo('GET /api/legal-wizard/choices')).toHaveLength(0);
  });

  it('says when the draft does not exist', async () => {
    legalApi(legalDraft(), {
      overrides: {
        [`GET /api/legal-wizard/drafts/${DRAFT_ID}`]: () =>
          apiError(404, 'NOT_FOUND', 'Not found.'),
      },
    });
    renderWizard(AT);
    expect(await screen.findByText(/This draft does not exist/)).toBeVisible();
    expectLinkTo(screen, 'All documents', '/legal-wizard');
  });
});
