import { useMemo, useState } from 'react';
import type { TDocument, TDocumentCategory } from '@shared/documents/document-schemas';
import type { ViewLayout } from '@web/components/ui/view-toggle';
import { useDocuments } from '@web/lib/household-data';
import { useDocumentSearch } from '../api/search-documents';
import { useDebouncedValue } from './use-debounced-value';

export type DocumentCategoryFilter = 'all' | TDocumentCategory;

/** A document on screen, with where a search matched inside it. */
export type DocumentItem = { document: TDocument; highlights?: readonly string[] };

/** A search starts once typing pauses this long, so a word is one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 250;

const inCategory = (category: DocumentCategoryFilter) => (document: TDocument) =>
  category === 'all' || document.category === category;

/**
 * What the Documents screen shows: the list, or the server's full-text results while there is a
 * search (words inside PDFs are only known to the server), narrowed to the chosen category.
 */
export function useDocumentsView() {
  const [layout, setLayout] = useState<ViewLayout>('list');
  const [category, setCategory] = useState<DocumentCategoryFilter>('all');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const documents = useDocuments();
  const results = useDocumentSearch(query);
  const searching = query.length > 0;
  const active = searching ? results : documents;

  const items = useMemo<DocumentItem[] | undefined>(() => {
    const filter = inCategory(category);
    if (searching)
      return results.data
        ?.filter((hit) => filter(hit.document))
        .map(({ document, highlights }) => ({ document, highlights }));
    return documents.data?.filter(filter).map((document) => ({ document }));
  }, [searching, results.data, documents.data, category]);

  return {
    layout,
    setLayout,
    category,
    setCategory,
    search,
    setSearch,
    /** The words actually searched for (debounced and trimmed); '' when not searching. */
    query,
    documents,
    /** The list or the search on screen: its loading and error state. */
    active,
    items,
  };
}
