import type { AssetType, TAsset } from '@shared/finance/asset-schemas';
import { useGroupFilter } from '@web/components/records/use-group-filter';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { groupAccountsByType } from '../lib/account-groups';
import { AccountGroup } from './account-group';

type Props = {
  accounts: TAsset[];
  onEdit: (account: TAsset) => void;
  onDelete: (account: TAsset) => void;
};

/** The accounts grouped by type, with a filter that narrows the list to one type. */
export function AccountList({ accounts, onEdit, onDelete }: Props) {
  const groups = groupAccountsByType(accounts);
  const { active, setFilter, shown } = useGroupFilter(groups, (group) => group.type);

  return (
    <div className="grid gap-6">
      {groups.length > 1 && (
        <div className="flex flex-wrap items-center gap-3">
          <Label htmlFor="account-type-filter">Show</Label>
          <div className="w-full max-w-60">
            <NativeSelect
              id="account-type-filter"
              value={active}
              onChange={(event) => setFilter(event.target.value as AssetType | 'all')}
            >
              <option value="all">All types ({accounts.length})</option>
              {groups.map((group) => (
                <option key={group.type} value={group.type}>
                  {group.label} ({group.accounts.length})
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
      {shown.map((group) => (
        <AccountGroup key={group.type} group={group} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </div>
  );
}
