import { useId } from 'react';
import type { ViewLayout } from '@web/components/ui/view-toggle';
import type { DocumentItem } from '../lib/use-documents-view';
import type { DocumentActionHandlers } from './document-actions';
import { DocumentEntry } from './document-entry';

type Props = {
  items: readonly DocumentItem[];
  layout: ViewLayout;
  actions: DocumentActionHandlers;
  /** "3 documents", "2 results for “roof”": the heading of the list. */
  heading: string;
};

/** The documents as a list (rows, the default) or a grid of cards. */
export function DocumentResults({ items, layout, actions, heading }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
        {heading}
      </h2>
      <ul
        className={
          layout === 'grid'
            ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'
            : 'divide-y rounded-xl border bg-card text-card-foreground shadow-sm'
        }
      >
        {items.map(({ document, highlights }) => (
          <li key={document.id}>
            <DocumentEntry
              document={document}
              highlights={highlights}
              layout={layout}
              actions={actions}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
