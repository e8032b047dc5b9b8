import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/ui/empty-state';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';
import { AddRecordButton } from './add-record-button';

type Props = {
  /** A decorative icon (give it `aria-hidden`). */
  icon: ReactNode;
  /** "No accounts yet" */
  title: string;
  /** Why the records matter, said to who may add them. */
  description: string;
  /** "Add your first account" */
  addLabel: string;
  /** Null for who may not add to the households on screen: they are told they can only view. */
  onAdd: (() => void) | null;
  /** The add button's icon when not the plus. */
  addIcon?: ReactNode;
  /** Other ways to start beside the add (Import CSV, Add a vehicle), offered with it. */
  children?: ReactNode;
};

/** A records screen with nothing recorded yet: why it matters, and the first add (for who may). */
export function RecordsEmpty({
  icon,
  title,
  description,
  addLabel,
  onAdd,
  addIcon,
  children,
}: Props) {
  const add = onAdd && <AddRecordButton label={addLabel} onAdd={onAdd} icon={addIcon} />;
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={onAdd ? description : VIEW_ONLY_EMPTY}
      action={
        add &&
        (children ? (
          <div className="flex flex-wrap justify-center gap-2">
            {add}
            {children}
          </div>
        ) : (
          add
        ))
      }
    />
  );
}
