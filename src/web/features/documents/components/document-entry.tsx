import { useId } from 'react';
import { CalendarClock, FileImage, FileSpreadsheet, FileText, Link2 } from 'lucide-react';
import type { TDocument } from '@shared/documents/document-schemas';
import { OwnerBadge } from '@web/components/owner-badge';
import { Badge } from '@web/components/ui/badge';
import type { ViewLayout } from '@web/components/ui/view-toggle';
import { cn } from '@web/lib/utils';
import { fileSummary, formatDay, formatMomentDay } from '../lib/document-format';
import { DocumentActions, type DocumentActionHandlers } from './document-actions';
import { DocumentCategoryBadge } from './document-category-badge';
import { ExpiryBadge } from './expiry-badge';
import { SearchHighlights } from './highlighted-text';

type Props = {
  document: TDocument;
  /** Where a search matched, shown under the details. */
  highlights?: readonly string[] | undefined;
  layout: ViewLayout;
  actions: DocumentActionHandlers;
};

function FileIcon({ fileType }: { fileType: TDocument['fileType'] }) {
  const Icon =
    fileType === 'jpg' || fileType === 'png'
      ? FileImage
      : fileType === 'xls' || fileType === 'xlsx'
        ? FileSpreadsheet
        : FileText;
  return (
    <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
      <Icon className="size-5" aria-hidden />
    </div>
  );
}

/**
 * One document: a row of the list or a card of the grid, with the same facts and actions in
 * both, so switching views never hides anything.
 */
export function DocumentEntry({ document, highlights, layout, actions }: Props) {
  const titleId = useId();
  const card = layout === 'grid';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex gap-4',
        card
          ? 'h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm'
          : 'flex-col p-4 md:flex-row md:items-start',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <FileIcon fileType={document.fileType} />
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="grid gap-1.5">
            {/* wrap-anywhere, not break-words: a file name without spaces ("Statement_2025-12_…")
                must also narrow the column it sits in, or it widens a phone's page. */}
            <h3 id={titleId} className="leading-snug font-semibold wrap-anywhere">
              {document.name}
            </h3>
            <div className="flex flex-wrap items-center gap-1.5">
              <DocumentCategoryBadge category={document.category} />
              <ExpiryBadge expiresOn={document.expiresOn} />
              <OwnerBadge ownerId={document.ownerId} />
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            {fileSummary(document)} · Uploaded {formatMomentDay(document.createdAt)}
          </p>
          {(document.link || document.expiresOn) && (
            <div className="grid gap-1 text-sm">
              {document.link && (
                <p className="flex min-w-0 items-center gap-1.5">
                  <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 break-words">
                    <span className="text-muted-foreground">Linked to </span>
                    {document.link.label}
                  </span>
                </p>
              )}
              {document.expiresOn && (
                <p className="flex items-center gap-1.5">
                  <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span>
                    <span className="text-muted-foreground">Expires </span>
                    {formatDay(document.expiresOn)}
                  </span>
                </p>
              )}
            </div>
          )}
          {document.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {document.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline" className="font-normal">
                    <span aria-hidden>#</span>
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          {highlights && <SearchHighlights highlights={highlights} />}
        </div>
      </div>
      <div className={cn(card ? 'mt-auto' : 'md:shrink-0 md:justify-end', 'flex')}>
        <DocumentActions document={document} actions={actions} />
      </div>
    </article>
  );
}
