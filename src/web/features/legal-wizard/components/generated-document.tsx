import type { Ref } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_DOC_CARDS } from '@shared/legal/legal-kinds';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { TextLink, textLinkClass } from '@web/components/ui/text-link';
import { documentOpenUrl } from '@web/lib/document-open-url';
import { useDownloadPdf } from '../api/use-document-file';
import { formatSavedAt } from '../lib/draft-progress';
import { SignedCopyUpload } from './signed-copy-upload';

/**
 * The documents made from this draft: each version to open or download (the one on the estate
 * plan marked), the way to the estate plan card, and the signed copy's upload.
 */
export function GeneratedDocument({
  draft,
  headingRef,
  canUpload = true,
}: {
  draft: TLegalDraft;
  /** False for someone who may only view the household. */
  canUpload?: boolean;
  /** Focus lands on the heading once a version was just created. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { download, busyId } = useDownloadPdf();
  const versions = [...draft.versions].sort((a, b) => b.version - a.version);
  if (versions.length === 0) return null;
  const card = LEGAL_DOC_CARDS[draft.kind][0];
  return (
    <section aria-labelledby="legal-generated-title" className="grid gap-4">
      <h3
        id="legal-generated-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        Your document
      </h3>
      <ul className="grid gap-2" aria-label="Versions">
        {versions.map((version) => (
          <li
            key={version.documentId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
          >
            <div className="grid gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                Version {version.version}
                {version.current && <Badge variant="secondary">On your estate plan</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                {version.documentName}, created {formatSavedAt(version.generatedAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" asChild>
                <a
                  href={documentOpenUrl(version.documentId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open version ${version.version} (PDF, opens in a new tab)`}
                >
                  <ExternalLink aria-hidden />
                  Open PDF
                </a>
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busyId === version.documentId}
                aria-label={`Download version ${version.version}`}
                onClick={() => void download(version.documentId, version.documentName)}
              >
                <Download aria-hidden />
                Download
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        Every version is kept in your <TextLink to="/nido-hub">document hub</TextLink>.{' '}
        <TextLink to={`/estate-plan#${card}`}>See it on your estate plan</TextLink>
      </p>
      {draft.signedDocumentId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge>Signed copy uploaded</Badge>
          <a
            href={documentOpenUrl(draft.signedDocumentId)}
            target="_blank"
            rel="noopener noreferrer"
            className={textLinkClass}
          >
            Open the signed copy
          </a>
        </p>
      ) : (
        canUpload && <SignedCopyUpload draftId={draft.id} />
      )}
    </section>
  );
}
