import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyInput } from './currency-input';

function Controlled({ initial, onCents }: { initial: number; onCents?: (cents: number) => void }) {
  const [cents, setCents] = useState(initial);
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <CurrencyInput
        id="amount"
        value={cents}
        onChange={(next) => {
          setCents(next);
          onCents?.(next);
        }}
      />
      <output>{cents}</output>
    </>
  );
}

describe('CurrencyInput (spec §5)', () => {
  it('shows thousands separators and 2 decimals when not focused', () => {
    render(<Controlled initial={123456789} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('1,234,567.89');
  });

  it('shows 0.00 for an empty value', () => {
    render(<CurrencyInput aria-label="Amount" value={null} onChange={() => {}} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('0.00');
  });

  it('edits the plain number while focused and formats it again on blur', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={123450} />);
    const input = screen.getByLabelText('Amount');
    await user.click(input);
    expect(input).toHaveValue('1234.50');
    await user.clear(input);
    await user.type(input, '98765.4');
    expect(input).toHaveValue('98765.4');
    expect(screen.getByRole('status')).toHaveTextContent('9876540');
    await user.tab();
    expect(input).toHaveValue('98,765.40');
  });

  it('keeps only digits and one decimal point with at most 2 decimals', async () => {
    const user = userEvent.setup();
    const onCents = vi.fn();
    render(<Controlled initial={0} onCents={onCents} />);
    const input = screen.getByLabelText('Amount');
    await user.click(input);
    expect(input).toHaveValue('');
    await user.type(input, '$1,2a34.5.67');
    expect(input).toHaveValue('1234.56');
    expect(onCents).toHaveBeenLastCalledWith(123456);
  });

  it('accepts a pasted amount with a dollar sign and separators', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={0} />);
    await user.click(screen.getByLabelText('Amount'));
    await user.paste('$2,500.75');
    expect(screen.getByRole('status')).toHaveTextContent('250075');
  });

  it('replaces an amount of $1,000 or more when the person tabs in and types', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Before" />
        <Controlled initial={425075} />
      </>,
    );
    await user.click(screen.getByLabelText('Before'));
    await user.tab();
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveValue('4250.75');
    await waitFor(() => expect((input as HTMLInputElement).selectionEnd).toBe(7));
    expect((input as HTMLInputElement).selectionStart).toBe(0);
    await user.keyboard('5000');
    expect(input).toHaveValue('5000');
    expect(screen.getByRole('status')).toHaveTextContent('500000');
  });

  it('turns empty or invalid text into 0', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={5000} />);
    const input = screen.getByLabelText('Amount');
    await user.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('0');
    await user.type(input, '.');
    expect(screen.getByRole('status')).toHaveTextContent('0');
    await user.tab();
    expect(input).toHaveValue('0.00');
  });

  it('shows a value changed from outside (a form reset) when not focused', () => {
    const { rerender } = render(
      <CurrencyInput aria-label="Amount" value={100} onChange={() => {}} />,
    );
    rerender(<CurrencyInput aria-label="Amount" value={250000} onChange={() => {}} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('2,500.00');
  });

  it('works with react-hook-form Controller and hands over cents', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const form = useForm({ defaultValues: { balanceCents: 1050 } });
      return (
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
          <Controller
            name="balanceCents"
            control={form.control}
            render={({ field }) => <CurrencyInput aria-label="Balance" {...field} />}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Balance');
    expect(input).toHaveValue('10.50');
    await user.clear(input);
    await user.type(input, '1999.9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ balanceCents: 199990 }, expect.anything());
  });
});
