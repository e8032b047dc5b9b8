import {
  DOCUMENT_CATEGORY_LABELS,
  type TDocumentCategory,
} from '@shared/documents/document-schemas';
import type { TGuidebookAssembled } from '@shared/guidebook/guidebook-view-schemas';
import { TextLink, textLinkClass } from '@web/components/ui/text-link';
import { AssembledNote } from './assembled-note';

const countFormat = new Intl.NumberFormat('en-US');

function countLabel(category: TDocumentCategory, count: number): string {
  return `${DOCUMENT_CATEGORY_LABELS[category]}: ${countFormat.format(count)}`;
}

type Props = Pick<TGuidebookAssembled, 'originals' | 'keyDocuments' | 'documentCounts'>;

/** "Where things are": where each signed original is kept, and what the document hub holds. */
export function AssembledWhereThingsAre({ originals, keyDocuments, documentCounts }: Props) {
  if (originals.length === 0 && documentCounts.length === 0) return null;
  return (
    <AssembledNote source="From the estate plan and the document hub">
      {originals.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-medium">Signed originals</h3>
          <ul className="grid gap-1 text-sm">
            {originals.map((original) => (
              <li key={original.instrumentId}>
                <span className="font-medium">{original.label}:</span> {original.location}
              </li>
            ))}
          </ul>
        </div>
      )}
      {keyDocuments.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-medium">Key documents in the document hub</h3>
          <ul className="grid gap-1 text-sm">
            {keyDocuments.map((document) => (
              <li key={document.id}>
                <a
                  className={textLinkClass}
                  href={`/api/documents/${encodeURIComponent(document.id)}/open`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {document.name}
                </a>{' '}
                <span className="text-muted-foreground">
                  ({DOCUMENT_CATEGORY_LABELS[document.category]})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {documentCounts.length > 0 && (
        <p className="text-sm">
          <TextLink to="/nido-hub">Documents</TextLink> holds{' '}
          {documentCounts.map((group) => countLabel(group.category, group.count)).join(' · ')}.
        </p>
      )}
    </AssembledNote>
  );
}
