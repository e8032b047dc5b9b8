import { useLayoutEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import {
  centsToInputText,
  formatCentsPlain,
  parseDollarsToCents,
  sanitizeCurrencyInput,
} from '@shared/finance/money';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';

type CurrencyInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'ref'
> & {
  /** Integer cents; `null`/`undefined` shows as 0 (spec §5: empty becomes 0). */
  value: number | null | undefined;
  /** Called with integer cents on every keystroke. */
  onChange: (cents: number) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Spec §5 currency input, in integer cents. While focused it shows what the person types, kept to
 * digits and one decimal point with at most 2 decimals; unfocused it shows thousands separators
 * and 2 decimals. Spread react-hook-form's `Controller` field on it (`{...field}`).
 */
export function CurrencyInput({
  value,
  onChange,
  onFocus,
  onBlur,
  className,
  ...props
}: CurrencyInputProps) {
  // The text being typed exists only while focused: once the field is left, the value is the
  // truth, so an outside change (a form reset) always shows.
  const [draft, setDraft] = useState<string | null>(null);
  const cents = value ?? 0;
  // Swapping "4,250.75" for "4250.75" on focus drops the selection the browser made on entering
  // the field, and typed digits would be appended to the old amount: once the plain number is
  // on screen (before the next keystroke), select it again so that typing replaces it.
  const selectOnShow = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const input = selectOnShow.current;
    selectOnShow.current = null;
    if (input && document.activeElement === input) input.select();
  }, [draft]);

  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
      >
        $
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn('pl-7 tabular-nums', className)}
        value={draft ?? formatCentsPlain(cents)}
        onFocus={(event) => {
          selectOnShow.current = event.currentTarget;
          setDraft(centsToInputText(cents));
          onFocus?.(event);
        }}
        onChange={(event) => {
          const text = sanitizeCurrencyInput(event.target.value);
          setDraft(text);
          onChange(parseDollarsToCents(text));
        }}
        onBlur={(event) => {
          setDraft(null);
          onBlur?.(event);
        }}
        {...props}
      />
    </div>
  );
}
