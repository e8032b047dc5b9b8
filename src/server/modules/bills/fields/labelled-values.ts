import type { BillLine, BillText } from './bill-fields';
import { toleratingSplitLetters } from './split-letters';

/** A label a rule looks for, with what kind of label it is (the rule decides what kinds mean). */
export type Label<K extends string> = { kind: K; pattern: RegExp };

/** A value found in some text: where it starts, and the text it was read from. */
export type Found<T> = { value: T; index: number; text: string };

/**
 * A value next to its label. `inline` values follow the label on its line ("Due Date: 07/24/19");
 * `below` values sit under the label in a header row ("Account Number   Due Date" over
 * "3048569396   07/10/2019"), which is how many payment stubs print them.
 */
export type LabelledValue<K extends string, T> = {
  kind: K;
  value: T;
  line: BillLine;
  layout: 'inline' | 'below';
  /** The label's line, and the value's line when it is below the label. */
  source: string;
};

type LabelMatch<K extends string> = { kind: K; start: number; end: number };

/** Columns are separated by three or more spaces. */
type Cell = { start: number; end: number; text: string };

function cellsOf(text: string): Cell[] {
  const cells: Cell[] = [];
  for (const match of text.matchAll(/\S+(?:\s{1,2}\S+)*/g))
    cells.push({ start: match.index, end: match.index + match[0].length, text: match[0] });
  return cells;
}

const compiled = { strict: new WeakMap<RegExp, RegExp>(), tolerant: new WeakMap<RegExp, RegExp>() };

/**
 * A label's pattern as a global one, compiled once. `tolerant` also matches letters split by
 * stray spaces, as text layers place them ("AMO UNT DUE"); OCR merges words rather than splitting
 * them, and the tolerant patterns cost several times as much on its long, noisy lines.
 */
function globalPattern(pattern: RegExp, tolerant: boolean): RegExp {
  const cache = tolerant ? compiled.tolerant : compiled.strict;
  let global = cache.get(pattern);
  if (!global) {
    const source = tolerant ? toleratingSplitLetters(pattern) : pattern;
    global = new RegExp(source.source, source.flags.replace('g', '') + 'g');
    cache.set(pattern, global);
  }
  global.lastIndex = 0;
  return global;
}

/** Label matches in one line, left to right; where two overlap the longer one wins. */
function labelsIn<K extends string>(
  text: string,
  labels: Label<K>[],
  tolerant: boolean,
): LabelMatch<K>[] {
  const all: LabelMatch<K>[] = [];
  for (const label of labels) {
    const global = globalPattern(label.pattern, tolerant);
    for (const match of text.matchAll(global))
      if (match[0] !== '')
        all.push({ kind: label.kind, start: match.index, end: match.index + match[0].length });
  }
  all.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: LabelMatch<K>[] = [];
  for (const match of all) {
    const last = kept.at(-1);
    if (last && match.start < last.end) {
      if (match.end - match.start > last.end - last.start) kept[kept.length - 1] = match;
      continue;
    }
    kept.push(match);
  }
  return kept;
}

/** What is left of a segment after separators such as ":" "#" "-" "." at its start. */
function isBlank(text: string): boolean {
  return /^[\s:#.\-–—*]*$/.test(text);
}

/**
 * Text allowed between a label and its value on the line: separators and other values, as in
 * "CURRENT BILL DUE 07/22/2019   344.85" where the amount follows the date; a word means the
 * value belongs to something else.
 */
function isFiller(text: string): boolean {
  return !/[A-Za-z]{3,}/.test(text.replace(MONTH_DAY, ' '));
}

/** "Total amount due Jun 26   $123,113.66": a date between a label and its value is no word. */
const MONTH_DAY =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s*\d{1,2}(?:,?\s*\d{4})?)?(?![a-z])/gi;

/**
 * The value under a header-row label, by where both stand on the page: the value cell whose span
 * overlaps the label's column most, else the nearest one no further than the label's own width.
 * Stubs print "BILL DATE   DATE DUE   Page 1 of 3" over "Jan 14, 2020   Feb 3, 2020": counting
 * cells would pair DATE DUE with the bill date; positions pair it with the date under it.
 */
