import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { familyApi } from '../family-api.test-helper';
import { household, invitation } from '../family-fixtures.test-helper';
import { FamilyPage } from './family-page';
import { expectToast } from '@test/web/expect-toast';

function renderFamily(user = sessionUser()) {
  return renderRoute(<FamilyPage />, '/settings/family', { signedInAs: user });
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('FamilyPage: invitations', () => {
  it('sends an invitation, says so, empties the form and lists it', async () => {
    const user = userEvent.setup();
    const server = familyApi();
    renderFamily();
    expect(screen.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
    await user.type(await screen.findByLabelText('Full Name'), '  Jordan Lee ');
    await user.type(screen.getByLabelText('Email'), 'Jordan@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    await expectToast('Invitation sent');
    expect(
      screen.getByText('We emailed Jordan Lee an invitation to join your family.'),
    ).toBeVisible();
    expect(server.bodiesOf('POST /api/family/invitations')).toEqual([
      { inviteeName: 'Jordan Lee', inviteeEmail: 'jordan@example.com' },
    ]);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByRole('cell', { name: 'Jordan Lee' })).toBeVisible();
    expect(within(invitations).getByText('Pending')).toBeVisible();
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    const server = familyApi();
    renderFamily();
    await user.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter their full name')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(server.callsTo('POST /api/family/invitations')).toHaveLength(0);
  });

  it("puts the server's field messages and an existing invitation under the email", async () => {
    const user = userEvent.setup();
    let answer = apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
      inviteeEmail: 'You cannot invite yourself.',
    });
    familyApi({}, { 'POST /api/family/invitations': () => answer });
    renderFamily();
    await user.type(await screen.findByLabelText('Full Name'), 'Maria Rivera');
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('You cannot invite yourself.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    answer = apiError(409, 'CONFLICT', 'An invitation to this address is already pending.');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('An invitation to this address is already pending.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An invitation to this address is already pending.',
    );
  });

  it('explains that inviting needs an active subscription', async () => {
    familyApi({ canInvite: false });
    renderFamily();
    expect(
      await screen.findByText(/Inviting family members needs an active subscription/),
    ).toBeVisible();
    expectLinkTo(screen, 'See plans', '/subscription');
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).toBeNull();
  });

  it('toasts the refusal when the subscription ended meanwhile, and stops offering the form', async () => {
    const user = userEvent.setup();
    let canInvite = true;
    familyApi(
      {},
      {
        'GET /api/family': () => ({ canInvite, invitations: [], members: [], households: [] }),
        'POST /api/family/invitations': () => {
          canInvite = false;
          return apiError(
            402,
            'SUBSCRIPTION_REQUIRED',
            'Inviting family members needs an active subscription.',
          );
        },
      },
    );
    renderFamily();
    await user.type(await screen.findByLabelText('Full Name'), 'Jordan Lee');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText("Couldn't send the invitation")).toBeVisible();
    expect(await screen.findByRole('link', { name: 'See plans' })).toBeVisible();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });

  it('shows each status and offers Resend for pending or expired, Revoke for pending', async () => {
    const user = userEvent.setup();
    const server = familyApi({
      invitations: [
        invitation(),
        invitation({ id: 'inv-expired', inviteeName: 'Alex Kim', status: 'expired' }),
        invitation({ id: 'inv-accepted', inviteeName: 'Sam Rivera', status: 'accepted' }),
        invitation({ id: 'inv-revoked', inviteeName: 'Kim Park', status: 'revoked' }),
      ],
    });
    renderFamily();
    await screen.findByRole('cell', { name: 'Jordan Lee' });
    expect(within(rowOf('Jordan Lee')).getByText('Pending')).toBeVisible();
    expect(within(rowOf('Alex Kim')).getByText('Expired')).toBeVisible();
    expect(within(rowOf('Sam Rivera')).getByText('Accepted')).toBeVisible();
    expect(within(rowOf('Kim Park')).getByText('Revoked')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Resend invitation to/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Revoke invitation to/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Resend invitation to Alex Kim' }));
    await expectToast('Invitation sent again');
    expect(server.callsTo('POST /api/family/invitations/inv-expired/resend')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('Alex Kim')).getByText('Pending')).toBeVisible());
  });

  it('toasts a failed resend', async () => {
    const user = userEvent.setup();
    familyApi(
      { invitations: [invitation()] },
      {
        [`POST /api/family/invitations/${invitation().id}/resend`]: () =>
          apiError(404, 'NOT_FOUND', 'Invitation not found'),
      },
    );
    renderFamily();
    await user.click(
      await screen.findByRole('button', { name: 'Resend invitation to Jordan Lee' }),
    );
    expect(await screen.findByText("Couldn't resend the invitation")).toBeVisible();
    expect(screen.getByText('Invitation not found')).toBeVisible();
  });

  it('revokes a pending invitation only after confirmation', async () => {
    const user = userEvent.setup();
    const server = familyApi({ invitations: [invitation()] });
    const route = `DELETE /api/family/invitations/${invitation().id}`;
    renderFamily();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke invitation to Jordan Lee' }),
    );
    let dialog = screen.getByRole('alertdialog', { name: 'Revoke this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo(route)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke invitation to Jordan Lee' }));
    dialog = screen.getByRole('alertdialog', { name: 'Revoke this invitation?' });
    expect(dialog).toHaveTextContent('Jordan Lee (jordan@example.com) will no longer be able');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await expectToast('Invitation revoked');
    expect(server.callsTo(route)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(rowOf('Jordan Lee')).findByText('Revoked')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Resend|Revoke/ })).toBeNull();
  });
});

