import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { PrintBinderButton } from './print-binder-button';

const OWNER = '00000000-0000-4000-8000-000000000001';
const PARTNER = '00000000-0000-4000-8000-000000000002';

function pdfAnswer(): Response {
  return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="nido-family-binder-2026-11-25.pdf"',
    },
  });
}

let downloads: { name: string; href: string }[];
beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs: the blob's URL is a stand-in, gone after each test.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:binder'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('PrintBinderButton', () => {
  it('downloads the binder of the households on screen, dated by the visitor’s day, busy meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'GET /api/binder': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute(<PrintBinderButton owners={[OWNER, PARTNER]} />, '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print binder' }));

    const busy = await screen.findByRole('button', { name: 'Preparing binder…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const [call] = api.callsTo('GET /api/binder');
    const query = new URLSearchParams(call?.search);
    expect(query.get('owners')).toBe(`${OWNER},${PARTNER}`);
    expect(query.get('today')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    answer(pdfAnswer());
    expect(await screen.findByText('Your family binder is downloading')).toBeInTheDocument();
    expect(downloads).toEqual([{ name: 'nido-family-binder-2026-11-25.pdf', href: 'blob:binder' }]);
    expect(screen.getByRole('button', { name: 'Print binder' })).toBeEnabled();
  });

  it('says why when the binder cannot be printed, and downloads nothing', async () => {
    fakeApi({
      'GET /api/binder': () => apiError(404, 'NOT_FOUND', 'There is no household data to show.'),
    });
    renderRoute(<PrintBinderButton owners={[]} />, '/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print binder' }));

    expect(await screen.findByText('Could not print the binder')).toBeInTheDocument();
    expect(screen.getByText('There is no household data to show.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print binder' })).toBeEnabled());
  });
});
