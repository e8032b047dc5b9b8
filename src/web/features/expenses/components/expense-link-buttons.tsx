import { ExternalLink, FileText } from 'lucide-react';
import type { TExpense } from '@shared/finance/expense-schemas';
import { documentHref, websiteHref } from '@shared/finance/obligation-links';
import { Button } from '@web/components/ui/button';

type Props = {
  expense: Pick<TExpense, 'vendor' | 'website' | 'documentUrl'>;
  /** Icons only (table rows); the accessible names stay. */
  compact?: boolean;
};

/**
 * The vendor's website and the attached document, each in a new tab, when there is one. Stored
 * links are only made links when they are of the kind the API accepts today: older or imported
 * data is not trusted with a `javascript:` URL or a path that leads to another site.
 */
export function ExpenseLinkButtons({ expense, compact = false }: Props) {
  const website = websiteHref(expense.website);
  const document = documentHref(expense.documentUrl);
  const size = compact ? 'icon-sm' : 'sm';
  return (
    <>
      {website && (
        <Button asChild variant="outline" size={size}>
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Website of ${expense.vendor} (opens in a new tab)`}
          >
            <ExternalLink aria-hidden />
            {!compact && 'Website'}
          </a>
        </Button>
      )}
      {document && (
        <Button asChild variant="outline" size={size}>
          <a
            href={document}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Document for ${expense.vendor} (opens in a new tab)`}
          >
            <FileText aria-hidden />
            {!compact && 'Document'}
          </a>
        </Button>
      )}
    </>
  );
}
