import { Skeleton } from '@web/components/ui/skeleton';

type Props = {
  /** What is loading, read out by a screen reader: "Loading the log…". */
  label: string;
  /** Each placeholder shape's size, e.g. `h-24 w-full`. */
  skeletons: readonly string[];
  className?: string;
};

/** Placeholder shapes where something is loading, announced as a status. */
export function LoadingStatus({ label, skeletons, className }: Props) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {skeletons.map((size, index) => (
        <Skeleton key={index} className={size} />
      ))}
    </div>
  );
}
