import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedInSession } from '@test/web/fake-api';
import { sessionUser } from '@test/web/session-user';
import { BANNER_DELAY_MS, CookieConsent } from './cookie-consent';
import { readConsentPreferences, saveConsentPreferences } from '../lib/consent-preferences';

function renderConsent() {
  return render(
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>,
  );
}

describe('CookieConsent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The banner is for visitors: the session probe answers "nobody is signed in".
    fakeApi({});
  });

  it('shows the banner only after 100 ms', async () => {
    renderConsent();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(BANNER_DELAY_MS - 1);
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('does not show the banner once a marketing choice exists', () => {
    saveConsentPreferences({ marketing: false });
    renderConsent();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('does not show the banner to a signed-in user', async () => {
    fakeApi({ 'GET /api/auth/session': signedInSession(sessionUser()) });
    vi.resetModules();
    const { CookieConsent: FreshConsent } = await import('./cookie-consent');
    render(
      <MemoryRouter>
        <FreshConsent />
      </MemoryRouter>,
    );
    const { useSignedIn } = await import('@web/lib/signed-in-signal');
    function SignedInReadout() {
      return <output>{String(useSignedIn())}</output>;
    }
    render(<SignedInReadout />);
    await act(async () => {
      vi.advanceTimersByTime(BANNER_DELAY_MS);
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
    });
    // The probe has answered (so the banner is not just waiting for it), and the banner stays away.
    expect(screen.getByRole('status')).toHaveTextContent('true');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('Accept grants marketing consent; the close button declines', async () => {
    const { unmount } = renderConsent();
    // The session probe answers (nobody signed in) and the banner's delay passes.
    await act(() => vi.advanceTimersByTimeAsync(BANNER_DELAY_MS));
    act(() => {
      screen.getByRole('button', { name: 'Accept' }).click();
    });
    expect(readConsentPreferences()).toMatchObject({ marketing: true, dataSharing: true });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    unmount();

    localStorage.clear();
    renderConsent();
    act(() => {
      vi.advanceTimersByTime(BANNER_DELAY_MS);
    });
    act(() => {
      screen.getByRole('button', { name: 'Decline and close' }).click();
    });
    expect(readConsentPreferences()).toMatchObject({ marketing: false });
  });
});

describe('consent preferences storage', () => {
  it('treats data sharing as granted while unknown', () => {
    localStorage.setItem('consent_preferences', JSON.stringify({ marketing: false }));
    expect(readConsentPreferences()).toMatchObject({ marketing: false, dataSharing: true });
  });

  it('ignores corrupt values', () => {
    localStorage.setItem('consent_preferences', '{not json');
    expect(readConsentPreferences()).toBeNull();
    localStorage.setItem('consent_preferences', JSON.stringify({ marketing: 'yes' }));
    expect(readConsentPreferences()).toBeNull();
  });
});
