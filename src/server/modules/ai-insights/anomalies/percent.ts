/** The change from `reference` to `value` as a percent with 1 decimal (spec §9: 1 decimal). */
export function percentChange(value: number, reference: number): number {
  return Math.round(((value - reference) / reference) * 1000) / 10;
}

/** `18.04` → `"18%"`, `-7.5` → `"7.5%"`: the size of a change for a sentence that says up or down. */
export function describePercent(percent: number): string {
  const size = Math.abs(percent);
  return `${Number.isInteger(size) ? size : size.toFixed(1)}%`;
}
