/**
 * Slice colours for the allocation chart: mid-tone hues that stand out against both the light and
 * the dark card. Colour is never the only cue: the table beside the chart names every slice with
 * its swatch, value and share.
 */
const PALETTE = [
  '#2563eb',
  '#16a34a',
  '#ea580c',
  '#9333ea',
  '#db2777',
  '#0891b2',
  '#a16207',
  '#64748b',
] as const;

export function allocationColor(index: number): string {
  return PALETTE[index % PALETTE.length] ?? PALETTE[0];
}