function valueBelowByPosition<T>(
  header: BillLine,
  label: { start: number; end: number },
  valueLine: BillLine,
  read: (text: string) => Array<Found<T>>,
): Found<T> | null | undefined {
  const cell = header.cells?.find(
    (candidate) =>
      label.start >= candidate.start && label.start < candidate.start + candidate.text.length,
  );
  if (!cell || !valueLine.cells || valueLine.cells.length === 0) return undefined;
  // A label sharing its cell with other words ("Due Date Account Number") spans its own share.
  const perChar = (cell.end - cell.x) / Math.max(cell.text.length, 1);
  const left = cell.x + (label.start - cell.start) * perChar;
  const right = Math.min(cell.end, cell.x + (label.end - cell.start) * perChar);
  const width = Math.max(right - left, 1);
  const ranked = valueLine.cells
    .map((candidate) => {
      const overlap = Math.min(right, candidate.end) - Math.max(left, candidate.x);
      const distance = Math.abs((candidate.x + candidate.end) / 2 - (left + right) / 2);
      return { candidate, overlap, distance };
    })
    .filter(({ overlap, distance }) => overlap > 0 || distance <= width)
    .sort((a, b) => b.overlap - a.overlap || a.distance - b.distance);
  const centre = (left + right) / 2;
  for (const { candidate } of ranked) {
    // Several values in one cell (OCR lost the gaps between them): the one under the label.
    const charWidth = (candidate.end - candidate.x) / Math.max(candidate.text.length, 1);
    const at = (found: Found<T>) =>
      Math.abs(candidate.x + (found.index + found.text.length / 2) * charWidth - centre);
    const nearest = read(candidate.text).sort((a, b) => at(a) - at(b))[0];
    if (nearest) return { ...nearest, index: candidate.start + nearest.index };
  }
  return null;
}

/**
 * The value under a header-row label. Where the reader gave positions, by position (above);
 * otherwise cells are matched from the right when the value row has fewer cells than the header
 * (a stub row rarely has a value under a "Customer Name" column) and from the left when it has
 * more; without columns, the value whose position along the line is nearest to the label's.
 */
function valueBelow<T>(
  headerRow: BillLine,
  label: { start: number; end: number },
  valueRow: BillLine,
  read: (text: string) => Array<Found<T>>,
): Found<T> | null {
  const byPosition = valueBelowByPosition(headerRow, label, valueRow, read);
  if (byPosition !== undefined) return byPosition;
  const header = headerRow.text;
  const valueLine = valueRow.text;
  const headerCells = cellsOf(header);
  const valueCells = cellsOf(valueLine);
  const labelCell = headerCells.findIndex(
    (cell) => label.start >= cell.start && label.start < cell.end,
  );
  if (headerCells.length > 1 && valueCells.length > 1 && labelCell >= 0) {
    const aligned = valueCells[labelCell - Math.max(0, headerCells.length - valueCells.length)];
    const inCell = aligned ? read(aligned.text) : [];
    if (inCell.length === 1) return inCell[0]!;
  }
  const values = read(valueLine);
  if (values.length <= 1) return values[0] ?? null;
  const labelAt = (label.start + label.end) / 2 / Math.max(header.length, 1);
  return values.reduce((best, value) => {
    const at = (text: Found<T>) =>
      Math.abs((text.index + text.text.length / 2) / Math.max(valueLine.length, 1) - labelAt);
    return at(value) < at(best) ? value : best;
  });
}

/**
 * Every labelled value in the first `maxPage` pages. `read` finds the values of the wanted type
 * in a piece of text. A label's inline value must come before the next label on its line, so a
 * row of several labels ("DUE DATE: Jul 29 AMOUNT DUE: $851.00") gives each label its own value.
 */
export function findLabelledValues<K extends string, T>(
  text: BillText,
  labels: Label<K>[],
  read: (text: string) => Array<Found<T>>,
  { maxPage = Number.POSITIVE_INFINITY }: { maxPage?: number } = {},
): Array<LabelledValue<K, T>> {
  const results: Array<LabelledValue<K, T>> = [];
  const lines = text.lines.filter((line) => line.page <= maxPage);
  const tolerant = text.origin === 'pdf-text';
  lines.forEach((line, position) => {
    const matches = labelsIn(line.text, labels, tolerant);
    matches.forEach((match, order) => {
      const segment = line.text.slice(match.end, matches[order + 1]?.start ?? line.text.length);
      const inline = read(segment)[0];
      if (inline && isFiller(segment.slice(0, inline.index))) {
        results.push({
          kind: match.kind,
          value: inline.value,
          line,
          layout: 'inline',
          source: line.text,
        });
        return;
      }
      // Words after the label in its own column ("BALANCE FORWARD (DUE UPON RECEIPT)") mean the
      // label is not a column header, unless OCR lost the columns of a header row: then words
      // without digits may follow, and the value row must be free of labels.
      const ownCell = segment.split(/\s{3,}/)[0] ?? '';
      const headerOnly = isBlank(ownCell);
      if (!headerOnly && /\d/.test(segment)) return;
      // A label inside a sentence ("Write account number on check") heads no column.
      if (/\b[a-z]{2,}\b/.test(ownCell)) return;
      // The value row is the next line of the same page, or the one after when the next holds
      // nothing of the wanted type and no labels of its own.
      for (const next of lines.slice(position + 1, position + 3)) {
        if (next.page !== line.page) break;
        if (!headerOnly && labelsIn(next.text, labels, tolerant).length > 0) break;
        const below = valueBelow(line, match, next, read);
        if (below) {
          results.push({
            kind: match.kind,
            value: below.value,
            line: next,
            layout: 'below',
            source: `${line.text} / ${next.text}`,
          });
          break;
        }
        if (labelsIn(next.text, labels, tolerant).length > 0) break;
      }
    });
  });
  return results;
}
