import { useState, type ComponentProps, type Ref } from 'react';
import {
  centsToInputText,
  formatCentsPlain,
  parseDollarsToCents,
  sanitizeCurrencyInput,
} from '@shared/finance/money';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'ref'> & {
  /** The amount in cents. */
  value: number;
  onChange: (cents: number) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Spec §5 currency input. While focused it shows what is typed, kept to digits and one decimal
 * point with at most 2 decimals; otherwise the amount with thousands separators and 2 decimals.
 * Empty or invalid text is 0. The form holds cents, so nothing downstream parses dollars.
 */
export function CurrencyInput({ value, onChange, onFocus, onBlur, className, ...props }: Props) {
  // The text being typed exists only while focused; unfocused, the display is derived from cents.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      >
        $
      </span>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn('pl-7 tabular-nums', className)}
        value={typed ?? formatCentsPlain(value)}
        onFocus={(event) => {
          setTyped(centsToInputText(value));
          onFocus?.(event);
        }}
        onChange={(event) => {
          const text = sanitizeCurrencyInput(event.target.value);
          setTyped(text);
          onChange(parseDollarsToCents(text));
        }}
        onBlur={(event) => {
          setTyped(null);
          onBlur?.(event);
        }}
      />
    </div>
  );
}
