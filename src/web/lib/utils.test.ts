import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it.each([
    ['px-4 py-2', 'px-3', 'py-2 px-3'],
    ['h-10 w-full', 'h-8', 'w-full h-8'],
    ['max-w-lg', 'max-w-2xl', 'max-w-2xl'],
    ['min-w-0 w-4', 'w-6', 'min-w-0 w-6'],
    ['text-sm text-muted-foreground', 'text-lg', 'text-muted-foreground text-lg'],
    ['text-sm text-muted-foreground', 'text-foreground', 'text-sm text-foreground'],
    ['text-left', 'text-center', 'text-center'],
    ['rounded-md', 'rounded-xl', 'rounded-xl'],
    ['rounded-md', 'rounded-t-none', 'rounded-md rounded-t-none'],
    [
      'bg-primary text-primary-foreground',
      'bg-destructive',
      'text-primary-foreground bg-destructive',
    ],
    ['border border-input', 'border-destructive', 'border border-destructive'],
    ['border', 'border-2', 'border-2'],
    ['flex', 'hidden', 'hidden'],
    ['font-medium', 'font-semibold', 'font-semibold'],
    ['gap-2', 'gap-4', 'gap-4'],
    ['top-4 right-4', 'top-2', 'right-4 top-2'],
    ['shadow-xs', 'shadow-lg', 'shadow-lg'],
    ['p-6', 'pt-0', 'p-6 pt-0'],
  ])('cn(%j, %j) → %j', (base, override, expected) => {
    expect(cn(base, override)).toBe(expected);
  });

  it('only lets a utility override the same utility under the same variants', () => {
    expect(cn('px-4 md:px-6 hover:bg-accent', 'px-2')).toBe('md:px-6 hover:bg-accent px-2');
    expect(cn('hover:bg-accent', 'hover:bg-muted')).toBe('hover:bg-muted');
    expect(cn('data-[state=open]:bg-accent', 'data-[state=open]:bg-muted')).toBe(
      'data-[state=open]:bg-muted',
    );
    expect(cn('[&_svg]:size-4', '[&_svg]:size-5')).toBe('[&_svg]:size-5');
  });

  it('keeps classes it does not know rather than dropping them', () => {
    expect(cn('animate-pulse custom-thing', 'animate-spin other-thing')).toBe(
      'animate-pulse custom-thing animate-spin other-thing',
    );
  });

  it('treats arbitrary values in their group', () => {
    expect(cn('w-(--sidebar-width)', 'w-(--sidebar-width-collapsed)')).toBe(
      'w-(--sidebar-width-collapsed)',
    );
    expect(cn('text-[13px]', 'text-sm')).toBe('text-sm');
  });

  it('keeps important utilities apart from normal ones', () => {
    expect(cn('!px-4', 'px-2')).toBe('!px-4 px-2');
  });
});
