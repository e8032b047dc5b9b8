import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrencyInput } from './currency-input';

function Harness({ initial = 0 }: { initial?: number }) {
  const [cents, setCents] = useState(initial);
  return (
    <>
      <label htmlFor="amount">Cost</label>
      <CurrencyInput id="amount" value={cents} onChange={setCents} />
      <output aria-label="cents">{cents}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => screen.getByLabelText('Cost');
const cents = () => screen.getByLabelText('cents').textContent;

describe('CurrencyInput (spec §5)', () => {
  it('shows the amount with thousands separators and 2 decimals when not focused', () => {
    render(<Harness initial={123_456_7} />);
    expect(input()).toHaveValue('12,345.67');
  });

  it('keeps only digits and one decimal point, with at most 2 decimals, while typing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.keyboard('1,2a34.5.67');
    expect(input()).toHaveValue('1234.56');
    expect(cents()).toBe('123456');
  });

  it('formats on blur and shows the plain number again on focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.keyboard('2500.5');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input()).toHaveValue('2,500.50');
    await user.click(input());
    expect(input()).toHaveValue('2500.50');
  });

  it('turns empty or invalid text into 0', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5_000} />);
    await user.clear(input());
    await user.keyboard('.');
    expect(cents()).toBe('0');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input()).toHaveValue('0.00');
  });
});
