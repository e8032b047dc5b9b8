/**
 * What the binder says, independent of how a page draws it: the content builder fills this in
 * and binder-pdf.ts lays it out. Every text is final (labels, masked numbers, formatted money).
 */
export type BinderBlock =
  /** A heading inside a section ("Who to call first", "Loans"). */
  | { kind: 'subheading'; text: string }
  /** A note in plain text (what a group of rows is for, how to cancel or transfer them). */
  | { kind: 'note'; text: string }
  /** One record told in lines: a guidebook entry, an instrument. `body` is free text after them. */
  | { kind: 'item'; title: string; lines: string[]; body?: string | null }
  /** Rows of one kind side by side; `widths` are fractions of the line, adding up to 1. */
  | { kind: 'table'; columns: string[]; widths: number[]; rows: string[][] };

export type BinderSection = {
  title: string;
  /** An empty section still prints, saying so: the family knows it was looked at. */
  blocks: BinderBlock[];
};

export type BinderContent = {
  householdName: string;
  /** "November 25, 2026". */
  printedOn: string;
  printedBy: string;
  sections: BinderSection[];
};

export const NOTHING_RECORDED = 'Nothing recorded yet.';
