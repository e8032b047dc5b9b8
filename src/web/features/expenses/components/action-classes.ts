import { buttonVariants } from '@web/components/ui/button';
import { badgeVariants } from '@web/components/ui/badge';

/**
 * Button looks for the controls repeated on every row and card, worked out once. <Button> merges
 * its classes on each render, which for the 100 rows of a page is a measurable share of a
 * keystroke in the search; these are plain buttons and links with the same look.
 */
export const ICON_GHOST = buttonVariants({ variant: 'ghost', size: 'icon-sm' });
export const ICON_OUTLINE = buttonVariants({ variant: 'outline', size: 'icon-sm' });
export const SMALL_OUTLINE = buttonVariants({ variant: 'outline', size: 'sm' });
export const SMALL_GHOST = buttonVariants({ variant: 'ghost', size: 'sm' });
export const OUTLINE_BADGE = `${badgeVariants({ variant: 'outline' })} gap-1.5`;
