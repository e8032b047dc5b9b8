import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HOURS_SEARCHING_AFTER_DEATH } from '@shared/brand';
import { expectLinkTo } from '@test/web/expect-link';
import { expectWellFormedOutline } from '../components/page-outline.test-helper';
import { LandingPage } from './landing-page';

function renderLanding(at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <LandingPage />
    </MemoryRouter>,
  );
}

/** A landing section, found the way assistive technology finds it: by its heading's name. */
function section(name: RegExp | string) {
  return screen.getByRole('region', { name });
}

describe('LandingPage', () => {
  it('keeps the default tab title', () => {
    renderLanding();
    expect(document.title).toBe("Nido: your family's finances and estate plan in one place");
  });

  it('has a well-formed outline with every section labelled', () => {
    const { container } = renderLanding();
    expectWellFormedOutline(container);
  });

  it('puts the required sections in order, with the anchors the top bar links to', () => {
    const { container } = renderLanding();
    const sectionIds = [...container.querySelectorAll('section[id]')].map((s) => s.id);
    const required = ['security', 'features', 'how-it-works', 'founder', 'pricing'];
    expect(sectionIds.filter((id) => required.includes(id))).toEqual(required);
    const sectionNames = screen
      .getAllByRole('region')
      .filter((region) => region.tagName === 'SECTION')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(sectionNames).toEqual([
      'hero-heading',
      'before-after-heading',
      'security-heading',
      'features-heading',
      'who-its-for-heading',
      'how-it-works-heading',
      'founder-heading',
      'stories-heading',
      'pricing-heading',
      'faq-heading',
    ]);
  });

  it('opens with a hero for US households and both calls to action', () => {
    renderLanding();
    const hero = section(/everything your family needs to know/i);
    expect(hero).toHaveTextContent('For US households');
    expectLinkTo(within(hero), 'Get started', '/register');
    expectLinkTo(within(hero), 'See how it works', '#how-it-works');
  });

  it('contrasts life before and with Nido and cites the hours families spend searching', () => {
    renderLanding();
    const proof = section('From scattered to sorted');
    expect(proof).toHaveTextContent(`${HOURS_SEARCHING_AFTER_DEATH} hours on average`);
    expect(proof).toHaveTextContent('570 hours');
    expect(within(proof).getByRole('heading', { name: 'Before Nido' })).toBeInTheDocument();
    expect(within(proof).getByRole('heading', { name: 'With Nido' })).toBeInTheDocument();
  });

  it('explains the security promises and links to the security page', () => {
    renderLanding();
    const security = section(/most sensitive information/);
    for (const claim of [
      'in transit and at rest',
      'AES-256-GCM',
      'masked',
      'Two-factor sign-in',
      'checked on every request',
      'only see what is shared with them',
      'Activity log',
      'never sell your data',
      'no ad trackers',
    ]) {
      expect(security).toHaveTextContent(claim);
    }
    expectLinkTo(within(security), /protect your data/, '/security');
  });

  it('lists every feature, including offline AI bill scanning', () => {
    renderLanding();
    const features = section('Everything your family would need to find');
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Monthly obligations & bills',
      'Financial accounts',
      'Loans & properties',
      'Investments',
      'Insurance',
      'Document hub',
      'Advisors',
      'Wills, trusts & estate plan',
      'Family guidebook',
      'Step-by-step plan',
      'Family sharing',
    ]);
    expect(features).toHaveTextContent(/AI scanning that runs offline/);
  });

  it('has the four audience cards', () => {
    renderLanding();
    const audiences = within(section('For everyone who keeps a family on track'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(audiences).toEqual([
      'Couples',
      'Parents',
      'Adult Children',
      'Advisors, Executors & Estate Planners',
    ]);
  });

  it('explains how it works in four numbered steps', () => {
    renderLanding();
    const howItWorks = section('Set it up once, and your family is ready');
    const steps = within(within(howItWorks).getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[3]).toHaveTextContent('When it matters, follow the plan');
  });

  it('carries a founder note signed by the team', () => {
    renderLanding();
    expect(section('Why we built Nido')).toHaveTextContent('— The Nido founding team');
  });

  it('shows exactly three testimonials, honestly labelled as illustrative', () => {
    renderLanding();
    const stories = section('What getting organised feels like');
    expect(stories).toHaveTextContent(/Illustrative stories .* names changed\./);
    const carousel = within(stories).getByRole('region', { name: 'Family stories' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(carousel).getByRole('group')).toHaveAccessibleName('1 of 3');
  });

  it('prices the two plans from PLANS, each with a way to start', () => {
    renderLanding();
    const pricing = section('Simple pricing, every feature included');
    expect(within(pricing).getByText('$59').parentElement).toHaveTextContent('$59 per year');
    expect(within(pricing).getByText('$299').parentElement).toHaveTextContent('$299 one-time');
    const ctas = within(pricing).getAllByRole('link', { name: /^Get started/ });
    expect(ctas.map((link) => link.getAttribute('href'))).toEqual(['/register', '/register']);
    expect(within(pricing).getByRole('heading', { name: 'Annual' })).toBeInTheDocument();
    expect(within(pricing).getByRole('heading', { name: 'Lifetime' })).toBeInTheDocument();
  });

  it('answers three questions with native disclosures and links to the full FAQ', () => {
    renderLanding();
    const faq = section('Questions families ask first');
    expect(faq.querySelectorAll('details')).toHaveLength(3);
    expect(faq.querySelectorAll('details summary')).toHaveLength(3);
    expectLinkTo(within(faq), 'More questions', '/faq');
  });

  it('renders no header, footer or main of its own (the layout provides them)', () => {
    const { container } = renderLanding();
    expect(container.querySelector('header, footer, main')).toBeNull();
  });
});
