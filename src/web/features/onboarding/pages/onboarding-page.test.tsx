import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TOnboardingState } from '@shared/onboarding/onboarding-schemas';
import { sessionKeys } from '@web/lib/session';
import { fakeApi } from '@test/web/fake-api';
import { onboardingState } from '@test/web/fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { OnboardingPage } from './onboarding-page';

/** Someone who has just verified their address and not set up their household yet. */
const NEW_USER = sessionUser({ onboardingCompleted: false, isFirstLogin: true });

/** A server that remembers what the wizard saves, as the real one does. */
function onboardingServer(initial: TOnboardingState, user: TSessionUser = NEW_USER) {
  let state = initial;
  let currentUser = user;
  const server = fakeApi({
    'GET /api/auth/session': () => ({ user: currentUser, signedOutReason: null }),
    'POST /api/auth/sign-out': () => ({ ok: true }),
    'GET /api/onboarding': () => state,
    'PUT /api/onboarding': (body) => {
      const input = body as Partial<TOnboardingState> & { step: number };
      state = {
        ...state,
        ...input,
        householdName:
          input.householdName === undefined ? state.householdName : input.householdName || null,
      };
      return state;
    },
    'POST /api/onboarding/complete': () => {
      state = { ...state, completedAt: '2026-01-01T00:00:00.000Z' };
      currentUser = { ...currentUser, onboardingCompleted: true };
      return state;
    },
  });
  return server;
}

function renderOnboarding(user: TSessionUser = NEW_USER) {
  return renderRoute(<OnboardingPage />, '/onboarding', {
    signedInAs: user,
    screens: [
      { path: '/dashboard', element: <p>Dashboard screen</p> },
      { path: '/', element: <p>Landing screen</p> },
    ],
  });
}

describe('OnboardingPage', () => {
  it('resumes at the step the server remembers, with the saved answers', async () => {
    onboardingServer(onboardingState({ step: 1, homeState: 'CA', priorities: ['documents'] }));
    renderOnboarding();

    expect(
      await screen.findByRole('heading', { name: 'What should we set up first?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Documents/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Monthly expenses/ })).not.toBeChecked();
  });

  it('requires a home state, then saves step 1 on Next and moves to the priorities', async () => {
    const user = userEvent.setup();
    const server = onboardingServer(onboardingState());
    renderOnboarding();

    await screen.findByRole('heading', { name: 'Your household' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a state from the list')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/onboarding')).toHaveLength(0);

    await user.type(screen.getByLabelText('Household name (optional)'), 'The Rivera family');
    await user.selectOptions(screen.getByLabelText('Home state'), 'California');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const heading = await screen.findByRole('heading', { name: 'What should we set up first?' });
    expect(heading).toHaveFocus();
    expect(server.bodiesOf('PUT /api/onboarding')).toEqual([
      { step: 1, householdName: 'The Rivera family', homeState: 'CA' },
    ]);
  });

  it('saves the chosen priorities on Next, and Back returns without losing answers', async () => {
    const user = userEvent.setup();
    const server = onboardingServer(
      onboardingState({ step: 1, householdName: 'The Rivera family', homeState: 'TX' }),
    );
    renderOnboarding();

    await screen.findByRole('heading', { name: 'What should we set up first?' });
    await user.click(screen.getByRole('checkbox', { name: /Advisors/ }));
    await user.click(screen.getByRole('checkbox', { name: /Monthly expenses/ }));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your household' })).toBeInTheDocument();
    expect(screen.getByLabelText('Household name (optional)')).toHaveValue('The Rivera family');
    expect(screen.getByLabelText('Home state')).toHaveValue('TX');
    expect(server.callsTo('PUT /api/onboarding')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'What should we set up first?' });
    expect(screen.getByRole('checkbox', { name: /Advisors/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeInTheDocument();
    const saves = server.bodiesOf('PUT /api/onboarding');
    // Kept in the catalogue's order, whatever order they were ticked in.
    expect(saves.at(-1)).toEqual({ step: 2, priorities: ['expenses', 'advisors'] });
    expect(screen.getByText('Texas')).toBeInTheDocument();
    const firstList = within(screen.getByText('Set up first').parentElement as HTMLElement);
    expect(firstList.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Monthly expenses',
      'Advisors',
    ]);
  });

  it('finishes onboarding and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const server = onboardingServer(onboardingState({ step: 2, homeState: 'NY' }));
    const { router, queryClient } = renderOnboarding();

    await user.click(await screen.findByRole('button', { name: 'Go to my dashboard' }));

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(server.callsTo('POST /api/onboarding/complete')).toHaveLength(1);
    expect(server.bodiesOf('POST /api/analytics/events')).toEqual([
      expect.objectContaining({ eventType: 'conversion', eventName: 'onboarding_completed' }),
    ]);
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ user: TSessionUser }>(sessionKeys.all)?.user.onboardingCompleted,
      ).toBe(true),
    );
  });

  it('sends guests and finished accounts straight to the dashboard', async () => {
    const server = onboardingServer(onboardingState());
    renderOnboarding({ ...NEW_USER, accountType: 'guest', invitedBy: 'owner-1' });
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(server.callsTo('GET /api/onboarding')).toHaveLength(0);
  });

  it('sends an account whose onboarding is done to the dashboard', async () => {
    onboardingServer(onboardingState());
    renderOnboarding(sessionUser());
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('signs out from the header and returns to the landing page', async () => {
    const user = userEvent.setup();
    const server = onboardingServer(onboardingState());
    renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landing screen')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });
});
