import { Button } from './button';
import { cn } from '@web/lib/utils';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  /** What the choice is about, for screen readers: "Group allocation by". */
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/**
 * A few views of the same figures, one shown at a time: pressed-state buttons in a labelled
 * group. They wrap on a narrow screen rather than push the page sideways.
 */
export function PressedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: Props<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('flex flex-wrap gap-1 rounded-md border p-1', className)}
    >
      {options.map((option) => (
        <Button
          key={option.value}
          variant={value === option.value ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
