import { screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TInvitationDetails } from '@shared/family/family-schemas';
import {
  apiError,
  fakeApi,
  hang,
  offline,
  signedInSession,
  type Handler,
} from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { InvitationHandler } from './invitation-handler';

const PENDING: TInvitationDetails = {
  inviterName: 'Maria Rivera',
  inviteeEmail: 'ann@example.com',
  inviteeName: 'Ann Lee',
  status: 'pending',
  role: 'guest',
  advisorGrant: null,
};

/** An advisor's invitation from Advisor Contacts (issue 35): what it offers, in days from acceptance. */
const ADVISOR_INVITATION: TInvitationDetails = {
  ...PENDING,
  inviterName: 'Olivia Owner',
  role: 'advisor',
  advisorGrant: { level: 'read', days: 60, sections: ['expenses', 'loans'], revealNumbers: false },
};

/** `/` as the landing page does it: the handler only while the link carries an invitation. */
function Home() {
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  return invitation ? <InvitationHandler invitation={invitation} /> : <p>Landing sections</p>;
}

function renderHandler(invitation = 'abc123') {
  return renderRoute(<Home />, '/', {
    at: `/?invitation=${invitation}`,
    screens: [{ path: '/dashboard', element: <p>Dashboard screen</p> }],
  });
}

const signedIn = { 'GET /api/auth/session': signedInSession(sessionUser()) };

async function expectToast(title: string, description: string) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
}

describe('InvitationHandler, signed out', () => {
  it('shows the loading state while the invitation is looked up', async () => {
    fakeApi({ 'GET /api/invitations/abc123': hang });
    renderHandler();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loading Invitation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Invitation…');
  });

  it('invites: who sent it, to which address, and both ways in carrying the invitation', async () => {
    const api = fakeApi({ 'GET /api/invitations/abc123': () => PENDING });
    renderHandler();
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're Invited!" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Maria Rivera', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/has invited you to join their family on Nido/)).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    const access = screen.getByRole('region', { name: 'As a family member you can' });
    expect(within(access).getByText('Collaborate with Maria Rivera')).toBeInTheDocument();
    expectLinkTo(screen, 'Sign In to Accept', '/login?invitation=abc123');
    expectLinkTo(screen, 'Create Account & Accept', '/register?invitation=abc123');
    expect(api.callsTo('POST /api/family/invitations/accept')).toHaveLength(0);
  });

  it('passes an id (with hyphens) on as it came', async () => {
    const id = '3f2a-41c9-b7d0';
    const api = fakeApi({ [`GET /api/invitations/${id}`]: () => PENDING });
    renderHandler(id);
    expect(await screen.findByRole('link', { name: 'Sign In to Accept' })).toHaveAttribute(
      'href',
      `/login?invitation=${id}`,
    );
    expect(api.callsTo(`GET /api/invitations/${id}`)).toHaveLength(1);
  });

  it.each(['accepted', 'revoked', 'expired'] as const)(
    'calls a %s invitation invalid and shows the landing page',
    async (status) => {
      fakeApi({ 'GET /api/invitations/abc123': () => ({ ...PENDING, status }) });
      const { router } = renderHandler();
      await expectToast(
        'Invalid Invitation',
        'This invitation has already been accepted or is no longer valid',
      );
      expect(await screen.findByText('Landing sections')).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    },
  );

  it.each([
    ['an unknown code', () => apiError(404, 'NOT_FOUND', 'Invalid or expired invitation code')],
    ['no connection', offline],
  ] as [string, Handler][])(
    'after %s says the details failed to load and shows the landing page',
    async (_case, answer) => {
      fakeApi({ 'GET /api/invitations/abc123': answer });
      renderHandler();
      await expectToast('Error', 'Failed to load invitation details');
      expect(await screen.findByText('Landing sections')).toBeInTheDocument();
    },
  );
});

