import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { BRAND } from '@shared/brand';
import { expectLinkTo } from '@test/web/expect-link';
import { expectWellFormedOutline } from '../components/page-outline.test-helper';
import * as faqModule from './faq-page';
import * as privacyModule from './privacy-page';
import * as securityModule from './security-page';
import * as termsModule from './terms-page';

const PAGES: { title: string; tabTitle: string; Page: ComponentType; lazy: ComponentType }[] = [
  {
    title: 'Terms of Service',
    tabTitle: 'Terms of Service · Nido',
    Page: termsModule.TermsPage,
    lazy: termsModule.Component,
  },
  {
    title: 'Privacy Policy',
    tabTitle: 'Privacy Policy · Nido',
    Page: privacyModule.PrivacyPage,
    lazy: privacyModule.Component,
  },
  {
    title: 'Security',
    tabTitle: 'Security · Nido',
    Page: securityModule.SecurityPage,
    lazy: securityModule.Component,
  },
  {
    title: 'Frequently Asked Questions',
    tabTitle: 'Frequently Asked Questions · Nido',
    Page: faqModule.FaqPage,
    lazy: faqModule.Component,
  },
];

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe.each(PAGES)('$title page', ({ title, tabTitle, Page, lazy }) => {
  it('exports the lazy route component and names the tab', () => {
    expect(lazy).toBe(Page);
    renderPage(Page);
    expect(document.title).toBe(tabTitle);
  });

  it('has one h1, the last-updated date and a well-formed outline', () => {
    const { container } = renderPage(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 21, 2026')).toBeInTheDocument();
    expectWellFormedOutline(container);
  });

  it('has a contents list whose every link lands on a section of the page', () => {
    const { container } = renderPage(Page);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    const sections = container.querySelectorAll('section[id]');
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [...sections].map((section) => `#${section.id}`),
    );
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href') ?? '');
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('has no placeholder copy', () => {
    const { container } = renderPage(Page);
    expect(container.textContent).not.toMatch(/lorem|ipsum|coming soon|TODO|\[[A-Z ]+\]/i);
  });
});

describe('Terms of Service content', () => {
  it('covers eligibility, plans, refunds, sharing, liability and Delaware law', () => {
    renderPage(termsModule.TermsPage);
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toMatch(/live in the United States/);
    expect(text).toMatch(/\$59 per year/);
    expect(text).toMatch(/one-time payment of \$299/);
    expect(text).toMatch(/within 30 days of your first payment/);
    expect(text).toMatch(/Guest.*see and edit/);
    expect(text).toMatch(/Viewer.*not change it/);
    expect(text).toMatch(/not a law firm, a bank or a financial adviser/);
    expect(text).toMatch(/laws of the State of Delaware/);
  });
});

describe('Privacy Policy content', () => {
  it('promises no selling, lists the cookies, and covers state rights and children', () => {
    renderPage(privacyModule.PrivacyPage);
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/do not sell your personal information/);
    expect(text).toMatch(/30 minutes of inactivity/);
    expect(text).toMatch(/lasts 7 days/);
    expect(text).toMatch(/California Consumer Privacy Act/);
    expect(text).toMatch(/under 18/);
    expect(text).toMatch(/offline text recognition/);
    expect(screen.getAllByRole('link', { name: BRAND.privacyEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${BRAND.privacyEmail}`,
    );
  });
});

describe('Security page content', () => {
  it('describes the encryption and invites responsible disclosure by email', () => {
    renderPage(securityModule.SecurityPage);
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/AES-256-GCM using\s+its own key/);
    expect(text).toMatch(/master key/);
    expect(text).toMatch(/TOTP/);
    expect(text).toMatch(/Backup codes/);
    const disclosure = screen.getByRole('region', { name: 'Responsible disclosure' });
    expectLinkTo(within(disclosure), BRAND.securityEmail, `mailto:${BRAND.securityEmail}`);
  });
});

describe('FAQ page content', () => {
  it('groups 10 to 14 questions into the four topics', () => {
    const { container } = renderPage(faqModule.FaqPage);
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual([
      'On this page',
      'Getting started',
      'Security & privacy',
      'Family sharing',
      'Billing',
    ]);
    const questions = container.querySelectorAll('details');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions.length).toBeLessThanOrEqual(14);
  });

  it('opens an answer when its question is activated', async () => {
    const user = userEvent.setup();
    renderPage(faqModule.FaqPage);
    const summary = screen.getByText('Is Nido available outside the United States?');
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
  });
});
