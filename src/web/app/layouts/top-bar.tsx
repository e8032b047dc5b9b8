import { Link } from 'react-router';
import { HomeLink } from '@web/components/brand/home-link';
import { ThemeToggle } from '@web/components/theme-toggle';
import { Button } from '@web/components/ui/button';
import { useSignedIn } from '@web/lib/signed-in-signal';

const SECTION_LINKS = [
  { href: '/#features', label: 'Features' },
  { href: '/#security', label: 'Security' },
  { href: '/#pricing', label: 'Pricing' },
  { href: '/faq', label: 'FAQ' },
];

export function TopBar() {
  const signedIn = useSignedIn();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <HomeLink className="mr-auto" />
        <nav aria-label="Site" className="mr-2 hidden items-center gap-1 md:flex">
          {SECTION_LINKS.map((link) => (
            <Link
              key={link.href}
              to={link.href}
              className="rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <ThemeToggle />
        {/* Both are in the markup so a pre-rendered page can switch without React
            (enhance-public-page.ts); until the session is known, the signed-out pair shows. */}
        <div data-signed-in-only="" hidden={signedIn !== true} className="contents">
          <Button asChild className="px-3 sm:px-4">
            <Link to="/dashboard">Go to dashboard</Link>
          </Button>
        </div>
        <div data-signed-out-only="" hidden={signedIn === true} className="contents">
          <Button variant="ghost" asChild className="px-3">
            <Link to="/login">Login</Link>
          </Button>
          <Button asChild className="px-3 sm:px-4">
            <Link to="/register">Get started</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
