import { FilterChips } from './filter-chips';
import { SearchInput } from './search-input';
import { ViewToggle, type ViewLayout } from './view-toggle';

type Props<T extends string> = {
  /** The search box's accessible name and placeholder. */
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
  /** The category filter: "All" first, then each category. */
  filters: { value: T; label: string }[];
  category: T;
  onCategory: (category: T) => void;
  layout: ViewLayout;
  onLayout: (layout: ViewLayout) => void;
};

/** A list screen's controls: the search box, the list/grid switch and the category filter. */
export function ListToolbar<T extends string>({
  searchLabel,
  placeholder,
  search,
  onSearch,
  filters,
  category,
  onCategory,
  layout,
  onLayout,
}: Props<T>) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          aria-label={searchLabel}
          placeholder={placeholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="flex-1"
        />
        <ViewToggle layout={layout} onLayout={onLayout} />
      </div>
      <FilterChips label="Category" options={filters} value={category} onChange={onCategory} />
    </div>
  );
}
