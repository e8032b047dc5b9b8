import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { IDS, previewPlan, task } from '../plan-fixtures.test-helper';
import { PlanPreviewPanel } from './plan-preview-panel';

function previewApi() {
  return fakeApi({
    'GET /api/triggering-event/preview': () => previewPlan('death'),
  });
}

function renderPreview() {
  return renderRoute(<PlanPreviewPanel ownerId={IDS.owner} />, '/triggering-event', {
    signedInAs: sessionUser({ id: IDS.owner }),
  });
}

describe('PlanPreviewPanel', () => {
  it('shows the plan read-only, by stage, with no control to change it', async () => {
    const api = previewApi();
    renderPreview();

    const netflix = await screen.findByRole('article', { name: 'Netflix' });
    expect(
      screen.getByText(/Nothing of it is shared or stored until an event unlocks/),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((each) => each.textContent)).toEqual([
      'First days (2)',
      'First month (1)',
      'Bills and subscriptions: keep, cancel or transfer (2)',
      'The months after (2)',
    ]);
    expect(within(netflix).getByText('Auto-pay')).toBeVisible();
    expect(within(netflix).queryByText('To do')).toBeNull();

    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    // Only the Death / Incapacity tabs: no Save, Notes, Attach or Letter button.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(
      screen.getByText('Letters (PDF, filled from the records): Equifax, Experian, TransUnion'),
    ).toBeVisible();

    const [call] = api.callsTo('GET /api/triggering-event/preview');
    expect(Object.fromEntries(new URLSearchParams(call?.search))).toEqual({
      owner: IDS.owner,
      kind: 'death',
    });
  });

  it('switches to the incapacity plan', async () => {
    const api = fakeApi({
      'GET /api/triggering-event/preview': () => {
        const last = api.callsTo('GET /api/triggering-event/preview').at(-1);
        const kind = new URLSearchParams(last?.search).get('kind');
        return kind === 'incapacity'
          ? {
              ...previewPlan('incapacity'),
              tasks: [
                task({
                  templateKey: 'poa_agent',
                  stage: 'ongoing',
                  title: 'Tell the agent under the financial power of attorney',
                }),
              ],
            }
          : previewPlan('death');
      },
    });
    renderPreview();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Netflix' });

    await user.click(screen.getByRole('tab', { name: 'Incapacity' }));

    expect(
      await screen.findByRole('article', {
        name: 'Tell the agent under the financial power of attorney',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: 'While incapacitated (1)' }),
    ).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Netflix' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Incapacity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
