import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordsLoading } from './records-loading';

describe('RecordsLoading', () => {
  it('tells screen readers what is loading', () => {
    render(<RecordsLoading label="Loading your loans…" stats cards="h-80" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your loans…');
  });

  it('draws the figures, the heading and two cards the screen will show', () => {
    render(<RecordsLoading label="Loading your accounts…" stats heading="w-40" cards="h-56" />);
    const status = screen.getByRole('status');
    expect(status.querySelectorAll('.h-28')).toHaveLength(3);
    expect(status.querySelectorAll('.h-6.w-40')).toHaveLength(1);
    expect(status.querySelectorAll('.h-56')).toHaveLength(2);
  });

  it('draws only what the screen has', () => {
    render(
      <RecordsLoading label="Loading your advisors…">
        <div data-testid="chart" />
      </RecordsLoading>,
    );
    const status = screen.getByRole('status');
    expect(status.querySelectorAll('.h-28')).toHaveLength(0);
    expect(screen.getByTestId('chart')).toBeInTheDocument();
  });
});
