import type { ReactNode } from 'react';

type FaqItemProps = { question: string; children: ReactNode };

/** A native disclosure: it opens without JavaScript and browsers announce its state for free. */
export function FaqItem({ question, children }: FaqItemProps) {
  return (
    <details className="group rounded-xl border bg-card text-card-foreground shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        {question}
        {/* A plus that turns into a cross when open; a glyph instead of an icon saves script. */}
        <span
          aria-hidden
          className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="grid gap-3 px-5 pb-5 text-muted-foreground">{children}</div>
    </details>
  );
}
