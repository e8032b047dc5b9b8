import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TConsentRecord } from '@shared/consent/consent-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { PrivacySettingsCard } from './privacy-settings-card';

/** The consent API as the server answers it, remembering what is set. */
function consentApi(initial: TConsentRecord[]) {
  let consents = initial;
  return fakeApi({
    'GET /api/consent': () => ({ consents }),
    'PUT /api/consent/marketing': (body) => {
      const record: TConsentRecord = {
        consentType: 'marketing',
        consented: (body as { consented: boolean }).consented,
        consentedAt: '2026-05-10T12:00:00.000Z',
      };
      consents = [...consents.filter((item) => item.consentType !== 'marketing'), record];
      return record;
    },
  });
}

function renderCard() {
  return renderRoute(<PrivacySettingsCard />, '/settings', { signedInAs: sessionUser() });
}

describe('PrivacySettingsCard', () => {
  it('keeps Essential on and out of reach', async () => {
    consentApi([]);
    renderCard();
    const essential = screen.getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(await screen.findByRole('switch', { name: 'Product Updates' })).not.toBeChecked();
  });

  it('grants and revokes Product Updates through the consent API, with the logged toasts', async () => {
    const user = userEvent.setup();
    const api = consentApi([
      { consentType: 'data_sharing', consented: true, consentedAt: '2026-05-01T00:00:00.000Z' },
    ]);
    renderCard();

    const updates = await screen.findByRole('switch', { name: 'Product Updates' });
    await user.click(updates);
    expect(await screen.findByText('Consent granted and logged')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Product Updates' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Product Updates' }));
    expect(await screen.findByText('Consent revoked and logged')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Product Updates' })).not.toBeChecked();

    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
    expect(api.bodiesOf('PUT /api/consent/marketing')).toEqual([
      { consented: true },
      { consented: false },
    ]);
  });

  it('shows a recorded grant as on', async () => {
    consentApi([
      { consentType: 'marketing', consented: true, consentedAt: '2026-05-01T00:00:00.000Z' },
    ]);
    renderCard();
    expect(await screen.findByRole('switch', { name: 'Product Updates' })).toBeChecked();
  });
});
