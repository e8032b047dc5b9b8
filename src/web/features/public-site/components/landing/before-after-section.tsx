import { Check, X } from 'lucide-react';
import { HOURS_SEARCHING_AFTER_DEATH } from '@shared/brand';
import { cn } from '@web/lib/utils';
import { BEFORE_NIDO, WITH_NIDO } from '../../content/landing-content';
import { LandingSection } from './landing-section';

// The "with" column carries the teal accent so the eye lands on the outcome.
const COLUMNS = [
  { title: 'Before Nido', items: BEFORE_NIDO, Icon: X, iconClass: 'text-destructive', accent: '' },
  {
    title: 'With Nido',
    items: WITH_NIDO,
    Icon: Check,
    iconClass: 'text-primary',
    accent: 'border-primary/40 ring-1 ring-primary/20',
  },
];

export function BeforeAfterSection() {
  return (
    <LandingSection
      id="before-after"
      tone="muted"
      eyebrow="Why it matters"
      title="From scattered to sorted"
      intro={
        <>
          After a death, families spend{' '}
          <strong className="font-semibold text-foreground">
            {HOURS_SEARCHING_AFTER_DEATH} hours on average
          </strong>{' '}
          searching for accounts and papers.
        </>
      }
    >
      <div className="grid gap-6 md:grid-cols-2">
        {COLUMNS.map(({ title, items, Icon, iconClass, accent }) => (
          <div key={title} className={cn('rounded-xl border bg-card p-6 shadow-sm sm:p-8', accent)}>
            <h3 className="text-lg font-semibold">{title}</h3>
            <ul className="mt-5 grid gap-3">
              {items.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon className={cn('mt-1 size-4 shrink-0', iconClass)} aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
