import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@test/web/fake-api';
import { renderSettings } from '../render-settings.test-helper';
import { AppearanceSection } from './appearance-section';

describe('AppearanceSection', () => {
  it('switches between light, dark and the system setting, and remembers the choice', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderSettings(<AppearanceSection />);

    const group = screen.getByRole('radiogroup', { name: 'Appearance' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    // Arrow keys move through the options, as in any radio group. The key is held while Radix
    // moves focus on its next tick, as a real key press lasts longer than that.
    await user.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked());
    await user.keyboard('{/ArrowLeft}');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
