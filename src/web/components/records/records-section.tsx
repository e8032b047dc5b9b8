import type { ReactNode } from 'react';
import { LoadError } from '@web/components/load-error';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useOpenAddRequest, type OpenAddFlag } from '@web/lib/use-open-add-request';
import { useRecordDialogs, type RecordActions } from './record-dialogs';

/** What the section needs of a list query (TanStack Query's result has it). */
type StatusQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};
type ListQuery<TItem> = StatusQuery & { data: TItem[] | undefined };

type ItemDialog<TItem> = (item: TItem, close: () => void) => ReactNode;

export type RecordsSectionProps<TItem, TForm, TDialog extends string> = {
  /** The list the section is about. */
  query: ListQuery<TItem>;
  /** Lists the section cannot be right without (a property's equity needs the loans). */
  alsoNeeds?: readonly StatusQuery[];
  /** What the add button opens the form with (usually null: a blank form). */
  addRequest: TForm;
  /** The router flag with which another screen (the dashboard) asks for the add form. */
  openAddFlag?: OpenAddFlag;
  /** The section's heading and controls (Export CSV, Add), given the list and what they open. */
  header: (list: TItem[], actions: RecordActions<TItem, TForm, TDialog>) => ReactNode;
  /** The section's shape while it loads. */
  loading: ReactNode;
  /** "We couldn't load your accounts" */
  errorTitle: string;
  /** Nothing recorded yet: why it matters, and the first add (`actions.add` is null for a viewer). */
  empty: (actions: RecordActions<TItem, TForm, TDialog>) => ReactNode;
  /** The loaded, non-empty list (summary, groups, cards). */
  children: (list: TItem[], actions: RecordActions<TItem, TForm, TDialog>) => ReactNode;
  /**
   * The add/edit dialog, opened with what `addRequest` or `actions.openForm` gave (a screen whose
   * other dialogs open on a request rather than an item, like a holding's, opens them so too).
   */
  form: (request: TForm, close: () => void) => ReactNode;
  /** The delete confirmation (see DeleteRecordDialog). */
  deleteDialog: ItemDialog<TItem>;
  /** The screen's own item dialogs, opened by name with `actions.open`. */
  dialogs?: Record<TDialog, ItemDialog<TItem>>;
};

/** useOpenAddRequest wants a flag: a screen the dashboard cannot ask gets one nobody sends. */
const NO_ADD_FLAG = 'noOpenAddRequest' as OpenAddFlag;

/**
 * The body of a list of household records, for a page (RecordsPage) or a panel inside one (the
 * estate plan's policies): its header, the loading, error, empty and list states, and the
 * add/edit, delete and item dialogs, one at a time. It renders no wrapper: its parts sit in the
 * caller's layout. Add is offered only to who may add to a household on screen.
 */
export function RecordsSection<TItem, TForm, TDialog extends string = never>({
  query,
  alsoNeeds = [],
  addRequest,
  openAddFlag,
  header,
  loading,
  errorTitle,
  empty,
  children,
  form,
  deleteDialog,
  dialogs,
}: RecordsSectionProps<TItem, TForm, TDialog>) {
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
    <>
      {header(list, actions)}
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
    </>
  );
}
