/** An OFX element: a value (`<TRNAMT>-15.49`) or an aggregate of elements (`<STMTTRN>…`). */
export type TOfxElement = {
  /** Upper case, as OFX writes it; `INTU.BID` keeps its dot. */
  name: string;
  /** The value of an element; null for an aggregate; '' for an element a bank left empty. */
  text: string | null;
  children: TOfxElement[];
};

// A tag, a processing instruction (`<?xml …?>`, `<?OFX …?>`), a comment, or CDATA.
const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<(\/?)([A-Za-z0-9_.:-]+)[^>]*?(\/?)>/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const hex = entity[1] === 'x' || entity[1] === 'X';
      const code = Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * Reads the body of an OFX file, from `<OFX>` on, into its elements: OFX 2.x is XML; OFX 1.x is
 * SGML, where a value's end tag is left out (`<NAME>NETFLIX.COM` then the next tag). One reader
 * serves both: an element followed by text is a value and ends at the next tag, an end tag with
 * nothing open of its name is ignored (`</NAME>`, which XML and some 1.x banks write), and an
 * element with neither text nor an end tag of its own is a value the bank left empty (a bare
 * `<MEMO>`, which aggregates never are: OFX requires their end tags): what was read after it
 * belongs to its parent. Null when the file ends before `</OFX>` (a cut-off download).
 */
export function readOfxElements(body: string): TOfxElement | null {
  const root: TOfxElement = { name: '', text: null, children: [] };
  const open: TOfxElement[] = [root];
  // Banks that put line breaks in a memo write them as <BR/>; they are only spaces to us.
  const input = body.replace(/<BR\s*\/?>/gi, ' ');
  let closedOfx = false;
  let pendingText = '';
  let textStart = 0;
  const endText = () => {
    const top = open[open.length - 1];
    const text = pendingText.trim();
    pendingText = '';
    if (top && top !== root && text !== '' && top.text === null && top.children.length === 0) {
      top.text = text;
      open.pop();
    }
  };
  const closeTo = (depth: number) => {
    while (open.length > depth + 1) {
      const empty = open.pop();
      const parent = open[open.length - 1];
      if (!empty || !parent) break;
      for (const child of empty.children) parent.children.push(child);
      empty.children = [];
      empty.text = '';
    }
    open.pop();
  };
  for (const match of input.matchAll(TOKEN)) {
    const [whole, cdata, slash, rawName, selfClosing] = match;
    pendingText += decodeEntities(input.slice(textStart, match.index));
    textStart = match.index + whole.length;
    if (cdata !== undefined) pendingText += cdata;
    // Comments and processing instructions are skipped without ending a value.
    if (rawName === undefined) continue;
    endText();
    const name = rawName.toUpperCase();
    if (slash === '/') {
      const depth = open.findLastIndex((element) => element.name === name);
      if (depth > 0) closeTo(depth);
      if (depth > 0 && name === 'OFX') closedOfx = true;
      continue;
    }
    const element: TOfxElement = { name, text: null, children: [] };
    open[open.length - 1]?.children.push(element);
    if (selfClosing === '/') element.text = '';
    else open.push(element);
  }
  return closedOfx ? (root.children.find((element) => element.name === 'OFX') ?? null) : null;
}

/** The first child of that name; undefined when there is none. */
export function childOf(element: TOfxElement | undefined, name: string): TOfxElement | undefined {
  return element?.children.find((child) => child.name === name);
}

/** The value of a child, trimmed; null when the child is missing or empty. */
export function valueOf(element: TOfxElement | undefined, name: string): string | null {
  const text = childOf(element, name)?.text;
  return text ? text : null;
}

/** Every element of that name at any depth, in file order. */
export function findAll(element: TOfxElement, name: string): TOfxElement[] {
  const found: TOfxElement[] = [];
  const visit = (current: TOfxElement) => {
    for (const child of current.children) {
      if (child.name === name) found.push(child);
      else visit(child);
    }
  };
  visit(element);
  return found;
}
