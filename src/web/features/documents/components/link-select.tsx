import { useMemo, type ComponentProps } from 'react';
import type { TDocument } from '@shared/documents/document-schemas';
import { NativeSelect } from '@web/components/ui/native-select';
import { useAssets, useExpenses, useLoans, useProperties } from '@web/lib/household-data';
import { linkOptionGroups } from '../lib/link-options';

type Props = ComponentProps<'select'> & { current: TDocument['link'] };

/**
 * "Linked to": the selected households' accounts, loans, properties and obligations, grouped. The
 * lists are the ones the other screens read, so they usually come from the cache.
 */
export function LinkSelect({ current, ...props }: Props) {
  const assets = useAssets();
  const loans = useLoans();
  const properties = useProperties();
  const expenses = useExpenses();
  const groups = useMemo(
    () =>
      linkOptionGroups(
        {
          assets: assets.data,
          loans: loans.data,
          properties: properties.data,
          expenses: expenses.data,
        },
        current,
      ),
    [assets.data, loans.data, properties.data, expenses.data, current],
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
