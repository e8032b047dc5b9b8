import type { ReactNode } from 'react';
import type { TBillFieldName } from '@shared/bills/bill-schemas';
import { CATEGORY_LABELS } from '@shared/finance/categories';
import { formatCents } from '@shared/finance/money';
import { fullAddress } from '@shared/finance/address';
import { lastFour, maskLastFour } from '@shared/finance/sensitive-number';
import type { BillDraft } from '../lib/bill-draft';
import { DoubtNote } from './doubt-note';

/** A YYYY-MM-DD day as "Nov 23, 2025", the same calendar day wherever the visitor is. */
function longDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function Detail({
  label,
  doubt,
  children,
  wide = false,
}: {
  label: string;
  doubt?: BillDraft['doubts'][TBillFieldName];
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="grid gap-0.5 text-sm break-words">
        <span>{children}</span>
        <DoubtNote doubt={doubt} />
      </dd>
    </div>
  );
}

const NOT_FOUND = <span className="text-muted-foreground">Not found on the bill</span>;

/** What was read from a bill, with the values the reader was unsure of marked for a look. */
export function BillDetails({ draft }: { draft: BillDraft }) {
  const { doubts } = draft;
  const category =
    CATEGORY_LABELS[draft.category] + (draft.homeSubcategory ? ` · ${draft.homeSubcategory}` : '');
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Detail label="Vendor" doubt={doubts.vendor}>
        {draft.vendor || NOT_FOUND}
      </Detail>
      <Detail label="Amount" doubt={doubts.cost}>
        {formatCents(draft.costCents)}
      </Detail>
      <Detail label="Category" doubt={doubts.category}>
        {category}
      </Detail>
      <Detail label="Due date" doubt={doubts.due_date}>
        {draft.dueDate ? longDay(draft.dueDate) : NOT_FOUND}
      </Detail>
      {draft.category === 'home' && (
        <Detail label="Property address" wide>
          {draft.address ? fullAddress(draft.address) : 'Not chosen yet'}
        </Detail>
      )}
      <Detail label="Auto-pay" doubt={doubts.is_auto_pay}>
        {draft.isAutoPay
          ? `Yes${draft.autoPayDate ? `, on day ${draft.autoPayDate}` : ''}`
          : 'No, paid manually'}
      </Detail>
      <Detail label="Account number" doubt={doubts.account_number}>
        {draft.accountNumber ? maskLastFour(lastFour(draft.accountNumber)) : NOT_FOUND}
      </Detail>
      {(draft.bankAccount || draft.paidFromLast4) && (
        <Detail label="Paid from">
          {draft.bankAccount ?? maskLastFour(lastFour(draft.paidFromLast4 ?? ''))}
        </Detail>
      )}
      <Detail label="Description" doubt={doubts.description} wide>
        {draft.description || <span className="text-muted-foreground">None</span>}
      </Detail>
      <Detail label="File" wide>
        {draft.fileName}
      </Detail>
    </dl>
  );
}
