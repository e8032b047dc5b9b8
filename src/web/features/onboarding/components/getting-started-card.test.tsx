import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TOnboardingState } from '@shared/onboarding/onboarding-schemas';
import { apiError, fakeApi } from '@test/web/fake-api';
import { finishedOnboarding } from '@test/web/fixtures';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { GettingStartedCard } from './getting-started-card';

/** The real server's area toggle: the answer is the whole new state. */
function checklistApi(initial: TOnboardingState = finishedOnboarding()) {
  let current = initial;
  return fakeApi({
    'GET /api/onboarding': () => current,
    'PUT /api/onboarding/areas/expenses': (body) => {
      const { completed } = body as { completed: boolean };
      const others = current.completedAreas.filter((area) => area !== 'expenses');
      current = { ...current, completedAreas: completed ? [...others, 'expenses'] : others };
      return current;
    },
  });
}

function renderCard() {
  return renderRoute(<GettingStartedCard />, '/dashboard', { signedInAs: sessionUser() });
}

describe('GettingStartedCard', () => {
  it('lists the chosen priorities first, then the other areas, with links to their screens', async () => {
    checklistApi();
    renderCard();
    await screen.findByText('1 of 6 done');
    const items = within(screen.getByRole('list')).getAllByRole('heading', { level: 3 });
    expect(items.map((heading) => heading.textContent)).toEqual([
      'DocumentsYour priority',
      'AdvisorsYour priority',
      'Monthly expenses',
      'Financial accounts',
      'Investments',
      'Family members',
    ]);
    const links = [
      ['Open Monthly Expenses', '/expenses'],
      ['Open Financial Accounts', '/accounts'],
      ['Open Documents', '/nido-hub'],
      ['Invite family from Settings', '/settings'],
    ] as const;
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('marks an area done and back, saving each change and updating the progress', async () => {
    const user = userEvent.setup();
    const api = checklistApi();
    renderCard();

    await screen.findByText('1 of 6 done');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');

    await user.click(screen.getByRole('button', { name: 'Mark Monthly expenses as done' }));
    expect(await screen.findByText('2 of 6 done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');

    await user.click(
      screen.getByRole('button', { name: 'Monthly expenses: done. Mark as not done' }),
    );
    expect(await screen.findByText('1 of 6 done')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/onboarding/areas/expenses')).toEqual([
      { completed: true },
      { completed: false },
    ]);
  });

  it('shows an error with Retry when the checklist cannot load, and recovers', async () => {
    const user = userEvent.setup();
    let failures = 1;
    fakeApi({
      'GET /api/onboarding': () =>
        failures-- > 0 ? apiError(500, 'INTERNAL', 'Something went wrong.') : finishedOnboarding(),
    });
    renderCard();
    expect(await screen.findByText("We couldn't load your checklist")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 of 6 done')).toBeInTheDocument();
  });
});
