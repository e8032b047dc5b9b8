import {
  PASSES_BY,
  PASSES_BY_LABELS,
  type TEstateAsset,
  type TPassesBy,
} from '@shared/estate/estate-summary-schemas';
import { NativeSelect } from '@web/components/ui/native-select';

type Props = {
  asset: TEstateAsset & { kind: 'asset' | 'property' };
  disabled: boolean;
  onChange: (passesBy: TPassesBy | null) => void;
};

function isPassesBy(value: string): value is TPassesBy {
  return PASSES_BY.some((each) => each === value);
}

/**
 * "How does this pass?" for a financial account or property: only the owner knows how it is
 * titled. "Not set" forgets the answer; the map then falls back on a funded trust or the will.
 */
export function PassesBySelect({ asset, disabled, onChange }: Props) {
  const answered = asset.source === 'titling';
  return (
    <NativeSelect
      aria-label={`How does ${asset.label} pass?`}
      className="min-w-52"
      value={answered ? asset.passesBy : ''}
      disabled={disabled}
      onChange={(event) => {
        const value = event.target.value;
        onChange(isPassesBy(value) ? value : null);
      }}
    >
      <option value="">
        {answered ? 'Not set' : `Not set: ${PASSES_BY_LABELS[asset.passesBy]}`}
      </option>
      {PASSES_BY.map((passesBy) => (
        <option key={passesBy} value={passesBy}>
          {PASSES_BY_LABELS[passesBy]}
        </option>
      ))}
    </NativeSelect>
  );
}
