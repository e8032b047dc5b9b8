import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@shared/documents/document-schemas';
import { ListToolbar } from '@web/components/ui/list-toolbar';
import type { ViewLayout } from '@web/components/ui/view-toggle';
import type { DocumentCategoryFilter } from '../lib/use-documents-view';

const FILTERS: { value: DocumentCategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...DOCUMENT_CATEGORIES.map((category) => ({
    value: category,
    label: DOCUMENT_CATEGORY_LABELS[category],
  })),
];

type Props = {
  search: string;
  onSearch: (search: string) => void;
  category: DocumentCategoryFilter;
  onCategory: (category: DocumentCategoryFilter) => void;
  layout: ViewLayout;
  onLayout: (layout: ViewLayout) => void;
};

/** The search box, the list/grid switch and the category filter (All and the 11 categories). */
export function DocumentsToolbar(props: Props) {
  return (
    <ListToolbar
      searchLabel="Search documents"
      placeholder="Search documents..."
      filters={FILTERS}
      {...props}
    />
  );
}
