import { ExternalLink, FileText } from 'lucide-react';
import type { TExpense } from '@shared/finance/expense-schemas';
import { Button } from '@web/components/ui/button';
import { safeLinkUrl } from '../lib/external-link';

type Props = {
  expense: Pick<TExpense, 'vendor' | 'website' | 'documentUrl'>;
  /** Icons only (table rows); the accessible names stay. */
  compact?: boolean;
};

/** The vendor's website and the attached document, each in a new tab, when there is one. */
export function ExpenseLinkButtons({ expense, compact = false }: Props) {
  const website = safeLinkUrl(expense.website);
  const document = safeLinkUrl(expense.documentUrl);
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
