import { CATEGORY_COLORS, CATEGORY_LABELS, type Category } from '@shared/finance/categories';
import { Badge } from '@web/components/ui/badge';

/**
 * The category as text with its colour (spec §9) as a swatch: the colour is never the only cue,
 * and the text keeps the theme's contrast in both themes.
 */
export function CategoryBadge({ category }: { category: Category }) {
  return (
    <Badge variant="outline" className="gap-1.5">
      <span
        aria-hidden
        className="size-2 rounded-full"
        style={{ backgroundColor: CATEGORY_COLORS[category] }}
      />
      {CATEGORY_LABELS[category]}
    </Badge>
  );
}
