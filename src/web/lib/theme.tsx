import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  applyTheme,
  storeTheme,
  DARK_QUERY,
  readStoredTheme,
  systemTheme,
  type ResolvedTheme,
  type ThemeChoice,
} from './theme-storage';

export type { ResolvedTheme, ThemeChoice };

type ThemeState = {
  theme: ThemeChoice;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: ThemeChoice) => void;
};

const ThemeContext = createContext<ThemeState | null>(null);
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeChoice>(readStoredTheme);
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(media.matches ? 'dark' : 'light');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme = theme === 'system' ? system : theme;
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: ThemeChoice) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

const PRERENDERED_THEME: ThemeState = {
  theme: 'system',
  resolvedTheme: 'light',
  setTheme: () => undefined,
};

/**
 * For pages rendered ahead of time, where there is no browser to ask: what the markup assumes
 * until the page's own script (enhance-public-page.ts) applies the saved theme.
 */
export function PrerenderedThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeContext.Provider value={PRERENDERED_THEME}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
