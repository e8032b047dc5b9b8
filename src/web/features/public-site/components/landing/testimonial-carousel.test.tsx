import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialCarousel } from './testimonial-carousel';

const STORIES = [
  { quote: 'First quote', name: 'Ana', context: 'Ohio' },
  { quote: 'Second quote', name: 'Ben', context: 'Texas' },
  { quote: 'Third quote', name: 'Cleo', context: 'Maine' },
];

function renderCarousel() {
  render(<TestimonialCarousel testimonials={STORIES} label="Family stories" />);
  return userEvent.setup();
}

/** The slide a sighted user sees; the others are hidden from assistive technology too. */
function visibleSlide() {
  return screen.getByRole('group');
}

function expectShowing(position: number) {
  expect(visibleSlide()).toHaveAccessibleName(`${position} of 3`);
  expect(visibleSlide()).toHaveTextContent(STORIES[position - 1]!.quote);
  const dot = screen.getByRole('button', { name: `Show story ${position} of 3` });
  expect(dot).toHaveAttribute('aria-current', 'true');
  const others = screen
    .getAllByRole('button', { name: /^Show story/ })
    .filter((button) => button !== dot);
  for (const other of others) expect(other).toHaveAttribute('aria-current', 'false');
}

describe('TestimonialCarousel', () => {
  it('is a named carousel region whose slide area announces changes politely', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Family stories' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    for (const slide of screen.getAllByRole('group', { hidden: true })) {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    }
    expectShowing(1);
  });

  it('moves forward with Next and wraps from the last story to the first', async () => {
    const user = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next story' });
    await user.click(next);
    expectShowing(2);
    await user.click(next);
    expectShowing(3);
    await user.click(next);
    expectShowing(1);
  });

  it('moves back with Previous and wraps from the first story to the last', async () => {
    const user = renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous story' });
    await user.click(previous);
    expectShowing(3);
    await user.click(previous);
    expectShowing(2);
  });

  it('jumps straight to a story from its dot', async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show story 3 of 3' }));
    expectShowing(3);
  });

  it('works from the keyboard: Tab to a control, Enter to activate, arrows to move', async () => {
    const user = renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous story' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expectShowing(3);
    await user.keyboard('{ArrowRight}');
    expectShowing(1);
    await user.keyboard('{ArrowRight}');
    expectShowing(2);
    await user.keyboard('{ArrowLeft}');
    expectShowing(1);
    await user.keyboard('{ArrowLeft}');
    expectShowing(3);
  });

  it('ignores other keys', async () => {
    const user = renderCarousel();
    await user.tab();
    await user.keyboard('{ArrowUp}{Home}a');
    expectShowing(1);
  });
});
