import { Car, House } from 'lucide-react';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import type { PropertyKind } from '../lib/property-form';

const KINDS: { value: PropertyKind; label: string; icon: typeof House }[] = [
  { value: 'home', label: 'Home', icon: House },
  { value: 'vehicle', label: 'Vehicle', icon: Car },
];

/** Home or vehicle: which fields the form asks for. */
export function KindChoice({
  value,
  onChange,
}: {
  value: PropertyKind;
  onChange: (kind: PropertyKind) => void;
}) {
  return (
    <div className="grid gap-2">
      <span id="property-kind-label" className="text-sm font-medium">
        What is it?
      </span>
      <RadioGroup
        aria-labelledby="property-kind-label"
        value={value}
        onValueChange={(next) => onChange(next as PropertyKind)}
        className="grid-cols-2"
      >
        {KINDS.map(({ value: kind, label, icon: Icon }) => (
          <Label
            key={kind}
            htmlFor={`property-kind-${kind}`}
            className="flex cursor-pointer items-center gap-3 rounded-md border p-3 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent"
          >
            <RadioGroupItem id={`property-kind-${kind}`} value={kind} />
            <Icon className="size-4" aria-hidden />
            {label}
          </Label>
        ))}
      </RadioGroup>
    </div>
  );
}
