import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LEGAL_STEPS } from '@shared/legal/legal-kinds';
import { GENERAL_RULES_NOTICE, STATE_RULES, isVerified } from '@shared/legal/state-rules';
import { legalApi, renderWizard } from '../testing/legal-api.test-helper';
import { DRAFT_ID, PDF_ID, check, generatedPdfId, legalDraft } from '../testing/legal-fixtures';

const AT = `/legal-wizard/${DRAFT_ID}`;
const SAVE = `PATCH /api/legal-wizard/drafts/${DRAFT_ID}`;
const GENERATE = `POST /api/legal-wizard/drafts/${DRAFT_ID}/generate`;
const REVIEW = 8;

const PASSED = check({ id: 'principal', title: 'Your name and state are filled in', step: 0 });
const NO_RESIDUARY = check({ ok: false, title: 'Name someone to receive everything else' });
const NO_ALTERNATE = check({
  id: 'alternates',
  severity: 'warning',
  ok: false,
  title: 'Name an alternate executor',
  explanation: 'If your executor cannot serve, a court chooses someone.',
  step: 3,
});

/** The first state and document whose signing rules are still the general ones. */
function unverifiedSection() {
  const sections = [
    ['will', 'will'],
    ['financial_poa', 'poa'],
    ['healthcare_directive', 'directive'],
  ] as const;
  for (const [kind, section] of sections) {
    const rules = STATE_RULES.find((each) => !isVerified(each[section]));
    if (rules) return { kind, rules };
  }
  throw new Error('Every section of every state is verified: this test needs another case');
}

describe('the review step', () => {
  it('lists the checks, problems first, and "Fix this" saves and opens the step that fixes it', async () => {
    const api = legalApi(
      legalDraft({ step: REVIEW, answers: { executor: { name: 'Ana Lopez' } as never } }),
      { checks: [PASSED, NO_ALTERNATE, NO_RESIDUARY] },
    );
    renderWizard(AT);
    const error = await screen.findByText('Name someone to receive everything else');
    const items = within(error.closest('ul') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Needs fixing: Name someone to receive everything else',
      'Warning: Name an alternate executor',
      'Done: Your name and state are filled in',
    ]);
    expect(items[0]).toHaveTextContent('passes as if there were no will');
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
    // The answers are summarised, each step with its way back.
    expect(screen.getByRole('button', { name: 'Edit Executor' })).toBeVisible();
    expect(screen.getByText('Ana Lopez')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create document' })).toBeDisabled();

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Fix this: Name someone to receive everything else (Everything else)',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Everything else' })).toBeVisible();
    expect(api.bodiesOf(SAVE)).toEqual([expect.objectContaining({ step: 5 })]);
  });

  it('creates the document when only warnings remain, then offers the PDF, the estate plan and the signed copy', async () => {
    const api = legalApi(legalDraft({ step: REVIEW }), { checks: [PASSED, NO_ALTERNATE] });
    renderWizard(AT);
    const create = await screen.findByRole('button', { name: 'Create document' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    const heading = await screen.findByRole('heading', { name: 'Your document' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.bodiesOf(SAVE)).toEqual([expect.objectContaining({ step: REVIEW })]);
    expect(api.bodiesOf(GENERATE)).toEqual([{ replaceCurrent: true }]);
    const versions = screen.getByRole('list', { name: 'Versions' });
    expect(within(versions).getByText('On your estate plan')).toBeVisible();
    expect(
      within(versions).getByRole('link', { name: 'Open version 1 (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', `/api/documents/${generatedPdfId(1)}/open`);
    expect(within(versions).getByRole('button', { name: 'Download version 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it on your estate plan' })).toHaveAttribute(
      'href',
      '/estate-plan#will',
    );
    expect(screen.getByRole('button', { name: 'Upload the signed copy' })).toBeVisible();
    expect(screen.getByLabelText('Signed copy')).toBeVisible();
  });

  it('asks whether a new version replaces the one on the estate plan', async () => {
    const api = legalApi(
      legalDraft({
        step: REVIEW,
        versions: [
          {
            version: 1,
            documentId: PDF_ID,
            documentName: 'Last will and testament of Maria Rivera (v1)',
            generatedAt: '2026-11-25T10:00:00.000Z',
            current: true,
          },
        ],
      }),
      { checks: [PASSED] },
    );
    renderWizard(AT);
    const choice = await screen.findByRole('radiogroup', {
      name: 'You already made a version of this document',
    });
    await userEvent.click(
      within(choice).getByRole('radio', { name: 'Keep it as another version' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create document' }));

    await waitFor(() => expect(api.bodiesOf(GENERATE)).toEqual([{ replaceCurrent: false }]));
    const versions = await screen.findByRole('list', { name: 'Versions' });
    await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(2));
    expect(within(versions).getAllByRole('listitem')[1]).toHaveTextContent('On your estate plan');
  });

  it('shows the state’s signing steps, marked as general rules where the state is not verified', async () => {
    // The rules table grows state by state: take a section still on the general rules, and a
    // will section read from its statute.
    const general = unverifiedSection();
    legalApi(
      legalDraft({
        kind: general.kind,
        step: LEGAL_STEPS[general.kind].length - 1,
        state: general.rules.code,
      }),
      { checks: [PASSED] },
    );
    const view = renderWizard(AT);
    expect(await screen.findByText(new RegExp(`in ${general.rules.name}$`))).toBeVisible();
    expect(screen.getAllByText(GENERAL_RULES_NOTICE)[0]).toBeVisible();
    view.unmount();

    legalApi(legalDraft({ step: REVIEW, state: 'CA' }), { checks: [PASSED] });
    renderWizard(AT);
    expect(await screen.findByText('How to sign your will in California')).toBeVisible();
    expect(screen.queryByText(GENERAL_RULES_NOTICE)).toBeNull();
    expect(screen.getByText(/^Source: Cal\. Prob\. Code/)).toBeVisible();
  });
});
