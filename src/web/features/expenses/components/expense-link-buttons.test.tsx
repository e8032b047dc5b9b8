import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpenseLinkButtons } from './expense-link-buttons';

const OWN_DOCUMENT = '/api/documents/5b1c0e2a-9d1f-4c3e-8a7b-1d2e3f4a5b6c/open';

function renderLinks(website: string | null, documentUrl: string | null) {
  render(<ExpenseLinkButtons expense={{ vendor: 'Comcast', website, documentUrl }} />);
}

describe('ExpenseLinkButtons', () => {
  it('opens the website and one of our documents in a new tab', () => {
    renderLinks('https://comcast.com', OWN_DOCUMENT);
    const website = screen.getByRole('link', { name: 'Website of Comcast (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://comcast.com');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const document = screen.getByRole('link', {
      name: 'Document for Comcast (opens in a new tab)',
    });
    expect(document).toHaveAttribute('href', OWN_DOCUMENT);
    expect(document).toHaveAttribute('target', '_blank');
  });

  it.each([
    '/\\evil.example/x',
    '//evil.example/x',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hi',
    '/settings',
  ])('makes no link of a stored %j (older or imported data)', (url) => {
    renderLinks(url, url);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('makes no document link of a plain http address', () => {
    renderLinks(null, 'http://example.com/bill.pdf');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
