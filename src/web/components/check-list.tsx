import { Check } from 'lucide-react';

type Props = {
  items: readonly string[];
  /** The list's layout and text. */
  className: string;
  /** Each item's layout beside its tick. */
  itemClassName: string;
  /** The tick's size and colour. */
  iconClassName: string;
};

/** A list of points, each after a tick (what a plan includes, what an invitation allows). */
export function CheckList({ items, className, itemClassName, iconClassName }: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Check className={iconClassName} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
