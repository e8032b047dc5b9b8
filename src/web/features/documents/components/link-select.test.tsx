import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LINK_KINDS } from '@shared/documents/document-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { advisorFixture, investmentFixture } from '@web/testing/record-fixtures.test-helper';
import { LinkSelect } from './link-select';

const ADVISOR = advisorFixture({
  id: 'adv-1',
  name: 'Dana Cole',
  role: 'cpa',
  firm: null,
  phone: null,
  email: null,
});

const BROKERAGE = investmentFixture({ id: 'inv-1' });

function renderPicker() {
  fakeApi({
    'GET /api/assets': () => ({ assets: [] }),
    'GET /api/loans': () => ({ loans: [] }),
    'GET /api/properties': () => ({ properties: [] }),
    'GET /api/expenses': () => ({ expenses: [] }),
    'GET /api/advisors': () => ({ advisors: [ADVISOR] }),
    'GET /api/investments': () => ({ investments: [BROKERAGE] }),
  });
  renderRoute(<LinkSelect current={null} aria-label="Linked to" />, '/nido-hub', {
    signedInAs: sessionUser(),
  });
  return screen.getByRole('combobox', { name: 'Linked to' });
}

describe('the document link picker', () => {
  it('offers the advisors by name and role', async () => {
    const select = renderPicker();
    const advisors = await within(select).findByRole('group', { name: 'Advisors' });
    expect(
      within(advisors).getByRole('option', { name: 'Dana Cole · CPA / Accountant' }),
    ).toHaveValue('advisor:adv-1');
  });

  it('offers the investment accounts once documents may be linked to them', async () => {
    const select = renderPicker();
    await within(select).findByRole('group', { name: 'Advisors' });
    const investments = within(select).queryByRole('group', { name: 'Investment accounts' });
    // The shared link kinds decide: the server refuses a kind they do not list.
    if ((DOCUMENT_LINK_KINDS as readonly string[]).includes('investment')) {
      expect(
        within(investments!).getByRole('option', { name: 'Fidelity · Joint brokerage' }),
      ).toHaveValue('investment:inv-1');
    } else {
      expect(investments).toBeNull();
    }
  });
});
