import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOC_KINDS, LEGAL_DOC_LABELS } from '@shared/legal/legal-kinds';
import { apiError, json } from '@test/web/fake-api';
import { legalApi, renderWizard } from '../testing/legal-api.test-helper';
import { DRAFT_ID, OWNER, firstWillVersion, legalDraft } from '../testing/legal-fixtures';
import { expectToast } from '@test/web/expect-toast';

describe('LegalWizardPage', () => {
  it('shows the four documents, each with its drafts, how far they got and the way back in', async () => {
    legalApi(
      legalDraft({
        step: 3,
        updatedAt: '2026-11-25T16:30:00.000Z',
        versions: [firstWillVersion('2026-11-25T16:30:00.000Z')],
      }),
    );
    renderWizard('/legal-wizard');
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Wizard' })).toBeVisible();
    expect(screen.getByText(/this is not legal advice/)).toBeVisible();
    const will = await screen.findByRole('region', { name: LEGAL_DOC_LABELS.will });
    for (const kind of LEGAL_DOC_KINDS)
      expect(screen.getByRole('region', { name: LEGAL_DOC_LABELS[kind] })).toBeVisible();

    const draft = within(will).getByRole('list', { name: 'Drafts' });
    expect(draft).toHaveTextContent('Maria Rivera');
    expect(draft).toHaveTextContent('Texas · Step 4 of 10: Executor');
    expect(draft).toHaveTextContent('Last saved Nov 25, 2026');
    expect(draft).toHaveTextContent('1 version');
    expect(within(draft).getByText('Unsigned')).toBeVisible();
    expect(
      within(draft).getByRole('link', {
        name: 'Continue last will and testament for Maria Rivera',
      }),
    ).toHaveAttribute('href', `/legal-wizard/${DRAFT_ID}`);
    const hipaa = screen.getByRole('region', { name: LEGAL_DOC_LABELS.hipaa });
    expect(within(hipaa).queryByRole('list')).toBeNull();
  });

  it('asks whose document and the state, prefilled from the home state, then opens the interview', async () => {
    const created = legalDraft({ kind: 'financial_poa', state: 'CA' });
    const api = legalApi(created, {
      overrides: {
        // No draft yet: the created one is read only once the interview opens.
        'GET /api/legal-wizard/drafts': () => [],
        'POST /api/legal-wizard/drafts': () => json(201, created),
      },
    });
    renderWizard('/legal-wizard');
    const poa = await screen.findByRole('region', { name: LEGAL_DOC_LABELS.financial_poa });
    await userEvent.click(
      within(poa).getByRole('button', { name: 'Start durable financial power of attorney' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Start: Durable financial power of attorney',
    });
    expect(within(dialog).getByLabelText('Whose document is it?')).toHaveValue('Maria Rivera');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('State they live in')).toHaveValue('CA'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
    expect(api.bodiesOf('POST /api/legal-wizard/drafts')).toEqual([
      { kind: 'financial_poa', ownerId: OWNER, principalName: 'Maria Rivera', state: 'CA' },
    ]);
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
  });

  it('offers to continue the draft a person already has instead of starting another', async () => {
    const api = legalApi(legalDraft({ step: 1 }));
    renderWizard('/legal-wizard');
    const will = await screen.findByRole('region', { name: LEGAL_DOC_LABELS.will });
    await userEvent.click(
      within(will).getByRole('button', { name: 'Start last will and testament' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Start: Last will and testament' });
    expect(
      within(dialog).getByText('Maria Rivera already has a last will and testament draft'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Start another' })).toBeVisible();

    // Someone else's will: no draft to continue.
    const name = within(dialog).getByLabelText('Whose document is it?');
    await userEvent.clear(name);
    await userEvent.type(name, 'Jorge Rivera');
    expect(within(dialog).queryByText(/already has/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Start' })).toBeVisible();

    await userEvent.clear(name);
    await userEvent.type(name, ' maria rivera');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Continue it' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your family' })).toBeVisible();
    expect(api.bodiesOf('POST /api/legal-wizard/drafts')).toEqual([]);
  });

  it('deletes a draft after asking', async () => {
    let drafts = [legalDraft()];
    const api = legalApi(legalDraft(), {
      overrides: {
        'GET /api/legal-wizard/drafts': () => drafts,
        [`DELETE /api/legal-wizard/drafts/${DRAFT_ID}`]: () => {
          drafts = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    renderWizard('/legal-wizard');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Delete the draft of the last will and testament for Maria Rivera',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete draft' }));

    await expectToast('Draft deleted');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Drafts' })).toBeNull());
    expect(api.callsTo(`DELETE /api/legal-wizard/drafts/${DRAFT_ID}`)).toHaveLength(1);
  });

  it('says when the drafts cannot be loaded', async () => {
    legalApi(legalDraft(), {
      overrides: { 'GET /api/legal-wizard/drafts': () => apiError(500, 'INTERNAL', 'Oops') },
    });
    renderWizard('/legal-wizard');
    expect(await screen.findByText("We couldn't load your documents")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
