import { LayoutGrid, List } from 'lucide-react';
import { Button } from './button';

export type ViewLayout = 'list' | 'grid';

type Props = {
  layout: ViewLayout;
  onLayout: (layout: ViewLayout) => void;
};

const OPTIONS = [
  { value: 'list', label: 'List', Icon: List },
  { value: 'grid', label: 'Grid', Icon: LayoutGrid },
] as const;

/** The List/Grid switch of a collection screen: two pressed-state buttons in a labelled group. */
export function ViewToggle({ layout, onLayout }: Props) {
  return (
    <div role="group" aria-label="View" className="flex gap-1 self-start rounded-md border p-1">
      {OPTIONS.map(({ value, label, Icon }) => (
        <Button
          key={value}
          variant={layout === value ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={layout === value}
          onClick={() => onLayout(value)}
        >
          <Icon aria-hidden />
          {label}
        </Button>
      ))}
    </div>
  );
}
