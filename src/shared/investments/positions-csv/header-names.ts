/** The columns the importer reads; every other column of a file is ignored. */
export const COLUMN_FIELDS = [
  'accountNumber',
  'accountName',
  'symbol',
  'description',
  'quantity',
  'price',
  'marketValue',
  'costBasisTotal',
  'costBasisPerShare',
  /** A security type label (Schwab `Security Type`, Fidelity `Investment Type`, a `Type`). */
  'assetLabel',
] as const;
export type TColumnField = (typeof COLUMN_FIELDS)[number];

/** Header names of each column, as the brokerage prints them. */
export type THeaderAliases = Partial<Record<TColumnField, readonly string[]>>;

/** Where each column is in a header row. */
export type TColumns = Partial<Record<TColumnField, number>>;

/** Lower case, `&` as "and", apostrophes dropped, other punctuation as single spaces. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The names a header cell goes by. Schwab prints an abbreviation with the full name in
 * parentheses (`Qty (Quantity)`, `Mkt Val (Market Value)`): both count.
 */
export function headerNames(cell: string): string[] {
  const names = new Set<string>();
  const inside = /\(([^)]*)\)/.exec(cell);
  if (inside) names.add(normalize(inside[1] ?? ''));
  names.add(normalize(cell.replace(/\([^)]*\)/g, ' ')));
  names.add(normalize(cell));
  names.delete('');
  return [...names];
}

/** Where each known column is in a header row (the first cell of a name wins). */
export function mapColumns(cells: readonly string[], aliases: THeaderAliases): TColumns {
  const columns: TColumns = {};
  cells.forEach((cell, index) => {
    const names = headerNames(cell);
    for (const field of COLUMN_FIELDS) {
      if (columns[field] !== undefined) continue;
      const wanted = aliases[field]?.map(normalize) ?? [];
      if (names.some((name) => wanted.includes(name))) {
        columns[field] = index;
        return;
      }
    }
  });
  return columns;
}

/** Whether a header row has, for each group, at least one of its names. */
export function hasHeaderNames(
  cells: readonly string[],
  groups: readonly (readonly string[])[],
): boolean {
  const present = new Set(cells.flatMap(headerNames));
  return groups.every((group) => group.some((name) => present.has(normalize(name))));
}
