import type { ReactNode } from 'react';
import { HomeLink } from '@web/components/brand/home-link';
import { Logo } from '@web/components/brand/logo';
import { SignOutButton } from '@web/components/sign-out-button';
import { cn } from '@web/lib/utils';

type Props = {
  /** A form reads best narrow; plans side by side need room. */
  width: 'narrow' | 'wide';
  /** Onboarding leaves nothing to wander off to, so there its logo is only a logo. */
  logoLinksHome: boolean;
  title: string;
  description: string;
  children: ReactNode;
};

/**
 * A signed-in screen outside the app's shell (onboarding, subscription): no sidebar, only the
 * logo and a way out above the one thing to do here.
 */
export function FocusedPage({ width, logoLinksHome, title, description, children }: Props) {
  const maxWidth = width === 'narrow' ? 'max-w-3xl' : 'max-w-5xl';
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b bg-background px-4 sm:px-6">
        <div className={cn('mx-auto flex h-16 items-center justify-between gap-2', maxWidth)}>
          {logoLinksHome ? <HomeLink className="flex" /> : <Logo />}
          <SignOutButton variant="ghost" />
        </div>
      </header>
      <main id="main" className="flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <div className={cn('mx-auto grid gap-8', maxWidth)}>
          <div className="grid gap-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
            <p className="text-muted-foreground">{description}</p>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
