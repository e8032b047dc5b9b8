import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADVISOR_SECTION_LABELS, ADVISOR_SECTIONS } from '@shared/advisors/advisor-scope';
import { apiError } from '@test/web/fake-api';
import { advisor } from '../advisor-fixtures.test-helper';
import { advisorsApi, renderAdvisors } from '../advisors-api.test-helper';

const JUNE_15 = '2026-06-15T12:00:00.000Z';

/** The boxes ticked in the dialog's "What they can see" group, by label. */
function ticked(dialog: HTMLElement): string[] {
  const group = within(dialog).getByRole('group', { name: 'What they can see' });
  return within(group)
    .getAllByRole('checkbox')
    .filter((box) => box.getAttribute('aria-checked') === 'true')
    .map((box) => box.closest('li')?.textContent ?? '');
}

async function openGrant(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Give access to Jane Smith' }));
  return screen.getByRole('dialog', { name: 'Give Jane Smith access' });
}

/** Issue 35: the owner chooses what an advisor's grant opens, and can change it later. */
describe('What an advisor sees', () => {
  it('ticks what the advisor’s role usually needs, one labelled box per section, numbers off', async () => {
    const user = userEvent.setup();
    advisorsApi([advisor({ role: 'cpa' })]);
    renderAdvisors();
    const dialog = await openGrant(user);
    const group = within(dialog).getByRole('group', { name: 'What they can see' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(ADVISOR_SECTIONS.length);
    for (const section of ADVISOR_SECTIONS)
      expect(within(group).getByLabelText(ADVISOR_SECTION_LABELS[section])).toBeVisible();
    expect(ticked(dialog)).toEqual([
      'Monthly expenses',
      'Financial accounts',
      'Loans',
      'Investments',
      'Documents',
    ]);
    expect(group).toHaveAccessibleDescription(/what a cpa \/ accountant usually needs/);
    const numbers = within(dialog).getByRole('switch', {
      name: 'Allow full account and policy numbers',
    });
    expect(numbers).not.toBeChecked();
    expect(numbers).toHaveAccessibleDescription(/only the last 4 digits/);
  });

  it('ticks nothing for a role without a usual need', async () => {
    const user = userEvent.setup();
    advisorsApi([advisor({ role: 'other' })]);
    renderAdvisors();
    const dialog = await openGrant(user);
    expect(ticked(dialog)).toEqual([]);
  });

  it('refuses to send without a section, then sends the sections and numbers chosen', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([advisor({ role: 'other' })]);
    renderAdvisors();
    const dialog = await openGrant(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose at least one section to share',
    );
    expect(
      within(dialog).getByRole('group', { name: 'What they can see' }),
    ).toHaveAccessibleDescription(/Choose at least one section to share/);
    expect(server.callsTo('POST /api/advisors/advisor-1/access')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Loans' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Monthly expenses' }));
    await user.click(
      within(dialog).getByRole('switch', { name: 'Allow full account and policy numbers' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Access invitation sent to jane@smithcole.example'),
    ).toBeVisible();
    expect(server.bodiesOf('POST /api/advisors/advisor-1/access')).toEqual([
      {
        level: 'read',
        days: 60,
        scope: { sections: ['expenses', 'loans'], revealNumbers: true },
      },
    ]);
    const card = screen.getByRole('article', { name: 'Jane Smith' });
    expect(
      await within(card).findByText('Will see: Monthly expenses and Loans · Full numbers allowed'),
    ).toBeVisible();
  });

  it('changes what a running grant shows with Edit what they see', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([
      advisor({
        access: {
          status: 'active',
          level: 'read',
          expiresAt: JUNE_15,
          scope: { sections: ['expenses', 'loans', 'documents'], revealNumbers: false },
        },
      }),
    ]);
    renderAdvisors();
    const card = await screen.findByRole('article', { name: 'Jane Smith' });
    expect(
      within(card).getByText('Sees: Monthly expenses, Loans and Documents · Numbers masked'),
    ).toBeVisible();
    const edit = within(card).getByRole('button', { name: 'Edit what Jane Smith sees' });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'What Jane Smith sees' });
    expect(ticked(dialog)).toEqual(['Monthly expenses', 'Loans', 'Documents']);

    // Nothing left ticked is refused, as when giving access.
    for (const name of ['Monthly expenses', 'Loans', 'Documents'])
      await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose at least one section to share',
    );
    expect(server.callsTo('PUT /api/advisors/advisor-1/access/scope')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Documents' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Jane Smith now sees Documents')).toBeVisible();
    expect(server.bodiesOf('PUT /api/advisors/advisor-1/access/scope')).toEqual([
      { sections: ['documents'], revealNumbers: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByText('Sees: Documents · Numbers masked')).toBeVisible();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('says when a change of what they see fails and keeps the dialog open', async () => {
    const user = userEvent.setup();
    advisorsApi(
      [
        advisor({
          access: {
            status: 'invited',
            level: 'read',
            expiresAt: JUNE_15,
            scope: { sections: ['documents'], revealNumbers: false },
          },
        }),
      ],
      {
        'PUT /api/advisors/advisor-1/access/scope': () =>
          apiError(500, 'INTERNAL', 'Something went wrong.'),
      },
    );
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Edit what Jane Smith sees' }));
    const dialog = screen.getByRole('dialog', { name: 'What Jane Smith sees' });
    expect(dialog).toHaveAccessibleDescription('Applies once they accept the invitation.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to change what they see: Something went wrong.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'What Jane Smith sees' })).toBeVisible();
  });
});
