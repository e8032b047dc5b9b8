import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_DRAWN, PAGE_SIZE, usePaged } from './use-paged';

const list = (size: number, tag = 'row') => Array.from({ length: size }, (_, i) => `${tag} ${i}`);

describe('usePaged', () => {
  it('draws the first rows of a page at once and the rest of the page right after', async () => {
    const items = list(250);
    const { result } = renderHook(() => usePaged(items));
    expect(result.current.visible.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(result.current.visible.slice(0, FIRST_DRAWN.rows)).toEqual(
      items.slice(0, FIRST_DRAWN.rows),
    );
    expect(result.current).toMatchObject({ shown: PAGE_SIZE, total: 250, hasMore: true });
    await waitFor(() => expect(result.current.visible).toEqual(items.slice(0, PAGE_SIZE)));
  });

  it('adds a page on "Show more", and starts again at one page for a new list', async () => {
    const first = list(250);
    const { result, rerender } = renderHook(({ items }) => usePaged(items), {
      initialProps: { items: first },
    });
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(2 * PAGE_SIZE);
    expect(result.current.visible.length).toBeGreaterThan(PAGE_SIZE);
    await waitFor(() => expect(result.current.visible).toHaveLength(2 * PAGE_SIZE));
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.visible).toHaveLength(250));
    expect(result.current.hasMore).toBe(false);

    const second = list(150, 'other');
    rerender({ items: second });
    expect(result.current.shown).toBe(PAGE_SIZE);
    expect(result.current.visible[0]).toBe('other 0');
    await waitFor(() => expect(result.current.visible).toEqual(second.slice(0, PAGE_SIZE)));
  });

  it('draws a short list whole, and takes a smaller first batch for cards', () => {
    const short = list(5);
    expect(renderHook(() => usePaged(short)).result.current.visible).toBe(short);
    const cards = list(50);
    const { result } = renderHook(() => usePaged(cards, { first: FIRST_DRAWN.cards }));
    expect(result.current.visible).toHaveLength(FIRST_DRAWN.cards);
    expect(result.current.shown).toBe(50);
  });
});
