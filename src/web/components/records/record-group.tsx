import type { ReactNode } from 'react';

/** How many cards share a row on wide screens. */
const COLUMNS = {
  1: 'grid gap-4',
  2: 'grid gap-4 md:grid-cols-2',
  3: 'grid gap-4 md:grid-cols-2 2xl:grid-cols-3',
};

type Props<TItem> = {
  /** The heading's id, which names the section ("accounts-checking"). */
  headingId: string;
  title: ReactNode;
  /** 3 for groups inside a section with its own heading (the estate plan's policies of a kind). */
  level?: 2 | 3;
  /** Beside the heading: the group's count and subtotal, or its add button. */
  aside?: ReactNode;
  /** Cards a row holds on wide screens (1 for a card too wide to share its row). */
  columns?: keyof typeof COLUMNS;
  items: readonly TItem[];
  /** One item's card, with its key. */
  renderItem: (item: TItem) => ReactNode;
  /** Said instead of the cards when there are none ("No homes yet."). */
  emptyText?: string;
};

/** A group of record cards under its heading: one type of account, the homes, one advisor role. */
export function RecordGroup<TItem>({
  headingId,
  title,
  level = 2,
  aside,
  columns = 3,
  items,
  renderItem,
  emptyText,
}: Props<TItem>) {
  const heading =
    level === 2 ? (
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
    ) : (
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
    );
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {items.length === 0 && emptyText ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <div className={COLUMNS[columns]}>{items.map(renderItem)}</div>
      )}
    </section>
  );
}
