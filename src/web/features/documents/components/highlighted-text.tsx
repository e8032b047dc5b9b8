import { highlightParts } from '../lib/highlight-parts';

/**
 * A search fragment with its matched words in <mark>. Built from text parts, never from HTML, so
 * words inside a document cannot become markup on the page.
 */
export function HighlightedText({ fragment }: { fragment: string }) {
  return (
    <>
      {highlightParts(fragment).map((part, index) =>
        part.marked ? (
          <mark
            key={index}
            className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40"
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Where a search matched inside a document: each fragment on its own line, quoted. */
export function SearchHighlights({ highlights }: { highlights: readonly string[] }) {
  if (highlights.length === 0) return null;
  return (
    <ul aria-label="Matches" className="grid gap-1 border-l-2 pl-3 text-sm text-muted-foreground">
      {highlights.map((fragment, index) => (
        <li key={index}>
          …<HighlightedText fragment={fragment} />…
        </li>
      ))}
    </ul>
  );
}
