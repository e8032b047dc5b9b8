import { Moon, Sun } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';
import { themeToggleLabel } from '@web/lib/theme-storage';

/**
 * Spec §2: a light/dark toggle in the top bar. Until the user picks, the system setting rules;
 * "System" can be chosen again in Settings. A plain button keeps menu code off the landing page.
 * The icon follows the `dark` class, so a pre-rendered page shows the right one before its script
 * runs; that script finds the button by `data-theme-toggle`.
 */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={themeToggleLabel(resolvedTheme)}
      data-theme-toggle=""
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
    >
      <Sun aria-hidden className="hidden dark:block" />
      <Moon aria-hidden className="dark:hidden" />
    </Button>
  );
}
