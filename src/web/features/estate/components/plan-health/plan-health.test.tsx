import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { familySource, ownSource } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { apiError, fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { estateGap, estateSummary } from '../../api/summary-fixtures.test-helper';
import { PlanHealth } from './plan-health';

function renderPlanHealth(summary: Handler) {
  const api = fakeApi({
    'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
    'GET /api/estate/summary': summary,
  });
  renderRoute(<PlanHealth />, '/estate-plan', { signedInAs: sessionUser() });
  return api;
}

describe('PlanHealth', () => {
  it('shows the completeness score as a meter, and each gap with its explanation and a link to fix it', async () => {
    const api = renderPlanHealth(() =>
      estateSummary({
        score: 62,
        checksPassed: 5,
        checksTotal: 8,
        gaps: [
          estateGap(),
          estateGap({
            key: 'no_alternate_executor:will-1',
            rule: 'no_alternate_executor',
            severity: 'medium',
            title: 'Will of Maria Lopez names no alternate executor',
            explanation: 'If the executor dies before you, a court appoints someone else.',
            fix: { label: 'Name an alternate executor', to: '/estate-plan#will' },
          }),
        ],
      }),
    );

    const meter = await screen.findByRole('meter', { name: /Plan completeness 62 %/ });
    expect(meter).toHaveAttribute('aria-valuenow', '62');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('5 of 8 checks pass')).toBeVisible();
    expect(api.callsTo('GET /api/estate/summary')[0]?.search).toBe('?owners=user-1');

    const gaps = within(screen.getByRole('region', { name: 'Conflicts and gaps' })).getAllByRole(
      'listitem',
    );
    expect(gaps).toHaveLength(2);
    expect(
      within(gaps[0]!).getByRole('heading', {
        name: 'Northwestern Mutual life policy has no beneficiary',
      }),
    ).toBeVisible();
    expect(within(gaps[0]!).getByText(/pays the policy to your estate/)).toBeVisible();
    expect(within(gaps[0]!).getByText('Important')).toBeVisible();
    expectLinkTo(within(gaps[0]!), 'Name a beneficiary', '/estate-plan?tab=insurance');
    expect(
      within(gaps[1]!).getByRole('link', { name: 'Name an alternate executor' }),
    ).toHaveAccessibleDescription('Will of Maria Lopez names no alternate executor');
  });

  it('says so when every check passes', async () => {
    renderPlanHealth(() => estateSummary({ score: 100, checksPassed: 4, checksTotal: 4 }));
    expect(await screen.findByRole('meter', { name: /100 %/ })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText(/No conflicts or gaps/)).toBeVisible();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('offers to try again when the plan cannot be checked', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPlanHealth(() =>
      fail
        ? apiError(500, 'INTERNAL', 'Something went wrong.')
        : estateSummary({ score: 40, checksPassed: 2, checksTotal: 5 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check your plan");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('meter', { name: /40 %/ })).toBeVisible();
  });

  it('names the household of each gap when several are on screen', async () => {
    fakeApi({
      'GET /api/family/sources': () => ({
        sources: [ownSource('user-1'), familySource('rosa', 'Rosa Diaz')],
      }),
      'GET /api/estate/summary': () =>
        estateSummary({
          score: 0,
          checksPassed: 0,
          checksTotal: 2,
          gaps: [
            estateGap({ key: 'no_executor:user-1', title: 'No will names an executor' }),
            estateGap({
              key: 'no_executor:rosa',
              ownerId: 'rosa',
              title: 'No will names an executor',
            }),
          ],
        }),
    });
    renderRoute(<PlanHealth />, '/estate-plan', {
      signedInAs: sessionUser({ invitedBy: 'rosa' }),
    });
    const [mine, rosas] = await screen.findAllByRole('listitem');
    expect(mine).toHaveTextContent('Household: My Account');
    expect(rosas).toHaveTextContent('Household: Rosa Diaz');
  });

  it('has no axe violations with the meter and the gaps', async () => {
    const { default: axe } = await import('axe-core');
    const api = fakeApi({
      'GET /api/family/sources': () => ({ sources: [ownSource('user-1')] }),
      'GET /api/estate/summary': () =>
        estateSummary({ score: 50, checksPassed: 1, checksTotal: 2, gaps: [estateGap()] }),
    });
    const { container } = renderRoute(<PlanHealth />, '/estate-plan', {
      signedInAs: sessionUser(),
    });
    await screen.findByRole('meter');
    expect(api.callsTo('GET /api/estate/summary')).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(10);
    expect(results.violations.map((each) => `${each.id}: ${each.help}`)).toEqual([]);
  });
});
