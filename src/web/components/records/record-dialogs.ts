import { useMemo, useState } from 'react';

/**
 * The one dialog a records screen shows at a time: the add/edit form (opened with `TForm`, which
 * is usually the item or null for "add"), the delete confirmation, or one of the screen's own
 * item dialogs (a loan's payoff schedule, an advisor's access) named by `TDialog`.
 */
export type OpenRecordDialog<TItem, TForm, TDialog extends string> =
  | { kind: 'form'; request: TForm }
  | { kind: 'delete'; item: TItem }
  | { kind: 'item'; name: TDialog; item: TItem };

/** What a screen's list, cards and empty state may open. */
export type RecordActions<TItem, TForm, TDialog extends string = never> = {
  /** Opens the add form; null when the person may add to none of the households on screen. */
  add: (() => void) | null;
  /** Opens the form with what the screen needs (the item to edit, or an add of one kind). */
  openForm: (request: TForm) => void;
  /** Asks before deleting the item. */
  remove: (item: TItem) => void;
  /** Opens one of the screen's own dialogs for the item. */
  open: (name: TDialog, item: TItem) => void;
};

/**
 * The dialog state of a records screen. Dialogs are mounted only while open, so each opening
 * starts from the item's current values; closing unmounts them. The actions keep their identity
 * while `addRequest` and `canAdd` do, so memoised cards given them do not re-render when a dialog
 * opens or closes.
 */
export function useRecordDialogs<TItem, TForm, TDialog extends string>(
  addRequest: TForm,
  canAdd: boolean,
) {
  const [dialog, setDialog] = useState<OpenRecordDialog<TItem, TForm, TDialog> | null>(null);
  const actions = useMemo<RecordActions<TItem, TForm, TDialog>>(
    () => ({
      add: canAdd ? () => setDialog({ kind: 'form', request: addRequest }) : null,
      openForm: (request) => setDialog({ kind: 'form', request }),
      remove: (item) => setDialog({ kind: 'delete', item }),
      open: (name, item) => setDialog({ kind: 'item', name, item }),
    }),
    [addRequest, canAdd],
  );
  return { dialog, actions, close: () => setDialog(null) };
}
