import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@test/web/fake-api';
import { familySource, guestOwn } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { IDS, advisor, asset } from '../advisor-fixtures.test-helper';
import { advisorsApi, renderAdvisors } from '../advisors-api.test-helper';
import { expectToast } from '@test/web/expect-toast';

const JANE = advisor({
  address: {
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    full: '1 Main St, Austin, TX, 78701',
  },
  notes: 'Drafted our wills in 2025.',
  links: [
    { kind: 'asset', id: IDS.checking, label: 'Chase · Everyday Checking' },
    { kind: 'expense', id: IDS.lifePolicy, label: 'Northwestern Mutual · Term life' },
  ],
  documents: [{ id: 'doc-1', name: 'Last will 2025' }],
});
const SAM = advisor({
  id: 'advisor-2',
  name: 'Sam Lee',
  role: 'cpa',
  firm: null,
  phone: null,
  email: 'sam@example.com',
});

describe('AdvisorsPage', () => {
  it('lists the advisors by role, each with one-click Call and Email', async () => {
    advisorsApi([SAM, JANE]);
    renderAdvisors();
    expect(screen.getByRole('heading', { level: 1, name: 'Advisor Contacts' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Attorney' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'CPA / Accountant' })).toBeVisible();

    const jane = screen.getByRole('article', { name: 'Jane Smith' });
    expect(within(jane).getByText('Attorney · Smith & Cole LLP')).toBeVisible();
    expectLinkTo(within(jane), 'Call Jane Smith', 'tel:5550102000,12');
    expectLinkTo(within(jane), 'Email Jane Smith', 'mailto:jane@smithcole.example');
    expect(within(jane).getByText('1 Main St, Austin, TX, 78701')).toBeVisible();
    expect(within(jane).getByText('Drafted our wills in 2025.')).toBeVisible();
    expect(within(jane).getByText('Financial accounts:').parentElement).toHaveTextContent(
      'Financial accounts: Chase · Everyday Checking',
    );
    expect(within(jane).getByText('Insurance policies:').parentElement).toHaveTextContent(
      'Insurance policies: Northwestern Mutual · Term life',
    );
    expectLinkTo(within(jane), 'Last will 2025', '/nido-hub');

    // No phone number: no Call link, rather than one that calls nobody.
    const sam = screen.getByRole('article', { name: 'Sam Lee' });
    expect(within(sam).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(within(sam).getByRole('link', { name: 'Email Sam Lee' })).toBeVisible();
    expect(within(sam).getByText('Nothing linked yet')).toBeVisible();
  });

  it('narrows the list to one role', async () => {
    const user = userEvent.setup();
    advisorsApi([SAM, JANE]);
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'CPA / Accountant (1)' }));
    expect(screen.queryByRole('article', { name: 'Jane Smith' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Sam Lee' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'All (2)' }));
    expect(screen.getByRole('article', { name: 'Jane Smith' })).toBeVisible();
  });

  it('explains why to record advisors and adds the first with what they handle', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([]);
    renderAdvisors();
    expect(await screen.findByText(/When something happens to you/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add your first advisor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add advisor' });
    await user.type(within(dialog).getByLabelText('Name'), 'Jane Smith');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Attorney');
    await user.type(within(dialog).getByLabelText('Phone'), '(555) 010-2000');
    await user.type(within(dialog).getByLabelText('Email'), 'Jane@SmithCole.example');

    const policies = within(dialog).getByRole('group', { name: 'Insurance policies' });
    expect(within(policies).queryByText('City Water')).toBeNull();
    await user.click(within(policies).getByRole('checkbox', { name: /Northwestern Mutual/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fidelity · Joint brokerage' }));
    expect(within(dialog).getByText('2 chosen')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add advisor' }));

    await expectToast('Advisor added successfully!');
    expect(server.bodiesOf('POST /api/advisors')).toEqual([
      {
        name: 'Jane Smith',
        role: 'attorney',
        firm: null,
        phone: '(555) 010-2000',
        email: 'jane@smithcole.example',
        address: null,
        notes: null,
        links: [
          { kind: 'expense', id: IDS.lifePolicy },
          { kind: 'investment', id: IDS.brokerage },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await screen.findByRole('article', { name: 'Jane Smith' });
    expect(within(card).getByText('Investment accounts:').parentElement).toHaveTextContent(
      'Fidelity · Joint brokerage',
    );
  });

  it('asks for a role, and for the whole address once part of it is filled', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([]);
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Add advisor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add advisor' });
    await user.type(within(dialog).getByLabelText('Name'), 'Jane Smith');
    await user.type(within(dialog).getByLabelText('Street'), '1 Main St');
    await user.click(within(dialog).getByRole('button', { name: 'Add advisor' }));
    expect(await within(dialog).findByText('Choose what this advisor does')).toBeVisible();
    expect(within(dialog).getByText('Enter the city')).toBeVisible();
    expect(server.callsTo('POST /api/advisors')).toHaveLength(0);
  });

  it('narrows a long list of things to link by name', async () => {
    const user = userEvent.setup();
    const accounts = Array.from({ length: 9 }, (_, index) =>
      asset({
        id: `20000000-0000-4000-8000-00000000000${index}`,
        institutionName: index === 4 ? 'Ally' : 'Chase',
        accountName: `Account ${index}`,
      }),
    );
    advisorsApi([], { 'GET /api/assets': () => ({ assets: accounts }) });
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Add advisor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add advisor' });
    const search = await within(dialog).findByRole('searchbox', {
      name: 'Search what this advisor handles',
    });
    await user.type(search, 'ally');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(dialog).getByRole('checkbox', { name: 'Ally · Account 4' })).toBeVisible();
  });

  it("edits an advisor and puts the server's field message beside the field", async () => {
    const user = userEvent.setup();
    advisorsApi([JANE], {
      'PUT /api/advisors/advisor-1': () =>
        apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
          email: 'This email address is already used by another advisor',
        }),
    });
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Edit Jane Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit advisor' });
    expect(within(dialog).getByLabelText('Street')).toHaveValue('1 Main St');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Chase · Everyday Checking' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Failed to update advisor: Please correct the highlighted fields.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('This email address is already used by another advisor'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves an edit with its links kept', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([JANE]);
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Edit Jane Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit advisor' });
    await user.type(within(dialog).getByLabelText('Firm'), ' PC');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Advisor updated successfully!');
    expect(server.bodiesOf('PUT /api/advisors/advisor-1')[0]).toMatchObject({
      firm: 'Smith & Cole LLP PC',
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      links: [
        { kind: 'asset', id: IDS.checking },
        { kind: 'expense', id: IDS.lifePolicy },
      ],
    });
  });

  it('deletes an advisor after confirmation', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([JANE, SAM]);
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Delete Jane Smith' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this advisor?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete advisor' }));
    await expectToast('Advisor deleted successfully!');
    expect(server.callsTo('DELETE /api/advisors/advisor-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jane Smith' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Advisor Contacts' })).toHaveFocus(),
    );
  });

  it('shows a viewer the advisors without Add, Edit, Delete or access controls', async () => {
    const rosas = advisor({
      ownerId: 'rosa',
      access: {
        status: 'active',
        level: 'read',
        expiresAt: '2026-06-15T12:00:00.000Z',
        scope: { sections: ['documents'], revealNumbers: false },
      },
    });
    advisorsApi([rosas], {
      'GET /api/family/sources': () => ({
        sources: [guestOwn('ev-1'), familySource('rosa', 'Rosa Diaz', 'viewer')],
      }),
    });
    renderAdvisors({ id: 'ev-1', accountType: 'guest', invitedBy: 'rosa' });
    const card = await screen.findByRole('article', { name: 'Jane Smith' });
    expect(screen.getByText('View only')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add advisor' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Call Jane Smith' })).toBeVisible();
    expect(within(card).getByText('Can view only until Jun 15, 2026')).toBeVisible();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('tells a viewer of an empty household that there is nothing to add with', async () => {
    advisorsApi([], {
      'GET /api/family/sources': () => ({
        sources: [guestOwn('ev-1'), familySource('rosa', 'Rosa Diaz', 'viewer')],
      }),
    });
    renderAdvisors({ id: 'ev-1', accountType: 'guest', invitedBy: 'rosa' });
    expect(await screen.findByText(/You can view this data but not change it/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add your first advisor' })).toBeNull();
  });

  it('offers to try again when the advisors cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/advisors': () =>
        fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : { advisors: [JANE] },
    });
    renderAdvisors();
    expect(await screen.findByText("We couldn't load your advisors")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeVisible();
  });
});
