import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { FamilySelector } from '@web/components/family-selector';
import { LoadError } from '@web/components/load-error';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { usePageTitle } from '@web/lib/use-page-title';
import { useOpenAddRequest, type OpenAddFlag } from '@web/lib/use-open-add-request';
import { useRecordDialogs, type RecordActions } from './record-dialogs';

/** What the page needs of a list query (TanStack Query's result has it). */
type StatusQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};
type ListQuery<TItem> = StatusQuery & { data: TItem[] | undefined };

type ItemDialog<TItem> = (item: TItem, close: () => void) => ReactNode;

type Props<TItem, TForm, TDialog extends string> = {
  /** The page's `<h1>` and tab title. */
  title: string;
  description: ReactNode;
  /** The list the page is about. */
  query: ListQuery<TItem>;
  /** Lists the page cannot be right without (a property's equity needs the loans). */
  alsoNeeds?: readonly StatusQuery[];
  /** Header controls between the family selector and Add (Export CSV), given the list. */
  headerActions?: (list: TItem[]) => ReactNode;
  /** The header's add button ("Add account"). */
  addLabel: string;
  /** What the header's add button opens the form with (usually null: a blank form). */
  addRequest: TForm;
  /** The router flag with which another screen (the dashboard) asks for the add form. */
  openAddFlag?: OpenAddFlag;
  /** The page's shape while it loads. */
  loading: ReactNode;
  /** "We couldn't load your accounts" */
  errorTitle: string;
  /** Nothing recorded yet: why it matters, and the first add (`actions.add` is null for a viewer). */
  empty: (actions: RecordActions<TItem, TForm, TDialog>) => ReactNode;
  /** The loaded, non-empty list (summary, groups, cards). */
  children: (list: TItem[], actions: RecordActions<TItem, TForm, TDialog>) => ReactNode;
  /** The add/edit dialog, opened with what `addRequest` or `actions.openForm` gave. */
  form: (request: TForm, close: () => void) => ReactNode;
  /** The delete confirmation (see DeleteRecordDialog). */
  deleteDialog: ItemDialog<TItem>;
  /** The screen's own item dialogs, opened by name with `actions.open`. */
  dialogs?: Record<TDialog, ItemDialog<TItem>>;
};

/** useOpenAddRequest wants a flag: a screen the dashboard cannot ask gets one nobody sends. */
const NO_ADD_FLAG = 'noOpenAddRequest' as OpenAddFlag;

/**
 * A screen of household records (accounts, loans, properties, advisors): the header with the
 * family selector and Add (or "View only"), the loading, error, empty and list states, and the
 * add/edit, delete and item dialogs, one at a time. Each screen supplies its texts and pieces.
 */
export function RecordsPage<TItem, TForm, TDialog extends string = never>({
  title,
  description,
  query,
  alsoNeeds = [],
  headerActions,
  addLabel,
  addRequest,
  openAddFlag,
  loading,
  errorTitle,
  empty,
  children,
  form,
  deleteDialog,
  dialogs,
}: Props<TItem, TForm, TDialog>) {
  usePageTitle(title);
  const { addTarget } = useHouseholdPermissions();
  const { dialog, actions, close } = useRecordDialogs<TItem, TForm, TDialog>(
    addRequest,
    addTarget !== null,
  );
  useOpenAddRequest(openAddFlag ?? NO_ADD_FLAG, openAddFlag ? actions.add : null);
  const queries = [query, ...alsoNeeds];
  const failed = queries.filter((each) => each.isError);
  const list = query.data ?? [];

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <FamilySelector />
            {headerActions?.(list)}
            {actions.add ? (
              <Button onClick={actions.add}>
                <Plus aria-hidden />
                {addLabel}
              </Button>
            ) : (
              <ViewOnlyBadge />
            )}
          </>
        }
      />
      {failed.length > 0 ? (
        <LoadError
          title={errorTitle}
          onRetry={() => failed.forEach((each) => void each.refetch())}
          retrying={failed.some((each) => each.isFetching)}
        />
      ) : queries.some((each) => each.isPending) ? (
        loading
      ) : list.length === 0 ? (
        empty(actions)
      ) : (
        children(list, actions)
      )}
      {dialog?.kind === 'form' && form(dialog.request, close)}
      {dialog?.kind === 'delete' && deleteDialog(dialog.item, close)}
      {dialog?.kind === 'item' && dialogs?.[dialog.name](dialog.item, close)}
    </div>
  );
}
