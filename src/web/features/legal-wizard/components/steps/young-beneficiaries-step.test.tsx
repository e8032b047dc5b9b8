import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TWillAnswers } from '@shared/legal/legal-answers';
import { LEGAL_STEPS } from '@shared/legal/legal-kinds';
import { legalApi, renderWizard } from '../../testing/legal-api.test-helper';
import { DRAFT_ID, legalDraft } from '../../testing/legal-fixtures';

const AT = `/legal-wizard/${DRAFT_ID}`;
const SAVE = `PATCH /api/legal-wizard/drafts/${DRAFT_ID}`;
const YOUNG = LEGAL_STEPS.will.indexOf('young_beneficiaries');
const RESIDUARY = LEGAL_STEPS.will.indexOf('residuary');

function draftIn(state: string, step: number, answers: Record<string, unknown> = {}) {
  // Parsed by the fixture as the server would: the fields left out get their defaults.
  const partial = { testator: { fullName: 'Rosa Diaz', state }, ...answers };
  return legalDraft({ step, answers: partial as Partial<TWillAnswers> });
}

describe('the will’s young beneficiaries step', () => {
  it('holds a child’s inheritance in a trust to the age chosen, with a trustee, and saves it', async () => {
    const api = legalApi(draftIn('TX', YOUNG));
    renderWizard(AT);
    await screen.findByRole('heading', { level: 2, name: 'Young beneficiaries' });
    await userEvent.selectOptions(
      screen.getByLabelText('Hold a young beneficiary’s property'),
      'In a trust for each of them, until an age I choose',
    );
    await userEvent.type(screen.getByLabelText('The trust ends at age'), '25');
    const trustee = screen.getByRole('group', { name: 'Trustee' });
    await userEvent.type(trustee.querySelector('input')!, 'Ana Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Pets' });
    const [saved] = api.bodiesOf(SAVE) as Array<{ answers: Record<string, unknown> }>;
    expect(saved?.answers.youngBeneficiaries).toMatchObject({
      holding: 'trust',
      age: 25,
      manager: { name: 'Ana Lopez' },
    });
  });

  it('offers a custodian only the ages the state’s act allows, with its citation', async () => {
    legalApi(draftIn('FL', YOUNG, { youngBeneficiaries: { holding: 'custodian' } }));
    renderWizard(AT);
    const age = await screen.findByLabelText('The custodian hands it over at age');
    expect([...(age as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '21 (the law’s age)',
      '21',
      '25',
    ]);
    expect(screen.getByText(/Fla\. Stat\. § 710\.123\(1\)\(a\)/)).toBeVisible();
  });

  it('says a state’s transfers-to-minors age is unverified where Nido has not read it', async () => {
    legalApi(draftIn('OH', YOUNG, { youngBeneficiaries: { holding: 'custodian' } }));
    renderWizard(AT);
    expect(
      await screen.findByText(/Unverified: Nido has not checked Ohio’s transfers-to-minors law/),
    ).toBeVisible();
    expect(screen.queryByLabelText('The custodian hands it over at age')).toBeNull();
  });
});

describe('who receives a share if its person dies first', () => {
  it('starts a new share at their descendants, and asks for a name only when "Someone I name" is chosen', async () => {
    const api = legalApi(draftIn('TX', RESIDUARY));
    renderWizard(AT);
    await screen.findByRole('heading', { level: 2, name: 'Everything else' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a beneficiary' }));
    await userEvent.type(screen.getByLabelText('Who receives it'), 'Mia Diaz');
    await userEvent.type(screen.getByLabelText('Share (%)'), '100');
    const choice = screen.getByLabelText('If they die before you, it goes to');
    expect(choice).toHaveValue('descendants');
    expect(screen.queryByLabelText('Who receives it instead')).toBeNull();
    await userEvent.selectOptions(choice, 'Someone I name');
    await userEvent.type(screen.getByLabelText('Who receives it instead'), 'Leo Diaz');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Young beneficiaries' });
    const [saved] = api.bodiesOf(SAVE) as Array<{ answers: Record<string, unknown> }>;
    expect(saved?.answers.residuary).toEqual([
      expect.objectContaining({
        name: 'Mia Diaz',
        ifTheyDieFirst: 'alternate',
        alternate: 'Leo Diaz',
      }),
    ]);
  });

  it('shows a share saved before the choice existed as not chosen, without choosing for the person', async () => {
    legalApi(draftIn('TX', RESIDUARY, { residuary: [{ name: 'Mia Diaz', percent: 100 }] }));
    renderWizard(AT);
    expect(await screen.findByLabelText('If they die before you, it goes to')).toHaveValue('');
  });
});
