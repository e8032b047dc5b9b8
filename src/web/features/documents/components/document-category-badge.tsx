import {
  DOCUMENT_CATEGORY_LABELS,
  type TDocumentCategory,
} from '@shared/documents/document-schemas';
import { Badge } from '@web/components/ui/badge';

export function DocumentCategoryBadge({ category }: { category: TDocumentCategory }) {
  return (
    <Badge variant="secondary">
      <span className="sr-only">Category: </span>
      {DOCUMENT_CATEGORY_LABELS[category]}
    </Badge>
  );
}
