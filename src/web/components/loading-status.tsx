import type { ReactNode } from 'react';

type Props = {
  /** What is loading, read out by a screen reader: "Loading the log…". */
  label: string;
  className?: string;
  /** The placeholder shapes. */
  children: ReactNode;
};

/** Placeholder shapes where something is loading, announced as a status. */
export function LoadingStatus({ label, className, children }: Props) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
