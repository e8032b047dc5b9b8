import type { TDocument } from '@shared/documents/document-schemas';

const KB = 1024;
const MB = KB * 1024;

/** "845 B", "12 KB", "1.2 MB": binary units, as the 10 MB limit is counted. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** "PDF · 1.2 MB": what the file is and how big, on every row and card. */
export function fileSummary(document: Pick<TDocument, 'fileType' | 'sizeBytes'>): string {
  return `${document.fileType.toUpperCase()} · ${formatFileSize(document.sizeBytes)}`;
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const MOMENT_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A calendar date ("2026-06-01" → "Jun 1, 2026"), read as that day wherever the visitor is. */
export function formatDay(isoDay: string): string {
  return DAY.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The visitor's own calendar day of a moment (when a document was uploaded). */
export function formatMomentDay(isoMoment: string): string {
  return MOMENT_DAY.format(new Date(isoMoment));
}
