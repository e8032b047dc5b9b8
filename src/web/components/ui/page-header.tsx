import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** The page's one `<h1>`. */
  title: string;
  description?: ReactNode;
  /** Controls beside the title (data source, export, add); they wrap under it on a phone. */
  actions?: ReactNode;
};

/** The top of a data screen: its title and what can be done with the whole list. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="grid min-w-0 flex-1 gap-1">
        {/* Focusable by script only: focus lands here when the item it was on is deleted. */}
        <h1
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && (
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0 lg:justify-end">
          {actions}
        </div>
      )}
    </div>
  );
}
