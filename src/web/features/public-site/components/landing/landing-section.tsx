import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

type LandingSectionProps = {
  /** The anchor the top bar links to; also prefixes the heading id that labels the section. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Alternating bands separate sections without heavy borders. */
  tone?: 'plain' | 'muted' | 'warm';
  children: ReactNode;
};

const TONES = { plain: '', muted: 'bg-muted/40', warm: 'bg-warm' };

/** One landing band: a labelled section with a centred heading block and room for content. */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    // scroll-mt keeps the heading clear of the sticky top bar when reached through an anchor.
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-16', TONES[tone])}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
          {eyebrow && <p className="mb-2 text-sm font-semibold text-primary">{eyebrow}</p>}
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
