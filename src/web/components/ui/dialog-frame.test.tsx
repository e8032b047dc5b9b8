import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';

describe('DialogFrame', () => {
  it('is named by its title and described by its description', () => {
    render(
      <DialogFrame title="Attach documents" description="Death certificate" onClose={vi.fn()}>
        <p>Body</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Attach documents' });
    expect(dialog).toHaveAccessibleDescription('Death certificate');
    expect(dialog).toHaveTextContent('Body');
  });

  it('closes through onClose from Escape and from its corner button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <DialogFrame title="Renew access" description="Ends in 3 days" onClose={onClose}>
        <p>Body</p>
      </DialogFrame>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not close while busy', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <DialogFrame title="Renew access" description="Ends in 3 days" onClose={onClose} busy>
        <p>Body</p>
      </DialogFrame>,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows nothing when not open, and can be an alert dialog', () => {
    const { rerender } = render(
      <DialogFrame open={false} title="Delete Expense" description="Sure?" onClose={vi.fn()}>
        <p>Body</p>
      </DialogFrame>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <DialogFrame role="alertdialog" title="Delete Expense" description="Sure?" onClose={vi.fn()}>
        <p>Body</p>
      </DialogFrame>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete Expense' })).toBeInTheDocument();
  });

  it('opens from its trigger and gives focus back to it on close', async () => {
    const user = userEvent.setup();
    function Opened() {
      const [open, setOpen] = useState(false);
      return (
        <DialogFrame
          trigger={<Button>New backup codes</Button>}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          title="New backup codes"
          description="Making new codes cancels the ones you have now."
        >
          <p>Body</p>
        </DialogFrame>
      );
    }
    render(<Opened />);
    const trigger = screen.getByRole('button', { name: 'New backup codes' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'New backup codes' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
