import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';
import { RecordsEmpty } from './records-empty';

const TEXTS = {
  icon: <svg aria-hidden />,
  title: 'No loans yet',
  description: 'Add your mortgage to see when it is paid off.',
  addLabel: 'Add your first loan',
};

describe('RecordsEmpty', () => {
  it('says why the records matter and opens the first add', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<RecordsEmpty {...TEXTS} onAdd={onAdd} />);
    expect(screen.getByRole('heading', { name: 'No loans yet' })).toBeVisible();
    expect(screen.getByText('Add your mortgage to see when it is paid off.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add your first loan' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('offers the other ways to start beside the add', () => {
    render(
      <RecordsEmpty {...TEXTS} onAdd={vi.fn()}>
        <button>Import CSV</button>
      </RecordsEmpty>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Add your first loan',
      'Import CSV',
    ]);
  });

  it('tells who may not add that they can only view, with no button', () => {
    render(
      <RecordsEmpty {...TEXTS} onAdd={null}>
        <button>Import CSV</button>
      </RecordsEmpty>,
    );
    expect(screen.getByText(VIEW_ONLY_EMPTY)).toBeVisible();
    expect(screen.queryByText(TEXTS.description)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
