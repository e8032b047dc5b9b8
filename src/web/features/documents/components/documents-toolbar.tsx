import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@shared/documents/document-schemas';
import { FilterChips } from '@web/components/ui/filter-chips';
import { SearchInput } from '@web/components/ui/search-input';
import { ViewToggle, type ViewLayout } from '@web/components/ui/view-toggle';
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
export function DocumentsToolbar({
  search,
  onSearch,
  category,
  onCategory,
  layout,
  onLayout,
}: Props) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          aria-label="Search documents"
          placeholder="Search documents..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="flex-1"
        />
        <ViewToggle layout={layout} onLayout={onLayout} />
      </div>
      <FilterChips label="Category" options={FILTERS} value={category} onChange={onCategory} />
    </div>
  );
}
