import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { Card, CardContent, CardFooter, CardHeader } from './card';

type PageCardProps = {
  /** The page's one `<h1>`. */
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon above the title (hidden from assistive technology by its caller). */
  icon?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/**
 * A screen that is one centred card (sign-in, registration, waitlist…): readable width on
 * desktop, edge-to-edge minus a gutter from 360 px up.
 */
export function PageCard({ title, description, icon, footer, className, children }: PageCardProps) {
  return (
    <div className={cn('mx-auto w-full max-w-md px-4 py-10 sm:py-16', className)}>
      <Card>
        <CardHeader className="items-center gap-2 text-center">
          {icon && (
            <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
              {icon}
            </div>
          )}
          <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
          {description && <div className="text-sm text-muted-foreground">{description}</div>}
        </CardHeader>
        {children && <CardContent className="grid gap-6">{children}</CardContent>}
        {footer && (
          <CardFooter className="flex-col gap-3 border-t pt-6 text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
