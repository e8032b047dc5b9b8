import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';

type Props = {
  /** "Add account", "Add your first loan" */
  label: string;
  onAdd: () => void;
  /** A decorative icon other than the plus (a house for a first home). */
  icon?: ReactNode;
};

/** The button that opens a records screen's add form. */
export function AddRecordButton({ label, onAdd, icon = <Plus aria-hidden /> }: Props) {
  return (
    <Button onClick={onAdd}>
      {icon}
      {label}
    </Button>
  );
}
