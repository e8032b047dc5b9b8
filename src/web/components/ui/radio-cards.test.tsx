import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RadioCards } from './radio-cards';

const OPTIONS = [
  { value: 'primary', label: 'Primary', hint: 'Asked first.' },
  { value: 'backup', label: 'Backup', hint: 'There when the primary contact cannot act.' },
] as const;

function Choice({ error }: { error?: string }) {
  const [value, setValue] = useState<'primary' | 'backup' | ''>('');
  return (
    <RadioCards
      legend="Priority"
      options={OPTIONS}
      value={value}
      onValueChange={setValue}
      error={error}
    />
  );
}

describe('RadioCards', () => {
  it('names the group by its legend and each radio by its label, described by its hint', () => {
    render(<Choice />);
    expect(screen.getByRole('group', { name: 'Priority' })).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Priority' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Backup' })).toHaveAccessibleDescription(
      'There when the primary contact cannot act.',
    );
  });

  it('picks an option from anywhere on its card, its hint included', async () => {
    const user = userEvent.setup();
    render(<Choice />);
    await user.click(screen.getByText('There when the primary contact cannot act.'));
    expect(screen.getByRole('radio', { name: 'Backup' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Primary' })).not.toBeChecked();
  });

  it('ties its error to the group', () => {
    render(<Choice error="Choose a priority" />);
    const group = screen.getByRole('radiogroup', { name: 'Priority' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a priority');
  });
});
