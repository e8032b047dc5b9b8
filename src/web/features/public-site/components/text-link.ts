/**
 * Inline links sit inside body copy, so they are underlined (not colour alone) and get the same
 * focus ring as buttons.
 */
export const textLinkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';
