import { ExternalLink, FileText, type LucideIcon } from 'lucide-react';
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
        <NewTabLink
          href={website}
          label={`Website of ${expense.vendor}`}
          icon={ExternalLink}
          text={compact ? null : 'Website'}
          size={size}
        />
      )}
      {document && (
        <NewTabLink
          href={document}
          label={`Document for ${expense.vendor}`}
          icon={FileText}
          text={compact ? null : 'Document'}
          size={size}
        />
      )}
    </>
  );
}

type NewTabLinkProps = {
  href: string;
  /** Its name for a screen reader, before "(opens in a new tab)". */
  label: string;
  icon: LucideIcon;
  /** The visible text; none shows the icon alone. */
  text: string | null;
  size: 'icon-sm' | 'sm';
};

function NewTabLink({ href, label, icon: Icon, text, size }: NewTabLinkProps) {
  return (
    <Button asChild variant="outline" size={size}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (opens in a new tab)`}
      >
        <Icon aria-hidden />
        {text}
      </a>
    </Button>
  );
}
