import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@shared/documents/document-schemas';
import { ListToolbar, type ListView } from '@web/components/ui/list-toolbar';
import type { DocumentCategoryFilter } from '../lib/use-documents-view';

const FILTERS: { value: DocumentCategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...DOCUMENT_CATEGORIES.map((category) => ({
    value: category,
    label: DOCUMENT_CATEGORY_LABELS[category],
  })),
];

/** The search box, the list/grid switch and the category filter (All and the 11 categories). */
export function DocumentsToolbar({ view }: { view: ListView<DocumentCategoryFilter> }) {
  return (
    <ListToolbar
      searchLabel="Search documents"
      placeholder="Search documents..."
      filters={FILTERS}
      view={view}
    />
  );
}
