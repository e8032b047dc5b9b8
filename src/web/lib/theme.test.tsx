import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setPrefersDark } from '@test/web-media';
import { ThemeProvider, useTheme } from './theme';
import { ThemeToggle } from '@web/components/theme-toggle';

function ThemeReadout() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <>
      <output>{`${theme}/${resolvedTheme}`}</output>
      <button onClick={() => setTheme('system')}>system</button>
    </>
  );
}

function renderTheme() {
  return render(
    <ThemeProvider>
      <ThemeReadout />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('ThemeProvider', () => {
  it('follows the system setting when nothing is stored, live', () => {
    setPrefersDark(true);
    renderTheme();
    expect(screen.getByRole('status')).toHaveTextContent('system/dark');
    expect(isDark()).toBe(true);
    act(() => setPrefersDark(false));
    expect(screen.getByRole('status')).toHaveTextContent('system/light');
    expect(isDark()).toBe(false);
  });

  it('reads the stored choice from localStorage "theme"', () => {
    localStorage.setItem('theme', 'dark');
    renderTheme();
    expect(screen.getByRole('status')).toHaveTextContent('dark/dark');
    expect(isDark()).toBe(true);
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('theme', 'purple');
    renderTheme();
    expect(screen.getByRole('status')).toHaveTextContent('system/light');
  });

  it('the toggle switches light and dark and stores the choice', async () => {
    const user = userEvent.setup();
    renderTheme();
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(isDark()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(isDark()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'system' }));
    expect(localStorage.getItem('theme')).toBe('system');
  });
});
