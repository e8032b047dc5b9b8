/**
 * What a Legal Wizard document says, independent of how a page draws it: the clause templates
 * (will-clauses.ts, financial-poa-clauses.ts…) fill this in from the answers and the state's
 * row, and legal-document-pdf.ts lays it out. Every text is final (names, dates, the state's name).
 */

/** One line to write on by hand; `value` is printed on it when already known (a name). */
export type SignatureLine = {
  label: string;
  value?: string | null;
  /** Share of the row's width; the lines of a row share it equally when left out. */
  share?: number;
};

export type LegalBlock =
  /** An article or part: "Article 3. Guardian for my minor children". */
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; bold?: boolean }
  | { kind: 'list'; items: string[]; numbered?: boolean }
  /** A choice the signer initials in the box beside it (a power granted to the agent). */
  | { kind: 'initialed'; items: { title: string; text: string }[] }
  /** Lines to sign and print on, row by row; never split across pages. */
  | { kind: 'signature'; title?: string; text?: string; rows: SignatureLine[][] }
  /** A notary's certificate: its wording, the notary's lines and a square left for the seal. */
  | { kind: 'notary'; title: string; paragraphs: string[]; rows: SignatureLine[][] }
  /** A framed warning the reader must not miss (the general-rules notice). */
  | { kind: 'notice'; title: string; text: string }
  | { kind: 'pageBreak' };

export type LegalDocumentContent = {
  /** "Last will and testament of Ana Carter", printed large on the first page. */
  title: string;
  /** Under the title: "State of Texas", what the document is for. */
  subtitle: string[];
  /** Top of every page: whose document it is; the state's name is printed beside it. */
  runningHead: string;
  stateName: string;
  /** The PDF file's author and title. */
  author: string;
  /** "November 26, 2026". */
  preparedOn: string;
  version: number;
  /**
   * Louisiana's notarial testament is signed by the testator on every separate page, which makes
   * it self-proving (La. Code Civ. Proc. art. 2891 as amended by Acts 2025, No. 30), so each
   * page's footer carries a line for it.
   */
  testatorSignsEveryPage: boolean;
  /**
   * The smallest type the document's own words may be set in, where a statute sets one (points);
   * absent = the house sizes (11-point text). The page frame keeps its own small type.
   */
  minimumTextSize?: number;
  blocks: LegalBlock[];
  /**
   * How to sign it: printed after the document on a sheet of its own, headed as not part of the
   * document, with no page number, initials or signature line, since it is not what is signed.
   */
  instructions: LegalBlock[];
};
