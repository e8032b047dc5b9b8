import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { paymentSetting, segmentsReport } from '../testing/admin-fixtures';
import { SegmentsAdminPage } from './segments-admin-page';

const admin = sessionUser({ isAdmin: true });

function renderPage(routes: Record<string, Handler> = {}, at = '/segments-admin') {
  const api = fakeApi({
    'GET /api/admin/segments': () => segmentsReport(),
    'GET /api/admin/payment-setting': () => paymentSetting(),
    ...routes,
  });
  renderRoute(<SegmentsAdminPage />, '/segments-admin', { at, signedInAs: admin });
  return api;
}

const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (tableName: string, header: string) =>
  within(table(tableName)).getByRole('row', { name: new RegExp(`^${header}`) });

describe('/segments-admin', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the funnel by week and by campaign, the plan mix and active users', async () => {
    const api = renderPage();
    await screen.findByRole('table', { name: 'Sign-up funnel by week' });
    // The last 12 weeks by default, asked for explicitly.
    expect(api.callsTo('GET /api/admin/segments')[0]?.search).toBe(
      '?from=2026-09-04&to=2026-11-26',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Segments' })).toBeInTheDocument();
    expect(
      within(rowOf('Sign-up funnel by week', 'Sep 28, 2026'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '10', '7', '3']);
    expect(
      within(rowOf('Sign-up funnel by campaign', 'newsletter'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['email', 'fall-2026', '15', '12', '9', '4']);
    expect(
      within(rowOf('Sign-up funnel by campaign', 'Not given'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not given', 'Not given', '5', '4', '3', '0']);
    expect(within(rowOf('Plan mix', 'Free beta')).getAllByRole('cell')[1]).toHaveTextContent('75%');
    const active = screen.getByRole('region', { name: 'Active users' });
    expect(within(active).getByText('17')).toBeInTheDocument();
    expect(within(active).getByText('41')).toBeInTheDocument();
    // Totals over the weeks, with the share of those registered.
    expect(screen.getByText('20')).toBeInTheDocument();
    expect(screen.getByText('20% of those registered')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Sign-ups over 2 week\(s\): 20 Registered/ }));
  });

  it('asks for the chosen period and exports the same period', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('table', { name: 'Sign-up funnel by week' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/segments').map((call) => call.search)).toContain(
        '?from=2026-10-01&to=2026-10-31',
      ),
    );
    expectLinkTo(screen, 'Export CSV', '/api/admin/segments.csv?from=2026-10-01&to=2026-10-31');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
  });

  it('says what is wrong with a period and does not ask for it', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('table', { name: 'Sign-up funnel by week' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(to).toHaveAccessibleDescription('The last day must be on or after the first day.');
    expect(api.callsTo('GET /api/admin/segments')).toHaveLength(1);
  });

  it('reads the period from the address', async () => {
    const api = renderPage({}, '/segments-admin?from=2026-01-05&to=2026-03-29');
    await screen.findByRole('table', { name: 'Sign-up funnel by week' });
    expect(api.callsTo('GET /api/admin/segments')[0]?.search).toBe(
      '?from=2026-01-05&to=2026-03-29',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-05');
  });

  it('says so when the period had no sign-ups', async () => {
    const quiet = { registered: 0, verified: 0, onboarded: 0, subscribed: 0 };
    renderPage({
      'GET /api/admin/segments': () =>
        segmentsReport({
          byWeek: [
            { weekStart: '2026-09-28', ...quiet },
            { weekStart: '2026-10-05', ...quiet },
          ],
          byCampaign: [],
        }),
    });
    for (const name of ['Sign-up funnel by week', 'Sign-up funnel by campaign']) {
      const region = await screen.findByRole('region', { name });
      expect(within(region).getByText('No one registered in this period.')).toBeInTheDocument();
      expect(within(region).queryByRole('table')).toBeNull();
    }
  });

  it('offers to try again when the report could not be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage({
      'GET /api/admin/segments': () =>
        fail ? apiError(500, 'INTERNAL', 'Down') : segmentsReport(),
    });
    expect(await screen.findByText("We couldn't load the segments report")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Sign-up funnel by week' })).toBeVisible();
  });
});

describe('the payment switch', () => {
  it('turns payments on only after the admin confirms and chooses for the beta users', async () => {
    const user = userEvent.setup();
    let saved = paymentSetting();
    const api = renderPage({
      'GET /api/admin/payment-setting': () => saved,
      'PUT /api/admin/payment-setting': (body) => {
        saved = { ...saved, ...(body as typeof saved) };
        return saved;
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Require a paid plan' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Payments are off.*30 people are on the free beta/);

    await user.click(toggle);
    let dialog = screen.getByRole('dialog', { name: 'Turn on payments?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT /api/admin/payment-setting')).toHaveLength(0);
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    dialog = screen.getByRole('dialog', { name: 'Turn on payments?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn on payments' }));
    expect(
      within(dialog).getByText('Choose what happens to the people on the beta.'),
    ).toBeVisible();
    expect(api.callsTo('PUT /api/admin/payment-setting')).toHaveLength(0);

    await user.click(
      within(dialog).getByRole('radio', {
        name: 'Keep free access for the 30 people on the beta',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Turn on payments' }));
    expect(await screen.findByText('Payments are on')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/payment-setting')).toEqual([
      { enabled: true, existingBetaFree: 'keep' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/beta keep free access/);
  });

  it('can ask the beta users to subscribe', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'PUT /api/admin/payment-setting': (body) => ({ ...(body as object), betaFreeUsers: 30 }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Require a paid plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on payments?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Ask them to subscribe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Turn on payments' }));
    await waitFor(() =>
      expect(api.bodiesOf('PUT /api/admin/payment-setting')).toEqual([
        { enabled: true, existingBetaFree: 'require_subscription' },
      ]),
    );
  });

  it('keeps the dialog open with the reason when the change is refused', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/admin/payment-setting': () => paymentSetting({ enabled: true }),
      'PUT /api/admin/payment-setting': () =>
        apiError(503, 'UNAVAILABLE', 'Payments are not set up on this server yet.'),
    });
    const toggle = await screen.findByRole('switch', { name: 'Require a paid plan' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Turn off payments?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off payments' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payments are not set up on this server yet.',
    );
    expect(toggle).toBeChecked();
  });
});
