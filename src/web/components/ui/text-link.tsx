import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@web/lib/utils';

/**
 * Links inside running text are underlined (not told apart by colour alone) and get the same
 * focus ring as buttons.
 */
export const textLinkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClass, className)} {...props} />;
}
