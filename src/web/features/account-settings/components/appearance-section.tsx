import { Monitor, Moon, Sun } from 'lucide-react';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Label } from '@web/components/ui/label';
import { useTheme, type ThemeChoice } from '@web/lib/theme';
import { SettingsSection } from './settings-section';

const OPTIONS: { value: ThemeChoice; label: string; hint: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', hint: 'Dark text on a light background.', Icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Light text on a dark background.', Icon: Moon },
  { value: 'system', label: 'System', hint: "Follows your device's setting.", Icon: Monitor },
];

function isThemeChoice(value: string): value is ThemeChoice {
  return OPTIONS.some((option) => option.value === value);
}

export function AppearanceSection() {
  const { theme, setTheme } = useTheme();
  return (
    <SettingsSection id="appearance" title="Appearance" description="Saved on this browser.">
      <RadioGroup
        aria-labelledby="appearance-title"
        value={theme}
        onValueChange={(value) => {
          if (isThemeChoice(value)) setTheme(value);
        }}
        className="sm:grid-cols-3"
      >
        {OPTIONS.map(({ value, label, hint, Icon }) => (
          <Label
            key={value}
            htmlFor={`theme-${value}`}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 leading-normal font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
          >
            <RadioGroupItem
              id={`theme-${value}`}
              value={value}
              aria-labelledby={`theme-${value}-label`}
              aria-describedby={`theme-${value}-hint`}
              className="mt-0.5"
            />
            <span className="grid gap-1">
              <span id={`theme-${value}-label`} className="flex items-center gap-2 font-medium">
                <Icon className="size-4" aria-hidden />
                {label}
              </span>
              <span id={`theme-${value}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </span>
            </span>
          </Label>
        ))}
      </RadioGroup>
    </SettingsSection>
  );
}
