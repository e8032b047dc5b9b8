import type { ReactNode } from 'react';

type Props = {
  term: string;
  /** The value; null or undefined when nothing is stored for it. */
  children: ReactNode;
  /** What is said when nothing is stored ("Not set"). */
  emptyText?: string;
};

/**
 * One labelled line of a record card's details (a `<dl>` row): the term above on a phone, beside
 * on wider screens, in the column width the card sets (`--record-term-width`).
 */
export function RecordDetail({ term, children, emptyText }: Props) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[var(--record-term-width,9rem)_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children ?? <EmptyValue text={emptyText} />}</dd>
    </div>
  );
}

/** What a detail says when nothing is stored for it ("Not recorded", "Not set"). */
export function EmptyValue({ text = 'Not recorded' }: { text?: string }) {
  return <span className="text-muted-foreground">{text}</span>;
}
