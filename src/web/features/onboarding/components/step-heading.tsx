import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  title: string;
  description: ReactNode;
  /** True when the user moved here with Next or Back: focus follows, so a screen reader reads the new step. */
  takeFocus: boolean;
};

export function StepHeading({ title, description, takeFocus }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div className="grid gap-2">
      <h2
        ref={ref}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
      >
        {title}
      </h2>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
}