describe('FamilyPage: states', () => {
  it('offers to try again when the page cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    familyApi(
      {},
      {
        'GET /api/family': () =>
          fail
            ? apiError(500, 'INTERNAL', 'Something went wrong. Please try again.')
            : { canInvite: true, invitations: [], members: [], households: [] },
      },
    );
    renderFamily();
    expect(await screen.findByText("We couldn't load your family")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You haven't invited anyone yet.")).toBeVisible();
    expect(screen.getByText("Nobody else can see your household's data yet.")).toBeVisible();
  });

  it('shows a guest the households they view, without inviting or members', async () => {
    familyApi({ canInvite: false, households: [household({ role: 'guest' })] });
    renderFamily(sessionUser({ accountType: 'guest', invitedBy: 'user-9' }));
    const households = await screen.findByRole('region', { name: 'Households you can view' });
    expect(within(households).getByRole('cell', { name: 'Rosa Diaz' })).toBeVisible();
    expect(within(households).getByRole('cell', { name: 'Can view and edit' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Invite a family member' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'People with access' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  });

  it('shows an advisor each client’s household with what it shares and until when (issue 15)', async () => {
    familyApi({
      canInvite: false,
      households: [
        household({
          ownerName: 'Olivia Owner',
          role: 'advisor',
          advisorGrant: {
            level: 'read',
            expiresAt: '2026-06-15T12:00:00.000Z',
            active: true,
            sections: ['expenses', 'loans'],
            revealNumbers: false,
          },
        }),
      ],
    });
    renderFamily(sessionUser({ accountType: 'guest', invitedBy: 'user-9' }));
    const households = await screen.findByRole('region', { name: 'Households you can view' });
    const row = within(households).getByRole('row', { name: /Olivia Owner/ });
    expect(row).toHaveTextContent('Advisor: can view only');
    expect(row).toHaveTextContent('until Jun 15, 2026');
    expect(row).toHaveTextContent('Shared with you: Monthly expenses and Loans');
    expect(row).toHaveTextContent('Numbers masked');
    expect(households).toHaveTextContent(/clients who gave you advisor access/);
  });
});
