import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import type { useDocumentsView } from '../lib/use-documents-view';
import type { DocumentActionHandlers } from './document-actions';
import { DocumentResults } from './document-results';
import { DocumentsLoading } from './documents-loading';
import { NoMatchingDocuments } from './no-matching-documents';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

type Props = {
  view: ReturnType<typeof useDocumentsView>;
  actions: DocumentActionHandlers;
  /** The household has no documents: the drop zone above says so, nothing more is shown here. */
  empty: boolean;
};

/** The list (or the search results) with its loading, error and nothing-matches states. */
export function DocumentsContent({ view, actions, empty }: Props) {
  const { active, items, query } = view;
  if (active.isPending) return <DocumentsLoading label={query ? 'Searching…' : undefined} />;
  if (active.isError)
    return (
      <LoadError
        title={query ? "We couldn't search your documents" : "We couldn't load your documents"}
        onRetry={() => void active.refetch()}
        retrying={active.isFetching}
      />
    );
  if (!items || empty) return null;
  if (items.length === 0)
    return query ? (
      <NoMatchingDocuments
        message={`No documents match “${query}”`}
        action={
          <Button variant="outline" onClick={() => view.setSearch('')}>
            Clear search
          </Button>
        }
      />
    ) : (
      <NoMatchingDocuments
        message="No documents in this category yet."
        action={
          <Button variant="outline" onClick={() => view.setCategory('all')}>
            Show all documents
          </Button>
        }
      />
    );
  return (
    <DocumentResults
      items={items}
      layout={view.layout}
      actions={actions}
      heading={
        query
          ? `${plural(items.length, 'result')} for “${query}”`
          : plural(items.length, 'document')
      }
    />
  );
}
