import { localStore, STORAGE_KEYS } from './storage';

// No React here: the pre-rendered public pages' script uses these too.

export type ThemeChoice = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): ThemeChoice {
  const stored = localStore.get(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

export function storeTheme(theme: ThemeChoice): void {
  localStore.set(STORAGE_KEYS.theme, theme);
}

export function systemTheme(): ResolvedTheme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** The theme the page shows now (theme-init.js applied it before the first paint). */
export function shownTheme(): ResolvedTheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The toggle's name says what pressing it does. */
export function themeToggleLabel(shown: ResolvedTheme): string {
  return `Switch to ${shown === 'dark' ? 'light' : 'dark'} theme`;
}