describe('InvitationHandler, an advisor’s invitation (issue 15)', () => {
  it('says whose household, what is shared, view only and for how long, never “join the family”', async () => {
    fakeApi({ 'GET /api/invitations/abc123': () => ADVISOR_INVITATION });
    renderHandler();
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're Invited!" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/has given you advisor access to their household on Nido/),
    ).toBeInTheDocument();
    const access = screen.getByRole('region', { name: 'What Olivia Owner shares with you' });
    expect(access).toHaveTextContent('Shared with you: Monthly expenses and Loans');
    expect(access).toHaveTextContent("View only: you can't change anything");
    expect(access).toHaveTextContent('Account and policy numbers stay masked');
    expect(access).toHaveTextContent('For 60 days from when you accept');
    expect(document.body).not.toHaveTextContent(/join their family|View and manage/i);
    expectLinkTo(screen, 'Create Account & Accept', '/register?invitation=abc123');
  });

  it('toasts the grant on acceptance, not that they joined the family', async () => {
    fakeApi({
      ...signedIn,
      'POST /api/family/invitations/accept': () => ({
        success: true,
        inviterName: 'Olivia Owner',
        role: 'advisor',
        advisorGrant: {
          level: 'read_write',
          expiresAt: '2026-06-15T12:00:00.000Z',
          active: true,
          sections: ['documents'],
          revealNumbers: false,
        },
      }),
    });
    renderHandler();
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    await expectToast(
      'Invitation Accepted!',
      "You have advisor access to Olivia Owner's household: Documents. View and edit, until Jun 15, 2026.",
    );
    expect(screen.queryByText(/joined the inviter's family/)).toBeNull();
  });
});

describe('InvitationHandler, signed in', () => {
  it('accepts at once, showing the processing state meanwhile', async () => {
    const api = fakeApi({ ...signedIn, 'POST /api/family/invitations/accept': hang });
    renderHandler();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accepting Invitation' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodiesOf('POST /api/family/invitations/accept')).toEqual([
        { invitation: 'abc123' },
      ]),
    );
    expect(api.callsTo('GET /api/invitations/abc123')).toHaveLength(0);
  });

  it('on success toasts, refreshes the session and the family data, and opens the dashboard', async () => {
    const api = fakeApi({
      ...signedIn,
      'POST /api/family/invitations/accept': () => ({ success: true, inviterName: 'Maria' }),
    });
    const { queryClient } = renderHandler();
    queryClient.setQueryData(['family', 'sources'], { sources: [] });
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    await expectToast(
      'Invitation Accepted!',
      "You've successfully joined the inviter's family account. You now have access to their information.",
    );
    expect(api.callsTo('GET /api/auth/session')).toHaveLength(2);
    expect(queryClient.getQueryState(['family', 'sources'])?.isInvalidated).toBe(true);
  });

  it.each([
    ['already been accepted', 'This invitation has already been accepted', 409, 'CONFLICT'],
    ['invalid or expired', 'Invalid or expired invitation code', 404, 'NOT_FOUND'],
  ] as const)(
    'says "Already Accepted" when the answer says %s, then opens the dashboard',
    async (_case, message, status, code) => {
      fakeApi({
        ...signedIn,
        'POST /api/family/invitations/accept': () => apiError(status, code, message),
      });
      renderHandler();
      await expectToast('Already Accepted', 'This invitation has already been accepted.');
      expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    },
  );

  it.each([
    [
      'the server’s message',
      () =>
        apiError(
          403,
          'FORBIDDEN',
          'This invitation was sent to another email address. Sign in with the address it was sent to.',
        ),
      'This invitation was sent to another email address. Sign in with the address it was sent to.',
    ],
    [
      'the fallback without one',
      offline,
      'Failed to accept invitation. Please try again or contact support',
    ],
  ] as [string, Handler, string][])(
    'shows any other failure as "Invitation Error" with %s, then opens the dashboard',
    async (_case, answer, description) => {
      fakeApi({ ...signedIn, 'POST /api/family/invitations/accept': answer });
      renderHandler();
      await expectToast('Invitation Error', description);
      expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    },
  );
});
