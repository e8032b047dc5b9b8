import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, 'Too weak'],
    ['abcdefghij', 1, 'Weak'],
    ['Abcdefghij', 2, 'Weak'],
    ['Abcdefghij1', 3, 'Fair'],
    ['Abcdefghij1!', 4, 'Good'],
    ['Abcdefghijkl1!', 5, 'Strong'],
    ['short1!', 2, 'Weak'],
  ])('scores %j as %i (%s), as a meter and in words', (password, score, label) => {
    render(<PasswordStrengthMeter id="strength" password={password} />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '5');
    expect(meter).toHaveAttribute('aria-valuetext', label);
    expect(screen.getByText(label)).toBeInTheDocument();
    // One coloured segment per point; the rest stay neutral.
    expect(meter.querySelectorAll('span:not(.bg-muted)')).toHaveLength(score);
  });

  it('words its caption as told and can name the empty state, for a field to be described by', () => {
    const { rerender } = render(
      <PasswordStrengthMeter id="strength" password="" caption="Strength" emptyLabel="None yet" />,
    );
    expect(document.getElementById('strength')).toHaveTextContent('Strength: None yet');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'None yet',
    );
    rerender(
      <PasswordStrengthMeter
        id="strength"
        password="abc"
        caption="Strength"
        emptyLabel="None yet"
      />,
    );
    expect(document.getElementById('strength')).toHaveTextContent('Strength: Too weak');
  });

  it('says "Password strength" by default', () => {
    render(<PasswordStrengthMeter id="strength" password="" />);
    expect(document.getElementById('strength')).toHaveTextContent('Password strength: Too weak');
  });
});
