/**
 * Optimal string alignment distance (Levenshtein plus swapped neighbours), to confirm what
 * fuse.js proposes: fuse scores a letter pattern found anywhere in a word, so "hand" scores close
 * to "honda"; a typo is one or two edits away, a different word usually is not.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  const at = (row: number, column: number) => table[row]?.[column] ?? 0;
  for (let row = 1; row < rows; row += 1)
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(
        at(row - 1, column) + 1,
        at(row, column - 1) + 1,
        at(row - 1, column - 1) + cost,
      );
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1])
        best = Math.min(best, at(row - 2, column - 2) + 1);
      (table[row] as number[])[column] = best;
    }
  return at(rows - 1, columns - 1);
}

/** Edits a typo of a word this long may have: one up to 6 letters, two beyond. */
export function allowedEdits(length: number): number {
  return length <= 6 ? 1 : 2;
}

/**
 * The candidate a typed word is a typo of, fewest edits first: a typo keeps its first letter and
 * is an edit or two away ("verison", "vangaurd", "liabilty"). Null when none is.
 */
export function typoOf(
  word: string,
  candidates: Iterable<string>,
  maxEdits = allowedEdits(word.length),
): string | null {
  let best: { word: string; edits: number } | null = null;
  for (const candidate of candidates) {
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > 2) continue;
    const edits = editDistance(word, candidate);
    if (edits <= maxEdits && (!best || edits < best.edits)) best = { word: candidate, edits };
  }
  return best?.word ?? null;
}
