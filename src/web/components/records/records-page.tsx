import type { ReactNode } from 'react';
import { FamilySelector } from '@web/components/family-selector';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { PageHeader } from '@web/components/ui/page-header';
import { usePageTitle } from '@web/lib/use-page-title';
import { AddRecordButton } from './add-record-button';
import type { RecordActions } from './record-dialogs';
import { RecordsSection, type RecordsSectionProps } from './records-section';

type Props<TItem, TForm, TDialog extends string> = Omit<
  RecordsSectionProps<TItem, TForm, TDialog>,
  'header'
> & {
  /** The page's `<h1>` and tab title. */
  title: string;
  description: ReactNode;
  /** Header controls between the family selector and Add (Export CSV), given the list. */
  headerActions?: (list: TItem[], actions: RecordActions<TItem, TForm, TDialog>) => ReactNode;
  /** The header's add button ("Add account"). */
  addLabel: string;
};

/**
 * A screen of household records (accounts, investments, loans, properties, advisors): the page
 * header with the family selector and Add (or "View only") above a RecordsSection. Each screen
 * supplies its texts and pieces.
 */
export function RecordsPage<TItem, TForm, TDialog extends string = never>({
  title,
  description,
  headerActions,
  addLabel,
  ...section
}: Props<TItem, TForm, TDialog>) {
  usePageTitle(title);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <RecordsSection<TItem, TForm, TDialog>
        {...section}
        header={(list, actions) => (
          <PageHeader
            title={title}
            description={description}
            actions={
              <>
                <FamilySelector />
                {headerActions?.(list, actions)}
                {actions.add ? (
                  <AddRecordButton label={addLabel} onAdd={actions.add} />
                ) : (
                  <ViewOnlyBadge />
                )}
              </>
            }
          />
        )}
      />
    </div>
  );
}
