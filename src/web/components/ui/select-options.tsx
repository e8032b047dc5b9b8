type Props<Value extends string | number> = {
  values: readonly Value[];
  /** An option's text; the value itself when not given. */
  label?: (value: Value) => string;
};

/** A native select's options, one for each value. */
export function SelectOptions<Value extends string | number>({ values, label }: Props<Value>) {
  return values.map((value) => (
    <option key={value} value={String(value)}>
      {label ? label(value) : value}
    </option>
  ));
}
