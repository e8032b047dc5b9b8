import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectLinkTo } from '@test/web/expect-link';
import { IDS, ownHousehold, stoppedEvent, triggerEvent } from '../event-fixtures.test-helper';
import {
  STOP,
  STOP_NEEDS_FRESH_SIGN_IN,
  eventApi,
  renderEventPage,
} from '../triggering-event-api.test-helper';
import { expectToast } from '@test/web/expect-toast';

const STOP_LINK = `/triggering-event?stop=${IDS.event}`;

describe('TriggeringEventPage: the email’s one-click stop', () => {
  it('asks once and stops the report', async () => {
    const user = userEvent.setup();
    const stopped = stoppedEvent();
    const server = eventApi(
      [ownHousehold({ event: triggerEvent() })],
      {},
      {
        after: [ownHousehold({ history: [stopped] })],
      },
    );
    const view = renderEventPage({ at: STOP_LINK });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop this report?' }),
    ).toBeVisible();
    expect(screen.getByText(/^Ana Lopez reported your death on Jun 1, 2026\./)).toBeVisible();
    // Nothing else of the page competes with the one button.
    expect(screen.queryByRole('region', { name: 'Trusted contacts' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I’m OK, stop this' }));
    await expectToast('Report stopped');
    expect(server.callsTo(STOP)).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Triggering Event' }),
    ).toBeVisible();
    expect(view.router.state.location.search).toBe('');
  });

  it('signs out and comes back here after a fresh sign-in', async () => {
    const user = userEvent.setup();
    const server = eventApi([ownHousehold({ event: triggerEvent() })], STOP_NEEDS_FRESH_SIGN_IN);
    renderEventPage({ at: STOP_LINK });
    await user.click(await screen.findByRole('button', { name: 'I’m OK, stop this' }));
    expect(await screen.findByTestId('login-return')).toHaveTextContent(STOP_LINK);
    expect(server.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    // The reason reaches the sign-in page with the navigation, not as a toast left behind.
    expect(screen.getByTestId('login-notice')).toHaveTextContent(
      'For your safety, sign in again to stop this report.',
    );
  });

  it('says when the report was already stopped', async () => {
    eventApi([
      ownHousehold({
        history: [stoppedEvent()],
      }),
    ]);
    renderEventPage({ at: STOP_LINK });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This report was stopped' }),
    ).toBeVisible();
    expect(screen.getByText(/Stopped by Maria Rivera on Jun 2, 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I’m OK, stop this' })).toBeNull();
    expectLinkTo(screen, 'Go to Triggering Event', '/triggering-event');
  });

  it('says when the link is for no report of this account', async () => {
    eventApi([ownHousehold()]);
    renderEventPage({ at: STOP_LINK });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'We couldn’t find this report',
    });
    expect(heading).toBeVisible();
    expect(within(document.body).queryByRole('button', { name: 'I’m OK, stop this' })).toBeNull();
  });
});
