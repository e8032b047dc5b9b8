import { FilterChips } from './filter-chips';
import { SearchInput } from './search-input';
import { ViewToggle, type ViewLayout } from './view-toggle';

/** What a list screen's controls show and change: its search, category and layout. */
export type ListView<T extends string> = {
  search: string;
  setSearch: (search: string) => void;
  category: T;
  setCategory: (category: T) => void;
  layout: ViewLayout;
  setLayout: (layout: ViewLayout) => void;
};

type Props<T extends string> = {
  /** The search box's accessible name and placeholder. */
  searchLabel: string;
  placeholder: string;
  /** The category filter: "All" first, then each category. */
  filters: { value: T; label: string }[];
  view: ListView<T>;
};

/** A list screen's controls: the search box, the list/grid switch and the category filter. */
export function ListToolbar<T extends string>({
  searchLabel,
  placeholder,
  filters,
  view: { search, setSearch, category, setCategory, layout, setLayout },
}: Props<T>) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          aria-label={searchLabel}
          placeholder={placeholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="flex-1"
        />
        <ViewToggle layout={layout} onLayout={setLayout} />
      </div>
      <FilterChips label="Category" options={filters} value={category} onChange={setCategory} />
    </div>
  );
}
