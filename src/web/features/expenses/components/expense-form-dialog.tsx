import { useAddTargetOpens } from '@web/lib/use-household-scope';
import { useState } from 'react';
import { PenLine, Sparkles } from 'lucide-react';
import type { TExpense } from '@shared/finance/expense-schemas';
import { AddingToNote } from '@web/components/adding-to-note';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AiExtractPanel } from '@web/features/bills/components/ai-extract-panel';
import { postFormReviewOutcomes } from '@web/features/bills/api/post-review-outcomes';
import type { ExtractedBill } from '@web/features/bills/lib/bill-draft';
import { billToFormPrefill } from '../lib/bill-form-values';
import type { CategoryFilter } from '../lib/expense-filters';
import { blankExpenseForm } from '../lib/expense-form-values';
import { ExpenseForm } from './form/expense-form';
import { useExpenseFormSuggestions } from './form/expense-form-suggestions';

/**
 * Which obligation the dialog is for: `expense: null` adds a new one, filled in from `bill` when
 * it comes from a bill that was read (the single-bill flow).
 */
export type ExpenseFormTarget = { expense: TExpense | null; bill?: ExtractedBill };

type Props = {
  target: ExpenseFormTarget | null;
  defaultCategory: CategoryFilter;
  onClose: () => void;
  /** AI Extract read a bill: it comes back as a target of its own, the form filled in. */
  onExtracted: (bills: ExtractedBill[]) => void;
  /** AI Extract's way to the Upload Bills for AI Processing dialog, for several bills. */
  onUploadMany: () => void;
};

type BodyProps = Omit<Props, 'target' | 'onExtracted' | 'onUploadMany'> & {
  target: ExpenseFormTarget;
};

function DialogBody({ target, defaultCategory, onClose }: BodyProps) {
  const suggestions = useExpenseFormSuggestions();
  const hasAddressSuggestions = suggestions.addresses.length > 0;
  const [prefill] = useState(() =>
    target.bill
      ? billToFormPrefill(target.bill, blankExpenseForm(defaultCategory, { hasAddressSuggestions }))
      : null,
  );
  return (
    <ExpenseForm
      expense={target.expense}
      defaultCategory={defaultCategory}
      suggestions={suggestions}
      prefill={prefill}
      onCancel={onClose}
      onSaved={(saved) => {
        if (target.bill)
          postFormReviewOutcomes(target.bill, {
            ...saved,
            accountNumber: saved.vendorAccount,
          });
        onClose();
      }}
    />
  );
}

/** Adding by hand: the two ways in, Manual Entry (the form) and AI Extract (a bill's photo). */
function AddTabs({
  onExtracted,
  onUploadMany,
  ...body
}: BodyProps & Pick<Props, 'onExtracted' | 'onUploadMany'>) {
  // A bill read by AI Extract is stored in the document hub, which an advisor may not have been
  // given (issue 35): then adding is by hand only.
  if (!useAddTargetOpens('documents')) return <DialogBody {...body} />;
  return (
    <Tabs defaultValue="manual" className="flex min-h-0 flex-1 flex-col gap-0">
      <TabsList className="mx-4 mt-3 grid w-auto grid-cols-2 sm:mx-6">
        <TabsTrigger value="manual">
          <PenLine aria-hidden />
          Manual Entry
        </TabsTrigger>
        <TabsTrigger value="ai">
          <Sparkles aria-hidden />
          AI Extract
        </TabsTrigger>
      </TabsList>
      <TabsContent value="manual" className="flex min-h-0 flex-col data-[state=inactive]:hidden">
        <DialogBody {...body} />
      </TabsContent>
      <TabsContent value="ai" className="min-h-0 overflow-y-auto">
        <AiExtractPanel onExtracted={onExtracted} onUploadMany={onUploadMany} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * Spec §2 "Add/Edit Obligation dialog": at most 80% of the viewport high, with the header and the
 * buttons fixed and the fields scrolling between them. Adding shows the tabs Manual Entry and AI
 * Extract; editing, or adding from a bill that was read, shows only the form.
 */
export function ExpenseFormDialog({
  target,
  defaultCategory,
  onClose,
  onExtracted,
  onUploadMany,
}: Props) {
  const editing = Boolean(target?.expense);
  const fromBill = Boolean(target?.bill);
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      className="flex max-h-[80vh] flex-col gap-0 overflow-y-hidden p-0 sm:max-w-2xl"
      headerClassName="border-b px-6 pt-6 pb-4"
      title={editing ? 'Edit Obligation' : 'Add New Obligation'}
      description={
        <>
          {editing
            ? 'Change what this obligation costs, how it is paid, or who it is for.'
            : fromBill
              ? `Filled in from ${target?.bill?.fileName ?? 'your bill'}. Check the values marked “Please check” before adding.`
              : 'A bill the household pays regularly. Category and vendor are required.'}
          {target && !editing && <AddingToNote />}
        </>
      }
    >
      {target &&
        (editing || fromBill ? (
          <DialogBody
            key={target.expense?.id ?? target.bill?.imageUrl}
            target={target}
            defaultCategory={defaultCategory}
            onClose={onClose}
          />
        ) : (
          <AddTabs
            key="new"
            target={target}
            defaultCategory={defaultCategory}
            onClose={onClose}
            onExtracted={onExtracted}
            onUploadMany={onUploadMany}
          />
        ))}
    </DialogFrame>
  );
}
