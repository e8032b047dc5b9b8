DROP INDEX "documents_search_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "title_vector" "tsvector";--> statement-breakpoint
-- As document-repository.ts computes it for new rows: the name (weight A) and the tags (B).
UPDATE "documents" SET "title_vector" =
  setweight(to_tsvector('english', "name"), 'A') ||
  setweight(to_tsvector('english', array_to_string("tags", ' ')), 'B');
--> statement-breakpoint
-- Rebuilt to be written into directly (fastupdate off), as schema/documents.ts explains.
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- The fragment of a document's text where a search matched, cut by ts_headline from the first
-- window of about 1,000 characters that holds a match instead of from the whole text: ts_headline
-- parses all it is given (a 60-page policy is 200 kB, about 20 ms), and a search shows 50 results.
-- The first windows are read with substr() straight from the stored value, which decompresses only
-- as far as the window; past them the text is decompressed once. Windows overlap so that a phrase
-- across a boundary is still found. `marker_chars` (the first being the start marker ts_headline
-- writes through `options`) are replaced by `marker_replacements` in the text first, so that a
-- marker in the result is always ours. `max_windows` bounds the search (null: the whole text);
-- no match in them gives ''.
CREATE FUNCTION document_text_headline(
  content text,
  query tsquery,
  options text,
  marker_chars text,
  marker_replacements text,
  max_windows integer
) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  window_chars CONSTANT integer := 1000;
  overlap_chars CONSTANT integer := 200;
  sliced_windows CONSTANT integer := 8;
  body text;
  start integer := 1;
  piece text;
  headline text;
BEGIN
  FOR counted IN 1..coalesce(max_windows, 2147483647) LOOP
    IF counted <= sliced_windows THEN
      piece := substr(content, start, window_chars + overlap_chars);
    ELSE
      IF body IS NULL THEN body := content || ''; END IF;
      piece := substr(body, start, window_chars + overlap_chars);
    END IF;
    EXIT WHEN piece IS NULL OR piece = '';
    headline := ts_headline('english', translate(piece, marker_chars, marker_replacements), query, options);
    IF strpos(headline, left(marker_chars, 1)) > 0 THEN RETURN headline; END IF;
    start := start + window_chars;
  END LOOP;
  RETURN '';
END $$;
