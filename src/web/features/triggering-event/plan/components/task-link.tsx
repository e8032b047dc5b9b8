import type { ReactNode } from 'react';
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { TextLink, textLinkClass } from '@web/components/ui/text-link';
import { cn } from '@web/lib/utils';

type Props = { href: string; children: ReactNode; className?: string };

/**
 * A link from a task: a screen of Nido stays in the app; anything else (a vendor's website, an IRS
 * page) opens in a new tab, says so to screen readers, and gets no handle on this page.
 */
export function TaskLink({ href, children, className }: Props) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <TextLink to={href} className={className}>
        {children}
      </TextLink>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(textLinkClass, 'inline-flex items-center gap-1', className)}
    >
      {children}
      <ExternalLinkIcon aria-hidden className="size-3" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
