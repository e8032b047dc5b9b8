import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

type BusyButtonProps = ButtonProps & {
  busy: boolean;
  /** Replaces the label while busy ("Signing In…"), so the state is read out, not only shown. */
  busyLabel: string;
};

/** A button that shows a spinner and a busy label while its action runs, and cannot be pressed twice. */
export function BusyButton({ busy, busyLabel, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy ? (
        <>
          <Spinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
