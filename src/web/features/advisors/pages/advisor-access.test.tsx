import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@test/web/fake-api';
import { familySource, ownSource } from '@test/web/data-sources';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { advisor } from '../advisor-fixtures.test-helper';
import { advisorsApi, renderAdvisors } from '../advisors-api.test-helper';
import { expectToast } from '@test/web/expect-toast';

const JUNE_15 = '2026-06-15T12:00:00.000Z';
const SOME: NonNullable<TAdvisor['access']['scope']> = {
  sections: ['expenses', 'loans', 'documents'],
  revealNumbers: false,
};

/** Issue 13: professional access, which only the household's owner may give, renew or revoke. */
describe('Advisor access', () => {
  it('invites an advisor for 60 days by default, at the level chosen', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([advisor()]);
    renderAdvisors();
    const card = await screen.findByRole('article', { name: 'Jane Smith' });
    expect(within(card).getByText('No access')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Give access to Jane Smith' }));

    const dialog = screen.getByRole('dialog', { name: 'Give Jane Smith access' });
    expect(dialog).toHaveAccessibleDescription(/jane@smithcole\.example/);
    expect(within(dialog).getByLabelText('Days of access')).toHaveValue(60);
    expect(within(dialog).getByRole('radio', { name: 'Can view only' })).toBeChecked();
    expect(within(dialog).getByText(/Suits a bookkeeper/)).toBeVisible();
    expect(within(dialog).getByText(/shows in your activity log/)).toBeVisible();
    expect(within(dialog).getByText(/access ends by itself when the days run out/)).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Can view and edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText('Access invitation sent to jane@smithcole.example'),
    ).toBeVisible();
    expect(server.bodiesOf('POST /api/advisors/advisor-1/access')).toEqual([
      {
        level: 'read_write',
        days: 60,
        // An attorney's usual sections, ticked first; numbers stay masked unless turned on.
        scope: {
          sections: ['properties', 'policies', 'estate', 'documents'],
          revealNumbers: false,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByText('Invitation sent, expires Jun 15, 2026')).toBeVisible();
  });

  it('checks the number of days before sending', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([advisor()]);
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Give access to Jane Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Jane Smith access' });
    const days = within(dialog).getByLabelText('Days of access');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Access lasts at most 365 days at a time'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/advisors/advisor-1/access')).toHaveLength(0);
  });

  it('says an advisor without an email address cannot be invited yet', async () => {
    const user = userEvent.setup();
    advisorsApi([advisor({ email: null })]);
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Give access to Jane Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Jane Smith access' });
    expect(within(dialog).getByText(/Add Jane Smith’s email address first/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  });

  it("shows the server's answer about the email address in the dialog", async () => {
    const user = userEvent.setup();
    advisorsApi([advisor()], {
      'POST /api/advisors/advisor-1/access': () =>
        apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
          email: 'Add an email address for this advisor first',
        }),
    });
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Give access to Jane Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Jane Smith access' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Failed to give access: Please correct the highlighted fields.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Add an email address for this advisor first',
    );
  });

  it('shows each access state with what can be done next', async () => {
    advisorsApi([
      advisor({
        id: 'a-invited',
        name: 'Ivy Invited',
        access: { status: 'invited', level: 'read', expiresAt: JUNE_15, scope: SOME },
      }),
      advisor({
        id: 'a-active',
        name: 'Abe Active',
        access: { status: 'active', level: 'read_write', expiresAt: JUNE_15, scope: SOME },
      }),
      advisor({
        id: 'a-expired',
        name: 'Eve Expired',
        access: { status: 'expired', level: 'read', expiresAt: JUNE_15, scope: SOME },
      }),
    ]);
    renderAdvisors();
    const buttons = (card: HTMLElement) =>
      within(within(card).getByRole('group', { name: 'Professional access' }))
        .queryAllByRole('button')
        .map((button) => button.textContent);

    const invited = await screen.findByRole('article', { name: 'Ivy Invited' });
    expect(within(invited).getByText('Invitation sent, expires Jun 15, 2026')).toBeVisible();
    expect(
      within(invited).getByText('Will see: Monthly expenses, Loans and Documents · Numbers masked'),
    ).toBeVisible();
    expect(buttons(invited)).toEqual(['Edit what they see', 'Revoke']);

    const active = screen.getByRole('article', { name: 'Abe Active' });
    expect(within(active).getByText('Can view and edit until Jun 15, 2026')).toBeVisible();
    expect(
      within(active).getByText('Sees: Monthly expenses, Loans and Documents · Numbers masked'),
    ).toBeVisible();
    expect(buttons(active)).toEqual(['Edit what they see', 'Renew', 'Revoke']);

    const expired = screen.getByRole('article', { name: 'Eve Expired' });
    expect(within(expired).getByText('Access expired on Jun 15, 2026')).toBeVisible();
    expect(buttons(expired)).toEqual(['Edit what they see', 'Renew', 'Revoke']);
  });

  it('renews access and says until when', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([
      advisor({ access: { status: 'expired', level: 'read', expiresAt: JUNE_15, scope: SOME } }),
    ]);
    renderAdvisors();
    await user.click(await screen.findByRole('button', { name: 'Renew access for Jane Smith' }));
    const dialog = screen.getByRole('dialog', { name: 'Renew Jane Smith’s access' });
    expect(within(dialog).getByLabelText('Days of access')).toHaveValue(60);
    await user.click(within(dialog).getByRole('button', { name: 'Renew access' }));
    expect(await screen.findByText('Access renewed until Aug 14, 2026')).toBeVisible();
    expect(server.bodiesOf('POST /api/advisors/advisor-1/access/renew')).toEqual([{ days: 60 }]);
    expect(await screen.findByText('Can view only until Aug 14, 2026')).toBeVisible();
  });

  it('revokes access only after confirmation', async () => {
    const user = userEvent.setup();
    const server = advisorsApi([
      advisor({ access: { status: 'active', level: 'read', expiresAt: JUNE_15, scope: SOME } }),
    ]);
    renderAdvisors();
    const revoke = await screen.findByRole('button', { name: 'Revoke access for Jane Smith' });
    await user.click(revoke);
    let dialog = screen.getByRole('alertdialog', { name: 'Revoke Jane Smith’s access?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE /api/advisors/advisor-1/access')).toHaveLength(0);
    await waitFor(() => expect(revoke).toHaveFocus());

    await user.click(revoke);
    dialog = screen.getByRole('alertdialog', { name: 'Revoke Jane Smith’s access?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await expectToast('Access revoked');
    expect(server.callsTo('DELETE /api/advisors/advisor-1/access')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Give access to Jane Smith' })).toBeVisible();
  });

  it("offers access controls only on the person's own household", async () => {
    advisorsApi(
      [
        advisor({ id: 'mine', name: 'My Lawyer' }),
        advisor({ id: 'theirs', name: 'Their Lawyer', ownerId: 'jordan' }),
      ],
      {
        'GET /api/family/sources': () => ({
          sources: [ownSource('user-1'), familySource('jordan', 'Jordan Lee')],
        }),
      },
    );
    renderAdvisors({ invitedBy: 'jordan' });
    const mine = await screen.findByRole('article', { name: 'My Lawyer' });
    expect(within(mine).getByRole('button', { name: 'Give access to My Lawyer' })).toBeVisible();
    const theirs = screen.getByRole('article', { name: 'Their Lawyer' });
    // A guest of Jordan's household may edit the contact, but access is Jordan's to give.
    expect(within(theirs).getByRole('button', { name: 'Edit Their Lawyer' })).toBeVisible();
    expect(within(theirs).queryByRole('button', { name: /access/ })).toBeNull();
    expect(within(theirs).getByText('No access')).toBeVisible();
  });
});
