import type { ComponentProps } from 'react';
import { useMoreToTheRight } from '@web/lib/use-more-to-the-right';
import { cn } from '@web/lib/utils';

/**
 * A data table that scrolls sideways inside its own box on narrow screens, never the page. The box
 * is a labelled region; browsers make a scrollable box keyboard-focusable themselves (Chrome 130+,
 * Firefox), and a table of buttons is reachable through them. While columns are hidden past the
 * right edge, that edge fades out, so a phone shows there is more to scroll to.
 */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label: string }) {
  const { box, more } = useMoreToTheRight<HTMLDivElement>();
  return (
    // min-w-0: in a grid or flex layout the box, not the page, takes the table's width.
    <div className="relative min-w-0">
      <div
        ref={box}
        role="region"
        aria-label={label}
        className="w-full overflow-x-auto rounded-lg border"
      >
        <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
      </div>
      {more && (
        <div
          aria-hidden
          data-scroll-cue
          className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-lg bg-linear-to-l from-card to-transparent"
        />
      )}
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/50 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr className={cn('border-b transition-colors hover:bg-muted/40', className)} {...props} />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-11 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}
