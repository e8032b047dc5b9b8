import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogActions } from './dialog-actions';

describe('DialogActions', () => {
  it('calls onCancel from Cancel and onConfirm from the confirm button', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <DialogActions busy={false} busyLabel="Saving…" onCancel={onCancel} onConfirm={onConfirm}>
        Save
      </DialogActions>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('submits the form it is in when there is no onConfirm, and Cancel does not', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DialogActions busy={false} busyLabel="Saving…" onCancel={vi.fn()}>
          Save
        </DialogActions>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('turns Cancel off and says the busy label while the action runs', () => {
    render(
      <DialogActions busy busyLabel="Saving…" onCancel={vi.fn()} onConfirm={vi.fn()}>
        Save
      </DialogActions>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
