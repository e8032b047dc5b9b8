import { useId } from 'react';
import { CheckboxField } from '@web/components/ui/checkbox-field';
import type { BillDraft } from '../lib/bill-draft';

type Props = { draft: BillDraft; onChange: (draft: BillDraft) => void };

/**
 * The bill says which account pays it ("paid from account ending 8842") and that is one of the
 * household's financial accounts (issue 36): it is proposed as the obligation's payment account,
 * ticked, and can be left out.
 */
export function PaymentAccountChoice({ draft, onChange }: Props) {
  const id = useId();
  const account = draft.proposals.paymentAccount;
  if (!account) return null;
  return (
    <CheckboxField
      id={`${id}-account`}
      label={`Paid from ${account.label}`}
      hint="The bill says it is paid from this account; it is saved as the payment account."
      value={draft.bankAccount === account.label}
      onChange={(checked) => onChange({ ...draft, bankAccount: checked ? account.label : null })}
      onBlur={() => undefined}
    />
  );
}
