import { Link } from 'react-router';
import { Logo } from '@web/components/brand/logo';
import { BRAND } from '@shared/brand';
import { openPrivacyPreferences } from '@web/features/consent/lib/consent-preferences';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { to: '/#features', label: 'Features' },
      { to: '/#how-it-works', label: 'How it works' },
      { to: '/#pricing', label: 'Pricing' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Trust',
    links: [
      { to: '/security', label: 'Security' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            The family finance and estate-planning hub for US households. Everything your family
            needs, in one safe place.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title} className="grid content-start gap-3">
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold">Contact</h2>
          <ul className="grid gap-2">
            <li>
              <a href={`mailto:${BRAND.supportEmail}`} className={linkClass}>
                {BRAND.supportEmail}
              </a>
            </li>
            <li>
              <button
                type="button"
                data-open-privacy-preferences=""
                onClick={openPrivacyPreferences}
                className={linkClass}
              >
                Cookie preferences
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Nido. Available to households in the United States. Nido is
          not a law firm, bank or financial adviser and does not give legal, tax or investment
          advice.
        </p>
      </div>
    </footer>
  );
}
