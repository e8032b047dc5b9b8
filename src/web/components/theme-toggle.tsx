import { Moon, Sun } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';

/**
 * Spec §2: a light/dark toggle in the top bar. Until the user picks, the system setting rules;
 * "System" can be chosen again in Settings. A plain button keeps menu code off the landing page.
 */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Switch to ${next} theme`}
      onClick={() => setTheme(next)}
    >
      {resolvedTheme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
