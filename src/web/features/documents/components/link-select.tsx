import { useMemo, type ComponentProps } from 'react';
import type { TDocument } from '@shared/documents/document-schemas';
import { NativeSelect } from '@web/components/ui/native-select';
import {
  useAdvisors,
  useAssets,
  useExpenses,
  useInvestments,
  useLoans,
  useProperties,
} from '@web/lib/household-data';
import { linkOptionGroups } from '../lib/link-options';

type Props = ComponentProps<'select'> & { current: TDocument['link'] };

/**
 * "Linked to": the selected households' accounts, investment accounts, loans, properties,
 * obligations and advisors, grouped. The lists are the ones the other screens read, so they
 * usually come from the cache.
 */
export function LinkSelect({ current, ...props }: Props) {
  const assets = useAssets();
  const investments = useInvestments();
  const loans = useLoans();
  const properties = useProperties();
  const expenses = useExpenses();
  const advisors = useAdvisors();
  const groups = useMemo(
    () =>
      linkOptionGroups(
        {
          assets: assets.data,
          investments: investments.data,
          loans: loans.data,
          properties: properties.data,
          expenses: expenses.data,
          advisors: advisors.data,
        },
        current,
      ),
    [
      assets.data,
      investments.data,
      loans.data,
      properties.data,
      expenses.data,
      advisors.data,
      current,
    ],
  );
  return (
    <NativeSelect {...props}>
      <option value="">Not linked</option>
      {groups.map((group) => (
        <optgroup key={group.kind} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
