import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { textLinkClass } from '@web/components/ui/text-link';
import { ADVISOR_LINK_KINDS, LINK_KIND_LABELS } from '../lib/link-kinds';
import { RecordDetail } from '@web/components/records/record-detail';

/**
 * What the advisor handles, by kind ("Loans: Wells Fargo · Mortgage"), and the documents linked to
 * them, each leading to the document hub where it can be opened.
 */
export function AdvisorHandles({ advisor }: { advisor: TAdvisor }) {
  const kinds = ADVISOR_LINK_KINDS.map((kind) => ({
    kind,
    links: advisor.links.filter((link) => link.kind === kind),
  })).filter(({ links }) => links.length > 0);
  return (
    <>
      <RecordDetail term="Handles">
        {kinds.length === 0 ? (
          <span className="text-muted-foreground">Nothing linked yet</span>
        ) : (
          <ul className="grid gap-1.5">
            {kinds.map(({ kind, links }) => (
              <li key={kind}>
                <span className="text-muted-foreground">{LINK_KIND_LABELS[kind]}: </span>
                {links.map((link) => link.label).join('; ')}
              </li>
            ))}
          </ul>
        )}
      </RecordDetail>
      {advisor.documents.length > 0 && (
        <RecordDetail term="Documents">
          <ul className="grid gap-1">
            {advisor.documents.map((document) => (
              <li key={document.id}>
                <Link
                  to="/nido-hub"
                  className={`inline-flex items-center gap-1.5 ${textLinkClass}`}
                >
                  <FileText className="size-4 shrink-0" aria-hidden />
                  {document.name}
                </Link>
              </li>
            ))}
          </ul>
        </RecordDetail>
      )}
    </>
  );
}
